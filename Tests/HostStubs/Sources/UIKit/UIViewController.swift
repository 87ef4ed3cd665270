public import Foundation

/// `/documentation/UIKit/UIViewController`: `@MainActor class UIViewController`
@MainActor
open class UIViewController: UIResponder {
    /// `/documentation/UIKit/UIViewController/init(nibName:bundle:)`:
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// `/documentation/UIKit/UIViewController/init(coder:)`: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {}

    /// `init()`, inherited from `NSObject` (`/documentation/ObjectiveC/NSObject-swift.class/init()`): UIKit's
    /// `-init` loads no nib, as `init(nibName: nil, bundle: nil)` does.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// `/documentation/UIKit/UIViewController/title`: `var title: String? { get set }`
    open var title: String?

    /// `/documentation/UIKit/UIViewController/view`: `var view: UIView! { get set }`
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! = UIView()

    /// `/documentation/UIKit/UIViewController/loadView()`: `func loadView()`
    open func loadView() {}

    /// `/documentation/UIKit/UIViewController/navigationItem`: `var navigationItem: UINavigationItem { get }`
    open var navigationItem: UINavigationItem { UINavigationItem() }

    /// `/documentation/UIKit/UIViewController/toolbarItems`: `var toolbarItems: [UIBarButtonItem]? { get set }`
    open var toolbarItems: [UIBarButtonItem]?

    /// `/documentation/UIKit/UIViewController/hidesBottomBarWhenPushed`:
    /// `var hidesBottomBarWhenPushed: Bool { get set }`
    open var hidesBottomBarWhenPushed = false

    /// `/documentation/UIKit/UIViewController/tabBarItem`: `var tabBarItem: UITabBarItem! { get set }`
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var tabBarItem: UITabBarItem!

    /// `/documentation/UIKit/UIViewController/modalPresentationStyle`:
    /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// `/documentation/UIKit/UIViewController/isModalInPresentation`: `var isModalInPresentation: Bool { get set }`
    open var isModalInPresentation = false

    /// `/documentation/UIKit/UIViewController/presentationController`:
    /// `var presentationController: UIPresentationController? { get }`
    open var presentationController: UIPresentationController? { nil }

    /// `/documentation/UIKit/UIViewController/sheetPresentationController`:
    /// `var sheetPresentationController: UISheetPresentationController? { get }`
    open var sheetPresentationController: UISheetPresentationController? { nil }

    /// `/documentation/UIKit/UIViewController/preferredContentSize`: `var preferredContentSize: CGSize { get set }`
    open var preferredContentSize = CGSize.zero

    /// `/documentation/UIKit/UIViewController/popoverPresentationController`:
    /// `var popoverPresentationController: UIPopoverPresentationController? { get }`
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// `/documentation/UIKit/UIViewController/transitionCoordinator`:
    /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// `/documentation/UIKit/UIViewController/present(_:animated:completion:)`:
    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}

    /// `/documentation/UIKit/UIViewController/presentedViewController`:
    /// `var presentedViewController: UIViewController? { get }`
    open var presentedViewController: UIViewController? { nil }

    /// `/documentation/UIKit/UIViewController/addChild(_:)`: `func addChild(_ childController: UIViewController)`
    open func addChild(_ childController: UIViewController) {}

    /// `/documentation/UIKit/UIViewController/didMove(toParent:)`: `func didMove(toParent parent: UIViewController?)`
    open func didMove(toParent parent: UIViewController?) {}

    /// `/documentation/UIKit/UIViewController/presentingViewController`:
    /// `var presentingViewController: UIViewController? { get }`
    open var presentingViewController: UIViewController? { nil }

    /// `/documentation/UIKit/UIViewController/dismiss(animated:completion:)`:
    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `/documentation/UIKit/UIModalPresentationStyle`: `enum UIModalPresentationStyle`
public enum UIModalPresentationStyle: Int, Sendable {
    /// `/documentation/UIKit/UIModalPresentationStyle/fullScreen`: `case fullScreen`
    case fullScreen = 0
    /// `/documentation/UIKit/UIModalPresentationStyle/pageSheet`: `case pageSheet`
    case pageSheet = 1
    /// `/documentation/UIKit/UIModalPresentationStyle/formSheet`: `case formSheet`
    case formSheet = 2
    /// `/documentation/UIKit/UIModalPresentationStyle/currentContext`: `case currentContext`
    case currentContext = 3
    /// `/documentation/UIKit/UIModalPresentationStyle/overFullScreen`: `case overFullScreen`
    case overFullScreen = 5
    /// `/documentation/UIKit/UIModalPresentationStyle/overCurrentContext`: `case overCurrentContext`
    case overCurrentContext = 6
    /// `/documentation/UIKit/UIModalPresentationStyle/popover`: `case popover`
    case popover = 7
    /// `/documentation/UIKit/UIModalPresentationStyle/automatic`: `case automatic`
    case automatic = -2
    /// `/documentation/UIKit/UIModalPresentationStyle/none`: `case none`
    case none = -1
}
