#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// Makes the `UIBarButtonItem` of a graph's bar item: a system item, a title or an SF Symbol, its style and
    /// whether it is enabled. Tapping it calls `tap` with the item's id (spaces do nothing when tapped and get no
    /// action). See docs/hosts.md, "What each setting becomes".
    @MainActor
    func makeBarButtonItem(
        _ item: BarButtonItemDefinition, tap: @escaping @MainActor (String) -> Void
    ) -> UIBarButtonItem {
        // A primary action configures a titled or image item, so the action carries the item's title or image.
        let tapsSomething = item.behavior != .none
        let button: UIBarButtonItem
        switch item.content {
        case .system(let system):
            let action = tapsSomething ? UIAction { _ in tap(item.id) } : nil
            button = UIBarButtonItem(systemItem: system.uiKit, primaryAction: action)
        case .title(let title):
            let action = tapsSomething ? UIAction(title: title) { _ in tap(item.id) } : nil
            button = UIBarButtonItem(title: title, primaryAction: action)
        case .image(let name):
            let image = UIImage(systemName: name)
            let action = tapsSomething ? UIAction(image: image) { _ in tap(item.id) } : nil
            button = UIBarButtonItem(image: image, primaryAction: action)
        }
        button.style = item.style.uiKit
        button.isEnabled = item.enabled
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
