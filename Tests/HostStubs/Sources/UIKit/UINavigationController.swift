public import Foundation

/// `/documentation/UIKit/UINavigationController`: `@MainActor class UINavigationController`
@MainActor
open class UINavigationController: UIViewController {
    /// `/documentation/UIKit/UINavigationController/viewControllers`:
    /// `var viewControllers: [UIViewController] { get set }`
    open var viewControllers: [UIViewController] = []

    /// `/documentation/UIKit/UINavigationController/setViewControllers(_:animated:)`:
    /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    /// `/documentation/UIKit/UINavigationController/delegate`:
    /// `weak var delegate: (any UINavigationControllerDelegate)? { get set }`
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// `/documentation/UIKit/UINavigationController/navigationBar`: `var navigationBar: UINavigationBar { get }`
    open var navigationBar: UINavigationBar { UINavigationBar() }

    /// `/documentation/UIKit/UINavigationController/interactivePopGestureRecognizer`:
    /// `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    /// `/documentation/UIKit/UINavigationController/setNavigationBarHidden(_:animated:)`:
    /// `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)`
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}

    /// `/documentation/UIKit/UINavigationController/setToolbarHidden(_:animated:)`:
    /// `func setToolbarHidden(_ hidden: Bool, animated: Bool)`
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {}

    /// `/documentation/UIKit/UINavigationController/hidesBarsOnTap`: `var hidesBarsOnTap: Bool { get set }`
    open var hidesBarsOnTap = false
    /// `/documentation/UIKit/UINavigationController/hidesBarsOnSwipe`: `var hidesBarsOnSwipe: Bool { get set }`
    open var hidesBarsOnSwipe = false
    /// `/documentation/UIKit/UINavigationController/hidesBarsWhenKeyboardAppears`:
    /// `var hidesBarsWhenKeyboardAppears: Bool { get set }`
    open var hidesBarsWhenKeyboardAppears = false
    /// `/documentation/UIKit/UINavigationController/hidesBarsWhenVerticallyCompact`:
    /// `var hidesBarsWhenVerticallyCompact: Bool { get set }`
    open var hidesBarsWhenVerticallyCompact = false
}

/// `/documentation/UIKit/UINavigationControllerDelegate`:
/// `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `/documentation/UIKit/UINavigationControllerDelegate/navigationController(_:willShow:animated:)`:
    /// `optional func navigationController(_ navigationController: UINavigationController,
    /// willShow viewController: UIViewController, animated: Bool)`
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `/documentation/UIKit/UINavigationControllerDelegate/navigationController(_:didShow:animated:)`:
    /// `optional func navigationController(_ navigationController: UINavigationController,
    /// didShow viewController: UIViewController, animated: Bool)`
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Optional requirement: nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Optional requirement: nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// `/documentation/UIKit/UINavigationBar`: `@MainActor class UINavigationBar`
@MainActor
open class UINavigationBar: UIView {
    /// `/documentation/UIKit/UINavigationBar/prefersLargeTitles`: `var prefersLargeTitles: Bool { get set }`
    open var prefersLargeTitles = false
    /// `/documentation/UIKit/UINavigationBar/standardAppearance`:
    /// `@NSCopying var standardAppearance: UINavigationBarAppearance { get set }`
    open var standardAppearance = UINavigationBarAppearance()
    /// `/documentation/UIKit/UINavigationBar/compactAppearance`:
    /// `@NSCopying var compactAppearance: UINavigationBarAppearance? { get set }`
    open var compactAppearance: UINavigationBarAppearance?
    /// `/documentation/UIKit/UINavigationBar/scrollEdgeAppearance`:
    /// `@NSCopying var scrollEdgeAppearance: UINavigationBarAppearance? { get set }`
    open var scrollEdgeAppearance: UINavigationBarAppearance?
}

/// `/documentation/UIKit/UIBarAppearance`: `@MainActor class UIBarAppearance`
@MainActor
open class UIBarAppearance: NSObject {
    /// `/documentation/UIKit/UIBarAppearance/init()`: `convenience init()` (here the designated one).
    public override init() {}
    /// `/documentation/UIKit/UIBarAppearance/configureWithDefaultBackground()`:
    /// `func configureWithDefaultBackground()`
    open func configureWithDefaultBackground() {}
    /// `/documentation/UIKit/UIBarAppearance/configureWithOpaqueBackground()`: `func configureWithOpaqueBackground()`
    open func configureWithOpaqueBackground() {}
    /// `/documentation/UIKit/UIBarAppearance/backgroundColor`: `@NSCopying var backgroundColor: UIColor? { get set }`
    open var backgroundColor: UIColor?
    /// `/documentation/UIKit/UIBarAppearance/shadowColor`: `@NSCopying var shadowColor: UIColor? { get set }`
    open var shadowColor: UIColor?
}

/// `/documentation/UIKit/UINavigationBarAppearance`: `@MainActor class UINavigationBarAppearance`
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// `/documentation/UIKit/UINavigationBarAppearance/titleTextAttributes`:
    /// `var titleTextAttributes: [NSAttributedString.Key : Any] { get set }`
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `/documentation/UIKit/UINavigationBarAppearance/largeTitleTextAttributes`:
    /// `var largeTitleTextAttributes: [NSAttributedString.Key : Any] { get set }`
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// `/documentation/UIKit/UIViewControllerTransitionCoordinatorContext`:
/// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// `/documentation/UIKit/UIViewControllerTransitionCoordinatorContext/isInteractive`:
    /// `var isInteractive: Bool { get }`
    var isInteractive: Bool { get }
    /// `/documentation/UIKit/UIViewControllerTransitionCoordinatorContext/isCancelled`: `var isCancelled: Bool { get }`
    var isCancelled: Bool { get }
}

/// `/documentation/UIKit/UIViewControllerTransitionCoordinator`:
/// `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `/documentation/UIKit/UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)`:
    /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    /// completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
