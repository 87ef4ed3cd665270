#if canImport(UIKit)
    import Foundation
    import NavGraphRuntime
    import UIKit

    /// Sets what the graph says about one screen instance on its view controller: title, `navigationItem` (title,
    /// title view, prompt, large title mode, back button, left and right items) and `toolbarItems`,
    /// `hidesBottomBarWhenPushed`, `isModalInPresentation`. Bar items call `tap` with their id.
    @MainActor
    func applyNavigationItem(
        _ item: NavigationItemState, to controller: UIViewController, tap: @escaping @MainActor (String) -> Void,
        titleView: (String) -> UIView?
    ) {
        controller.title = item.title
        let navigationItem = controller.navigationItem
        navigationItem.title = item.navigationTitle ?? item.title
        if let identifier = item.titleView {
            navigationItem.titleView = titleView(identifier)
        }
        navigationItem.prompt = item.prompt
        navigationItem.largeTitleDisplayMode = item.largeTitleDisplayMode.uiKit
        if let back = item.backButton {
            if let title = back.title {
                navigationItem.backButtonTitle = title
            } else if let image = back.image {
                navigationItem.backBarButtonItem = UIBarButtonItem(image: UIImage(systemName: image))
            }
        }
        navigationItem.hidesBackButton = item.hidesBackButton
        navigationItem.leftItemsSupplementBackButton = item.leftItemsSupplementBackButton
        navigationItem.leftBarButtonItems = item.leftItems.map { makeBarButtonItem($0, tap: tap) }
        navigationItem.rightBarButtonItems = item.rightItems.map { makeBarButtonItem($0, tap: tap) }
        controller.toolbarItems = item.toolbarItems.map { makeBarButtonItem($0, tap: tap) }
        controller.hidesBottomBarWhenPushed = item.hidesBottomBarWhenPushed
        controller.isModalInPresentation = item.isModalInPresentation
    }

    extension LargeTitleDisplayMode {
        /// The UIKit mode of the same name.
        var uiKit: UINavigationItem.LargeTitleDisplayMode {
            switch self {
            case .automatic: .automatic
            case .always: .always
            case .never: .never
            }
        }
    }
#endif
