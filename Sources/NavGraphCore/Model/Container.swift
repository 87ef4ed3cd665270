public import NavGraphRuntime

/// A `containers:` entry: a tab bar or a split view, as read, every value with its location.
public struct Container: Sendable {
    /// The container id (the mapping key); it shares the screen ids' namespace.
    public var id: Located<String>
    /// `kind:`.
    public var kind: Located<ContainerKind>?
    /// `tabs:` of a tab bar, left to right.
    public var tabs: [Tab] = []
    /// Where `tabs:` was written; nil when it was not.
    public var tabsLocation: SourceLocation?
    /// `selected:` of a tab bar: a tab id.
    public var selected: Located<String>?
    /// `style:` of a split.
    public var style: Located<SplitStyle>?
    /// `primary:` of a split.
    public var primary: Column?
    /// `supplementary:` of a `tripleColumn` split.
    public var supplementary: Column?
    /// `secondary:` of a split: its initial screen is the one shown while nothing else is.
    public var secondary: Column?

    /// Creates a container with only its id.
    public init(id: Located<String>) {
        self.id = id
    }

    /// The split's columns that are set, in the order primary, supplementary, secondary.
    public var columns: [Column] { [primary, supplementary, secondary].compactMap { $0 } }
}

/// A tab of a tab bar.
public struct Tab: Sendable {
    /// Where the tab's mapping starts.
    public var location: SourceLocation
    /// `id:`: a case of the generated `Tab` enum.
    public var id: Located<String>?
    /// A screen or a split container.
    public var root: Located<String>?
    /// The tab bar item's title.
    public var title: Located<String>?
    /// The tab bar item's image name.
    public var image: Located<String>?
    /// The tab bar item's badge text.
    public var badge: Located<String>?
    /// Overrides of the top-level `navigationController:` for this tab's stack.
    public var navigationController: NavigationControllerSettings?

    /// Creates a tab with nothing set.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A column of a split: a root screen in its own navigation stack.
public struct Column: Sendable {
    /// Where the column's value starts.
    public var location: SourceLocation
    /// `primary`, `supplementary` or `secondary`.
    public var role: String
    /// The screen at the bottom of the column's stack.
    public var root: Located<String>?
    /// Overrides of the top-level `navigationController:` for this column's stack.
    public var navigationController: NavigationControllerSettings?

    /// Creates a column with nothing set.
    public init(location: SourceLocation, role: String) {
        self.location = location
        self.role = role
    }
}

/// A value an unwind carries back (`returns:`), in declaration order.
public struct ReturnValue: Sendable {
    /// The value's name: an argument label of the generated code.
    public var name: Located<String>
    /// The value's type, as a parameter's.
    public var type: Located<TypeReference>

    /// Creates a return value.
    public init(name: Located<String>, type: Located<TypeReference>) {
        self.name = name
        self.type = type
    }
}
