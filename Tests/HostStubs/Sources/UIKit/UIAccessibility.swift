public import Foundation

// UIKit's accessibility properties are an informal protocol: UIKit declares them on `NSObject`, so every bar item,
// tab bar item, menu element and view has them.

extension NSObject {
    /// `/documentation/ObjectiveC/NSObject-swift.class/accessibilityLabel`: `var accessibilityLabel: String? { get
    /// set }` (the same declaration as `/documentation/UIKit/UIAccessibilityElement/accessibilityLabel`). A stub
    /// that keeps nothing: an extension cannot store, and nothing reads it here.
    public var accessibilityLabel: String? {
        get { nil }
        set {}
    }
}
