package import NavGraphRuntime

/// A `containers:` entry: a tab bar or a split view, as read, every value with its location.
package struct ContainerDeclaration: Sendable {
    /// The container id (the mapping key); it shares the screen ids' namespace.
    package var id: Located<String>
    /// `kind:`.
    package var kind: Located<ContainerKind>?
    /// `tabs:` of a tab bar, left to right.
    package var tabs: [TabDeclaration] = []
    /// Where `tabs:` was written; nil when it was not.
    package var tabsLocation: SourceLocation?
    /// `selected:` of a tab bar: a tab id.
    package var selected: Located<String>?
    /// `style:` of a split.
    package var style: Located<SplitStyle>?
    /// `primary:` of a split.
    package var primary: Column?
    /// `supplementary:` of a `tripleColumn` split.
    package var supplementary: Column?
    /// `secondary:` of a split: its initial screen is the one shown while nothing else is.
    package var secondary: Column?

    /// Creates a container with only its id.
    package init(id: Located<String>) {
        self.id = id
    }

    /// The split's columns that are set, in the order primary, supplementary, secondary.
    package var columns: [Column] { [primary, supplementary, secondary].compactMap { $0 } }
}

/// A tab of a tab bar.
package struct TabDeclaration: Sendable {
    /// Where the tab's mapping starts.
    package var location: SourceLocation
    /// `id:`: a case of the generated `Tab` enum.
    package var id: Located<String>?
    /// A screen or a split container.
    package var root: Located<String>?
    /// The tab bar item's title.
    package var title: Located<String>?
    /// The tab bar item's image name.
    package var image: Located<String>?
    /// `accessibilityLabel:`: what VoiceOver reads for the tab bar item.
    package var accessibilityLabel: Located<String>?
    /// The tab bar item's badge text.
    package var badge: Located<String>?
    /// Overrides of the top-level `navigationController:` for this tab's stack.
    package var navigationController: NavigationControllerSettings?
    /// `renamedFrom:`: the ids this tab had before.
    package var renamedFrom: [Located<String>] = []

    /// Creates a tab with nothing set.
    package init(location: SourceLocation) {
        self.location = location
    }
}

/// A column of a split: a root screen in its own navigation stack.
package struct Column: Sendable {
    /// Where the column's value starts.
    package var location: SourceLocation
    /// `primary`, `supplementary` or `secondary`.
    package var role: String
    /// The screen at the bottom of the column's stack.
    package var root: Located<String>?
    /// Overrides of the top-level `navigationController:` for this column's stack.
    package var navigationController: NavigationControllerSettings?

    /// Creates a column with nothing set.
    package init(location: SourceLocation, role: String) {
        self.location = location
        self.role = role
    }
}

/// A value an unwind carries back (`returns:`), in declaration order.
package struct ReturnValue: Sendable {
    /// The value's name: an argument label of the generated code.
    package var name: Located<String>
    /// The value's type, as a parameter's.
    package var type: Located<TypeReference>

    /// Creates a return value.
    package init(name: Located<String>, type: Located<TypeReference>) {
        self.name = name
        self.type = type
    }
}
