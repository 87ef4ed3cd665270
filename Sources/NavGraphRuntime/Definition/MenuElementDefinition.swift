/// One element of a bar item's `menu:` or a navigation item's `titleMenu:` (`UIMenuElement`): an entry that does
/// something when chosen, a submenu, or an inline section.
public struct MenuElementDefinition: Hashable, Codable, Sendable {
    /// What the element is.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// An entry (`UIAction`): choosing it performs its behaviour.
        case entry
        /// A submenu (`UIMenu`) that opens its children.
        case submenu
        /// An inline section (`UIMenu` with `.displayInline`): its children shown in place, set apart by separators.
        case section
    }

    /// What the element is.
    public package(set) var kind: Kind
    /// The id, unique among the screen's items and menu elements; empty for a section without one.
    public package(set) var id: String
    /// The title shown; empty for a section without a title.
    public package(set) var title: String
    /// An image name (an SF Symbol or an asset), shown beside the title.
    public package(set) var image: String?
    /// How the element looks and whether it can be chosen.
    public package(set) var attributes: [MenuElementAttribute]
    /// What choosing an entry does (`.none` for submenus and sections).
    public package(set) var behavior: BarButtonItemDefinition.Behavior
    /// The children of a submenu or a section, in order; empty for an entry.
    public package(set) var children: [MenuElementDefinition]
    /// What VoiceOver reads for the element instead of its title; nil reads the title. Set after `init`.
    public package(set) var accessibilityLabel: String? = nil

    /// Creates a menu element.
    package init(
        kind: Kind = .entry,
        id: String,
        title: String,
        image: String? = nil,
        attributes: [MenuElementAttribute] = [],
        behavior: BarButtonItemDefinition.Behavior = .none,
        children: [MenuElementDefinition] = []
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.image = image
        self.attributes = attributes
        self.behavior = behavior
        self.children = children
    }

    /// Whether a person can choose the element: not `disabled` and not `hidden`.
    public var isChoosable: Bool {
        !attributes.contains(.disabled) && !attributes.contains(.hidden)
    }
}

/// `UIMenuElement.Attributes`.
public enum MenuElementAttribute: String, Hashable, Codable, Sendable, CaseIterable {
    /// Shown in a destructive style (red).
    case destructive
    /// Shown dimmed; cannot be chosen.
    case disabled
    /// Not shown; cannot be chosen.
    case hidden
}

extension Array where Element == MenuElementDefinition {
    /// Every element and, after each, its children, depth first.
    package var depthFirst: [MenuElementDefinition] {
        flatMap { [$0] + $0.children.depthFirst }
    }

    /// The entry (or submenu) with id `id`, anywhere in these elements, with the elements around it that must be
    /// choosable for a person to reach it (the submenus it sits in, then itself); nil when none has that id.
    public func element(withID id: String) -> (element: MenuElementDefinition, reachedThrough: [MenuElementDefinition])?
    {
        for element in self {
            if element.kind != .section, element.id == id { return (element, [element]) }
            if let found = element.children.element(withID: id) {
                return (
                    found.element, element.kind == .submenu ? [element] + found.reachedThrough : found.reachedThrough
                )
            }
        }
        return nil
    }
}
