public import Foundation

/// `/documentation/UIKit/UIUserInterfaceSizeClass`: `enum UIUserInterfaceSizeClass`
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// `/documentation/UIKit/UIUserInterfaceSizeClass/unspecified`: `case unspecified`
    case unspecified = 0
    /// `/documentation/UIKit/UIUserInterfaceSizeClass/compact`: `case compact`
    case compact = 1
    /// `/documentation/UIKit/UIUserInterfaceSizeClass/regular`: `case regular`
    case regular = 2
}

/// `/documentation/UIKit/UITraitCollection`: `class UITraitCollection`
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// `/documentation/UIKit/UITraitCollection/horizontalSizeClass`:
    /// `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

extension UIView {
    /// `/documentation/UIKit/UITraitEnvironment/traitCollection` (UIView adopts `UITraitEnvironment`):
    /// `var traitCollection: UITraitCollection { get }`
    public var traitCollection: UITraitCollection { UITraitCollection() }
}
