public import Foundation

/// `/documentation/UIKit/UIAlertController`: `@MainActor class UIAlertController`
@MainActor
open class UIAlertController: UIViewController {
    /// `/documentation/UIKit/UIAlertController/Style`: `enum Style`
    public enum Style: Int, Sendable {
        /// `/documentation/UIKit/UIAlertController/Style/actionSheet`: `case actionSheet`
        case actionSheet
        /// `/documentation/UIKit/UIAlertController/Style/alert`: `case alert`
        case alert
    }

    /// `/documentation/UIKit/UIAlertController/preferredStyle`: `var preferredStyle: UIAlertController.Style { get }`
    open private(set) var preferredStyle = Style.alert

    /// `/documentation/UIKit/UIAlertController/init(title:message:preferredStyle:)`:
    /// `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
    }

    /// `/documentation/UIKit/UIAlertController/addAction(_:)`: `func addAction(_ action: UIAlertAction)`
    open func addAction(_ action: UIAlertAction) {}
}

/// `/documentation/UIKit/UIAlertAction`: `@MainActor class UIAlertAction`
@MainActor
open class UIAlertAction: NSObject {
    /// `/documentation/UIKit/UIAlertAction/Style-swift.enum`: `enum Style`
    public enum Style: Int, Sendable {
        /// `/documentation/UIKit/UIAlertAction/Style-swift.enum/default`: ``case `default` ``
        case `default`
        /// `/documentation/UIKit/UIAlertAction/Style-swift.enum/cancel`: `case cancel`
        case cancel
        /// `/documentation/UIKit/UIAlertAction/Style-swift.enum/destructive`: `case destructive`
        case destructive
    }

    /// `init()`, the designated initializer the convenience one below delegates to.
    public override init() {}

    /// `/documentation/UIKit/UIAlertAction/init(title:style:handler:)`:
    /// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
}

/// `/documentation/UIKit/UIPopoverPresentationControllerSourceItem`:
/// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol`
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

/// `/documentation/UIKit/UIPopoverPresentationController/sourceItem` anchors a popover to "the specified
/// `UIBarButtonItem`": bar button items are source items (iOS 16).
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
