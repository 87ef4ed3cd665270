#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import NavGraphHosting
    import UIKit

    /// Sets what the graph says about one screen instance on its view controller: title, `navigationItem` (title,
    /// title view, prompt, large title mode, left and right items) and `toolbarItems`, `hidesBottomBarWhenPushed`,
    /// `isModalInPresentation`. Bar items call `tap` with their id. The back button it shows while another screen
    /// is pushed over it is set by `applyBackButton(_:to:)`, as the router resolves it for its stack.
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
        navigationItem.hidesBackButton = item.hidesBackButton
        navigationItem.leftItemsSupplementBackButton = item.leftItemsSupplementBackButton
        navigationItem.leftBarButtonItems = item.leftItems.map { makeBarButtonItem($0, tap: tap) }
        navigationItem.rightBarButtonItems = item.rightItems.map { makeBarButtonItem($0, tap: tap) }
        let titleMenu = item.titleMenu.map { HostMenu($0, owner: HostMenu.titleOwner) }
        navigationItem.titleMenuProvider = titleMenu.map { menu in { _ in makeMenu(menu, tap: tap) } }
        controller.toolbarItems = item.toolbarItems.map { makeBarButtonItem($0, tap: tap) }
        controller.hidesBottomBarWhenPushed = item.hidesBottomBarWhenPushed
        controller.isModalInPresentation = item.isModalInPresentation
    }

    /// Makes the back button UIKit shows over the next screen the one the router resolved (see docs/hosts.md,
    /// What each graph setting becomes): an image (with its title, if any) is a `backBarButtonItem`; a title,
    /// already shortened by the router to "Back" when longer than `backButtonTitleMaxLength`, is
    /// `backButtonTitle`.
    @MainActor
    func applyBackButton(_ back: BackButton, to navigationItem: UINavigationItem) {
        if let image = back.image {
            navigationItem.backBarButtonItem = UIBarButtonItem(title: back.title, image: UIImage(systemName: image))
            navigationItem.backButtonTitle = nil
        } else {
            navigationItem.backBarButtonItem = nil
            navigationItem.backButtonTitle = back.title
        }
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
