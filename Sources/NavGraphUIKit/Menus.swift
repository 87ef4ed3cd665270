#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// Makes the `UIMenu` of a bar item's menu or a title menu: entries are `UIAction`s that call `tap` with
    /// `ITEM.ENTRY` (destructive and disabled as the graph says), submenus are `UIMenu`s, sections are `UIMenu`s
    /// shown inline. See docs/hosts.md, Menus.
    @MainActor
    func makeMenu(_ menu: HostMenu, tap: @escaping @MainActor (String) -> Void) -> UIMenu {
        UIMenu(
            title: "", children: menu.elements.map { makeMenuElement($0, labels: menu.accessibilityLabels, tap: tap) })
    }

    /// The element, with the `accessibilityLabel` the graph gives it (see docs/hosts.md, Accessibility: UIKit
    /// documents no label of a menu element's own, so this sets the one every `NSObject` has).
    @MainActor
    private func makeMenuElement(
        _ element: HostMenu.Element, labels: [String: String], tap: @escaping @MainActor (String) -> Void
    ) -> UIMenuElement {
        let made = makeBareMenuElement(element, labels: labels, tap: tap)
        if let label = labels[element.id] { made.accessibilityLabel = label }
        return made
    }

    @MainActor
    private func makeBareMenuElement(
        _ element: HostMenu.Element, labels: [String: String], tap: @escaping @MainActor (String) -> Void
    ) -> UIMenuElement {
        switch element {
        case .entry(let entry):
            var attributes: UIMenuElement.Attributes = []
            if entry.isDestructive { attributes.insert(.destructive) }
            if entry.isDisabled { attributes.insert(.disabled) }
            let path = entry.path
            return UIAction(
                title: entry.title, image: entry.image.flatMap { UIImage(systemName: $0) }, attributes: attributes
            ) { _ in tap(path) }
        case .group(_, let title, let image, let inline, let elements):
            return UIMenu(
                title: title, image: image.flatMap { UIImage(systemName: $0) }, options: inline ? .displayInline : [],
                children: elements.map { makeMenuElement($0, labels: labels, tap: tap) })
        }
    }
#endif
