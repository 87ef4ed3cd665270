public import Foundation

/// `/documentation/UIKit/UIPresentationController`: `@MainActor class UIPresentationController`
@MainActor
open class UIPresentationController: NSObject {
    /// `/documentation/UIKit/UIPresentationController/delegate`:
    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// `/documentation/UIKit/UIPresentationController/presentedViewController`:
    /// `var presentedViewController: UIViewController { get }`
    open var presentedViewController: UIViewController { UIViewController(nibName: nil, bundle: nil) }
}

/// `/documentation/UIKit/UIPopoverPresentationController`: `@MainActor class UIPopoverPresentationController`
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// `/documentation/UIKit/UIPopoverPresentationController/sourceView`: `var sourceView: UIView? { get set }`
    open var sourceView: UIView?
    /// `/documentation/UIKit/UIPopoverPresentationController/sourceItem`:
    /// `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }`
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
}

/// `/documentation/UIKit/UIAdaptivePresentationControllerDelegate`:
/// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `/documentation/UIKit/UIAdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)`:
    /// `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)`
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// `/documentation/UIKit/UIAdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)`:
    /// `optional func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection:
    /// UITraitCollection) -> UIModalPresentationStyle`
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// Optional requirement: nothing by default.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    /// Optional requirement: the stub answers the presented view controller's own style (a real delegate that
    /// leaves it out lets UIKit adapt as it would without a delegate).
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        controller.presentedViewController.modalPresentationStyle
    }
}
