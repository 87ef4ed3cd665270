/// One segue of a deep link's synthetic back stack: performed, in order from the root, they build the stacks the
/// link opens on (see docs/deep-links.md, Synthetic back stack). An empty route opens the screen alone: it is the
/// root, or no segue from the root reaches it.
public struct LinkStep: Hashable, Codable, Sendable {
    /// The segue's source screen.
    public package(set) var screen: String
    /// The segue's id within that screen.
    public package(set) var segue: String

    /// Creates a step.
    package init(screen: String, segue: String) {
        self.screen = screen
        self.segue = segue
    }
}

/// Where a deep link's synthetic back stack starts when it starts in a container: the container the link
/// installs (the graph's root, or the destination of a `replaceRoot` segue), the tab it selects, and the split
/// column whose root is the route's first screen (see docs/deep-links.md, Tabs and splits).
public struct LinkEntry: Hashable, Codable, Sendable {
    /// The container installed: a tab bar or a split.
    public package(set) var container: String
    /// The tab selected, when `container` is a tab bar.
    public package(set) var tab: String?
    /// The column the route starts in, when it starts in a split: 0 the primary, then the supplementary (a
    /// `tripleColumn` split), the last the secondary.
    public package(set) var column: Int?

    /// Creates an entry.
    package init(container: String, tab: String? = nil, column: Int? = nil) {
        self.container = container
        self.tab = tab
        self.column = column
    }
}
