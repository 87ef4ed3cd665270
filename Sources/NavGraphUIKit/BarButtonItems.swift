#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import NavGraphHosting
    import UIKit

    /// Makes the `UIBarButtonItem` of a graph's bar item: a system item, a title or an SF Symbol, its style and
    /// whether it is enabled. Tapping it calls `tap` with the item's id (spaces do nothing when tapped and get no
    /// action). See docs/hosts.md, "What each setting becomes".
    @MainActor
    func makeBarButtonItem(
        _ item: BarButtonItemDefinition, tap: @escaping @MainActor (String) -> Void
    ) -> UIBarButtonItem {
        // A primary action configures a titled or image item, so the action carries the item's title or image.
        // An item with a menu and no behaviour gets no primary action: UIKit opens the menu on a tap; with both,
        // a tap performs the action and a long press opens the menu (see docs/hosts.md, Menus).
        let tapsSomething = item.behavior != .none
        let menu = item.hostMenu.map { makeMenu($0, tap: tap) }
        let button: UIBarButtonItem
        switch item.content {
        case .system(let system):
            let action = tapsSomething ? UIAction { _ in tap(item.id) } : nil
            button = UIBarButtonItem(systemItem: system.uiKit, primaryAction: action, menu: menu)
        case .title(let title):
            let action = tapsSomething ? UIAction(title: title) { _ in tap(item.id) } : nil
            button = UIBarButtonItem(title: title, primaryAction: action, menu: menu)
        case .image(let name):
            let image = UIImage(systemName: name)
            let action = tapsSomething ? UIAction(image: image) { _ in tap(item.id) } : nil
            button = UIBarButtonItem(image: image, primaryAction: action, menu: menu)
        }
        button.style = item.style.uiKit
        button.isEnabled = item.enabled
        // Only when the graph gives one: otherwise UIKit's own label (the title, the system item's) stays.
        if let label = item.accessibilityLabel { button.accessibilityLabel = label }
        return button
    }

    extension SystemItem {
        /// The UIKit system item of the same name.
        var uiKit: UIBarButtonItem.SystemItem {
            switch self {
            case .done: .done
            case .cancel: .cancel
            case .edit: .edit
            case .save: .save
            case .add: .add
            case .flexibleSpace: .flexibleSpace
            case .fixedSpace: .fixedSpace
            case .compose: .compose
            case .reply: .reply
            case .action: .action
            case .organize: .organize
            case .bookmarks: .bookmarks
            case .search: .search
            case .refresh: .refresh
            case .stop: .stop
            case .camera: .camera
            case .trash: .trash
            case .play: .play
            case .pause: .pause
            case .rewind: .rewind
            case .fastForward: .fastForward
            case .undo: .undo
            case .redo: .redo
            case .close: .close
            }
        }
    }

    extension BarButtonItemStyle {
        /// The UIKit style of the same name.
        var uiKit: UIBarButtonItem.Style {
            switch self {
            case .plain: .plain
            case .done: .done
            }
        }
    }
#endif
