#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import UIKit

    /// Receives the UIKit delegate callbacks of one navigator's hierarchy (navigation controllers, presentation
    /// controllers, the tab bar controller, split view controllers) and passes them to its host.
    @MainActor
    final class UIKitReports: NSObject, UINavigationControllerDelegate, UISheetPresentationControllerDelegate,
        UITabBarControllerDelegate, UISplitViewControllerDelegate
    {
        /// Where the callbacks go.
        weak var host: (any UIKitReportsHost)?

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            host?.willShow(viewController, in: navigationController)
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            host?.didShow(viewController, in: navigationController)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            host?.presentationDismissed(presentationController)
        }

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            host?.sheetDetentChanged(sheetPresentationController)
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            host?.tabSelected(viewController, in: tabBarController)
        }

        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            host?.sizeClassChanged(compact: true)
        }

        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            host?.sizeClassChanged(compact: false)
        }
    }

    /// What a host does with the callbacks `UIKitReports` receives.
    @MainActor
    protocol UIKitReportsHost: AnyObject {
        /// A navigation controller will show `controller` (an edge swipe starts here).
        func willShow(_ controller: UIViewController, in navigationController: UINavigationController)
        /// A navigation controller showed `controller` (after a push, a pop, the back button).
        func didShow(_ controller: UIViewController, in navigationController: UINavigationController)
        /// The person swiped a sheet down.
        func presentationDismissed(_ presentationController: UIPresentationController)
        /// The person dragged a sheet to another detent.
        func sheetDetentChanged(_ sheet: UISheetPresentationController)
        /// The person tapped a tab.
        func tabSelected(_ controller: UIViewController, in tabBarController: UITabBarController)
        /// A split collapsed (`true`) or expanded.
        func sizeClassChanged(compact: Bool)
    }
#endif
