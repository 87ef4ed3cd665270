/// The kinds of container a graph's `containers:` declares (see docs/containers.md).
public enum ContainerKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A tab bar: one navigation stack per tab, one tab selected.
    case tabBar
    /// A split view: one navigation stack per column.
    case split
}

/// The columns of a split container.
public enum SplitStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// A primary and a secondary column.
    case doubleColumn
    /// A primary, a supplementary and a secondary column.
    case tripleColumn
}

/// A container of the graph: a tab bar (one stack per tab) or a split view (one stack per column).
public struct ContainerDefinition: Hashable, Codable, Sendable {
    /// The container id; containers and screens share one namespace.
    public package(set) var id: String
    /// A tab bar or a split.
    public package(set) var kind: ContainerKind
    /// A tab bar's tabs, left to right.
    public package(set) var tabs: [TabDefinition]
    /// A tab bar's initially selected tab; nil means the first.
    public package(set) var selected: String?
    /// A split's style.
    public package(set) var style: SplitStyle?
    /// A split's columns: primary, then supplementary (`tripleColumn` only), then secondary.
    public package(set) var columns: [ColumnDefinition]

    /// Creates a container definition.
    package init(
        id: String,
        kind: ContainerKind,
        tabs: [TabDefinition] = [],
        selected: String? = nil,
        style: SplitStyle? = nil,
        columns: [ColumnDefinition] = []
    ) {
        self.id = id
        self.kind = kind
        self.tabs = tabs
        self.selected = selected
        self.style = style
        self.columns = columns
    }
}

/// A tab of a tab bar.
public struct TabDefinition: Hashable, Codable, Sendable {
    /// The tab id: a case of the generated `Tab` enum.
    public package(set) var id: String
    /// The screen at the bottom of the tab's stack, or a split container.
    public package(set) var root: String
    /// The tab bar item's title.
    public package(set) var title: String?
    /// The tab bar item's image name.
    public package(set) var image: String?
    /// The tab bar item's badge.
    public package(set) var badge: String?
    /// This tab's navigation controller settings, when they differ from the graph's.
    public package(set) var navigationController: ContainerSettings?
    /// What VoiceOver reads for the tab bar item (`UITabBarItem.accessibilityLabel`); nil reads the title. Set
    /// after `init`.
    public package(set) var accessibilityLabel: String? = nil
    /// The ids the tab had before (`renamedFrom:`): a snapshot naming one restores this tab. Nil when it had none.
    /// Set after `init`.
    public package(set) var renamedFrom: [String]? = nil

    /// Creates a tab definition.
    package init(
        id: String,
        root: String,
        title: String? = nil,
        image: String? = nil,
        badge: String? = nil,
        navigationController: ContainerSettings? = nil
    ) {
        self.id = id
        self.root = root
        self.title = title
        self.image = image
        self.badge = badge
        self.navigationController = navigationController
    }
}

/// A column of a split: the screen at the bottom of its stack.
public struct ColumnDefinition: Hashable, Codable, Sendable {
    /// The column's root screen.
    public package(set) var root: String
    /// This column's navigation controller settings, when they differ from the graph's.
    public package(set) var navigationController: ContainerSettings?

    /// Creates a column definition.
    package init(root: String, navigationController: ContainerSettings? = nil) {
        self.root = root
        self.navigationController = navigationController
    }
}

/// A value an unwind carries back to its target (`returns:`).
public struct ReturnDefinition: Hashable, Codable, Sendable {
    /// The value's name.
    public package(set) var name: String
    /// The value's type.
    public package(set) var type: ParameterType

    /// Creates a return definition.
    package init(name: String, type: ParameterType) {
        self.name = name
        self.type = type
    }
}
