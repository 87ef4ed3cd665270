public import Foundation

/// `/documentation/UIKit/UITabBarController`: `@MainActor class UITabBarController`
@MainActor
open class UITabBarController: UIViewController {
    /// `/documentation/UIKit/UITabBarController/viewControllers`: `var viewControllers: [UIViewController]? { get set }`
    open var viewControllers: [UIViewController]?
    /// `/documentation/UIKit/UITabBarController/selectedIndex`: `var selectedIndex: Int { get set }`
    open var selectedIndex = 0
    /// `/documentation/UIKit/UITabBarController/delegate`: `weak var delegate: (any UITabBarControllerDelegate)? { get set }`
    open weak var delegate: (any UITabBarControllerDelegate)?
}

/// `/documentation/UIKit/UITabBarControllerDelegate`:
/// `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `/documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:didSelect:)`:
    /// `optional func tabBarController(_ tabBarController: UITabBarController,
    /// didSelect viewController: UIViewController)`
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Optional requirement: nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// `/documentation/UIKit/UITabBarItem`: `@MainActor class UITabBarItem`
@MainActor
open class UITabBarItem: UIBarItem {
    /// `/documentation/UIKit/UITabBarItem/init(title:image:selectedImage:)`:
    /// `convenience init(title: String?, image: UIImage?, selectedImage: UIImage?)`
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
    }
    /// `/documentation/UIKit/UITabBarItem/badgeValue`: `var badgeValue: String? { get set }`
    open var badgeValue: String?
}

/// `/documentation/UIKit/UISplitViewController`: `@MainActor class UISplitViewController`
@MainActor
open class UISplitViewController: UIViewController {
    /// `/documentation/UIKit/UISplitViewController/init(style:)`: `init(style: UISplitViewController.Style)`
    public init(style: UISplitViewController.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    /// `/documentation/UIKit/UIViewController/init(coder:)`: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `/documentation/UIKit/UISplitViewController/setViewController(_:for:)`:
    /// `func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)`
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}

    /// `/documentation/UIKit/UISplitViewController/viewController(for:)`:
    /// `func viewController(for column: UISplitViewController.Column) -> UIViewController?`
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }

    /// `/documentation/UIKit/UISplitViewController/isCollapsed`: `var isCollapsed: Bool { get }`
    open var isCollapsed: Bool { false }

    /// `/documentation/UIKit/UISplitViewController/delegate`:
    /// `weak var delegate: (any UISplitViewControllerDelegate)? { get set }`
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// `/documentation/UIKit/UISplitViewController/Style-swift.enum`: `enum Style`
    public enum Style: Int, Sendable {
        /// `/documentation/UIKit/UISplitViewController/Style-swift.enum/doubleColumn`: `case doubleColumn`
        case doubleColumn = 1
        /// `/documentation/UIKit/UISplitViewController/Style-swift.enum/tripleColumn`: `case tripleColumn`
        case tripleColumn = 2
    }

    /// `/documentation/UIKit/UISplitViewController/Column`: `enum Column`
    public enum Column: Int, Sendable {
        /// `/documentation/UIKit/UISplitViewController/Column/primary`: `case primary`
        case primary = 0
        /// `/documentation/UIKit/UISplitViewController/Column/supplementary`: `case supplementary`
        case supplementary = 1
        /// `/documentation/UIKit/UISplitViewController/Column/secondary`: `case secondary`
        case secondary = 2
        /// `/documentation/UIKit/UISplitViewController/Column/compact`: `case compact`
        case compact = 3
    }
}

/// `/documentation/UIKit/UISplitViewControllerDelegate`: `@MainActor protocol UISplitViewControllerDelegate`
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// `/documentation/UIKit/UISplitViewControllerDelegate/splitViewControllerDidCollapse(_:)`:
    /// `optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)`
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// `/documentation/UIKit/UISplitViewControllerDelegate/splitViewControllerDidExpand(_:)`:
    /// `optional func splitViewControllerDidExpand(_ svc: UISplitViewController)`
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Optional requirement: nothing by default.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Optional requirement: nothing by default.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
