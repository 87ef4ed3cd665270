#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// Makes the `UIAlertController` of an alert or action sheet screen: its title and message with their
    /// placeholders filled, and one `UIAlertAction` per action in order, styled by its role. UIKit dismisses the
    /// alert before it calls an action's handler, which calls `choose` with the action's id. See docs/alerts.md.
    @MainActor
    func makeAlertController(
        _ content: AlertContentState, choose: @escaping @MainActor (String) -> Void
    ) -> UIAlertController {
        let alert = UIAlertController(
            title: content.title, message: content.message, preferredStyle: content.style.uiKit)
        for action in content.actions {
            let id = action.id
            alert.addAction(UIAlertAction(title: action.title, style: uiKitStyle(of: action.role)) { _ in choose(id) })
        }
        return alert
    }

    /// Anchors an action sheet's popover (iPad) to the bar item the router names, on the presenter's view
    /// controller; without one, to the presenter's view as a whole.
    @MainActor
    func anchorActionSheet(
        _ popover: UIPopoverPresentationController, to item: UIBarButtonItem?, orTo view: UIView?
    ) {
        if let item {
            popover.sourceItem = item
        } else {
            popover.sourceView = view
        }
    }

    /// The `UIBarButtonItem` the host made for bar item `id` of `item` on `controller`: the item at the same place
    /// of the same list (left, right, toolbar) as in the navigation item state it applied.
    @MainActor
    func barButtonItem(_ id: String, of controller: UIViewController, applied item: NavigationItemState)
        -> UIBarButtonItem?
    {
        let lists: [([BarButtonItemDefinition], [UIBarButtonItem]?)] = [
            (item.leftItems, controller.navigationItem.leftBarButtonItems),
            (item.rightItems, controller.navigationItem.rightBarButtonItems),
            (item.toolbarItems, controller.toolbarItems),
        ]
        for (definitions, buttons) in lists {
            guard let position = definitions.firstIndex(where: { $0.id == id }), let buttons,
                buttons.indices.contains(position)
            else { continue }
            return buttons[position]
        }
        return nil
    }

    /// The UIKit style of an action's role.
    private func uiKitStyle(of role: AlertActionDefinition.Role?) -> UIAlertAction.Style {
        switch role {
        case nil: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    extension AlertDefinition.Style {
        /// The UIKit style of the same name.
        var uiKit: UIAlertController.Style {
            switch self {
            case .alert: .alert
            case .actionSheet: .actionSheet
            }
        }
    }
#endif
