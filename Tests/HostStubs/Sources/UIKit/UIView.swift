public import Foundation

/// `/documentation/UIKit/UIView`: `@MainActor class UIView`
@MainActor
open class UIView: UIResponder {
    /// `/documentation/UIKit/UIView/init(frame:)`: `init(frame: CGRect)`
    public init(frame: CGRect) {}
    /// `init()`, inherited from `NSObject`.
    public override init() {}
    /// `/documentation/UIKit/UIView/window`: `var window: UIWindow? { get }`
    open var window: UIWindow? { nil }
    /// `/documentation/UIKit/UIView/didMoveToWindow()`: `func didMoveToWindow()`
    open func didMoveToWindow() {}
    /// `/documentation/UIKit/UIView/addSubview(_:)`: `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {}
    /// `/documentation/UIKit/UIView/isHidden`: `var isHidden: Bool { get set }`
    open var isHidden = false
    /// `/documentation/UIKit/UIView/tintColor`: `var tintColor: UIColor! { get set }`
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var tintColor: UIColor!
}

/// `/documentation/UIKit/UIColor`: `class UIColor`
open class UIColor: NSObject, @unchecked Sendable {
    /// `/documentation/UIKit/UIColor/init(red:green:blue:alpha:)`:
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

/// `/documentation/UIKit/UIImage`: `class UIImage`
open class UIImage: NSObject, @unchecked Sendable {
    /// `/documentation/UIKit/UIImage/init(systemName:)`: `init?(systemName name: String)`
    public init?(systemName name: String) {}
}

/// `/documentation/UIKit/UIGestureRecognizer`: `@MainActor class UIGestureRecognizer`
@MainActor
open class UIGestureRecognizer: NSObject {
    /// `/documentation/UIKit/UIGestureRecognizer/isEnabled`: `var isEnabled: Bool { get set }`
    open var isEnabled = true
}

extension NSAttributedString.Key {
    /// `/documentation/Foundation/NSAttributedString/Key/foregroundColor` (declared by UIKit):
    /// `static let foregroundColor: NSAttributedString.Key`
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension IndexPath {
    /// `/documentation/Foundation/IndexPath/row` (declared by UIKit): `var row: Int { get set }`
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
