@_spi(Hosting) public import NavGraphRuntime

/// A bar item's menu or a title menu as both hosts build it (`UIMenu` and SwiftUI's `Menu`): each entry knows the
/// name the router's `tap(_:)` takes for it (`ITEM.ENTRY`, `title.ENTRY`), whether it shows, is dimmed or is
/// destructive, so the hosts only draw. Computed from the graph alone and tested without a UI framework (see
/// docs/hosts.md, Menus).
public struct HostMenu: Hashable, Sendable {
    /// The owner name of a title menu's entries: `tap("title.ENTRY")`.
    public static let titleOwner = "title"

    /// One element of a menu.
    public enum Element: Hashable, Sendable {
        /// An entry: choosing it calls `tap(path)`.
        case entry(Entry)
        /// A submenu, or an inline section (`inline`), with its title and image and its elements; `id` is
        /// `ITEM.ID` of a submenu, `ITEM#N` of the N-th element when it is a section without an id.
        case group(id: String, title: String, image: String?, inline: Bool, elements: [Element])

        /// Unique within its menu: an entry's `path`, a group's `id`.
        public var id: String {
            switch self {
            case .entry(let entry): entry.path
            case .group(let id, _, _, _, _): id
            }
        }
    }

    /// A menu entry as shown.
    public struct Entry: Hashable, Sendable {
        /// What `Router.tap(_:)` takes to choose it: `ITEM.ENTRY`.
        public var path: String
        /// The text shown.
        public var title: String
        /// An SF Symbol shown beside the title.
        public var image: String?
        /// Shown in the destructive style (red; SwiftUI's `role: .destructive`).
        public var isDestructive: Bool
        /// Shown dimmed; choosing it is not offered.
        public var isDisabled: Bool
    }

    /// The elements, in order; hidden entries are left out.
    public var elements: [Element]
    /// What VoiceOver reads for an element instead of its title, by the element's `id` (an entry's path, a group's
    /// id); only the elements the graph gives an `accessibilityLabel` are here.
    public var accessibilityLabels: [String: String] = [:]

    /// The menu of `owner` (an item id, or `titleOwner`) from the graph's elements.
    public init(_ elements: [MenuElementDefinition], owner: String) {
        self.elements = Self.elements(elements, owner: owner)
        accessibilityLabels = Self.labels(elements, owner: owner)
    }

    /// The labels of `definitions` and their children, by the id their element gets in `elements(_:owner:)`.
    private static func labels(_ definitions: [MenuElementDefinition], owner: String) -> [String: String] {
        var result: [String: String] = [:]
        for (position, element) in definitions.enumerated() {
            let id =
                element.kind == .section && element.id.isEmpty
                ? owner + "#" + String(position) : owner + "." + element.id
            if let label = element.accessibilityLabel { result[id] = label }
            result.merge(labels(element.children, owner: owner)) { first, _ in first }
        }
        return result
    }

    private static func elements(_ definitions: [MenuElementDefinition], owner: String) -> [Element] {
        definitions.enumerated().compactMap { position, element in
            switch element.kind {
            case .entry:
                guard !element.attributes.contains(.hidden) else { return nil }
                return .entry(
                    Entry(
                        path: owner + "." + element.id, title: element.title, image: element.image,
                        isDestructive: element.attributes.contains(.destructive),
                        isDisabled: element.attributes.contains(.disabled)))
            case .submenu, .section:
                let id = element.id.isEmpty ? owner + "#" + String(position) : owner + "." + element.id
                return .group(
                    id: id, title: element.title, image: element.image, inline: element.kind == .section,
                    elements: Self.elements(element.children, owner: owner))
            }
        }
    }
}

extension BarButtonItemDefinition {
    /// The item's menu as the hosts build it; nil without one.
    public var hostMenu: HostMenu? { menu.map { HostMenu($0, owner: id) } }
}
