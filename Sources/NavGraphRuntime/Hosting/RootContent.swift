/// The whole root content a `replaceRoot` step installs (see docs/hosts.md): the tab bar, the splits and every
/// stack below the presentations, each with its screens.
public struct RootContent: Hashable, Sendable {
    /// The tab bar at the root; nil without one.
    public var tabBar: TabBar?
    /// Every split of the root: the root content's own (`tab` nil), or one per tab that holds one, left to right.
    public var splits: [Split]
    /// Every root stack with its screens, in the order a host builds them (as `NavigationState.stackContents`
    /// without the presentations): for each tab (or the root content) its split's columns left to right, then its
    /// main stack.
    public var stacks: [StackContent]

    /// Creates a root content.
    package init(tabBar: TabBar? = nil, splits: [Split] = [], stacks: [StackContent] = []) {
        self.tabBar = tabBar
        self.splits = splits
        self.stacks = stacks
    }

    /// A tab bar at the root (a `UITabBarController`).
    public struct TabBar: Hashable, Sendable {
        /// The tab bar's container id in the graph.
        public var container: String
        /// The tab ids, left to right.
        public var tabs: [String]
        /// The selected tab's index in `tabs`.
        public var selected: Int
    }

    /// A split at the root or in a tab (a column-style `UISplitViewController`).
    public struct Split: Hashable, Sendable {
        /// The tab holding the split; nil for the root content's own.
        public var tab: Int?
        /// The split's container id in the graph.
        public var container: String
        /// How many columns lie left of the secondary: 1 (`doubleColumn`) or 2 (`tripleColumn`).
        public var leadingColumnCount: Int
        /// Whether the split is collapsed into its main stack (a compact width); expanded, its columns' stacks are
        /// in `stacks`.
        public var isCollapsed: Bool
    }
}

extension NavigationState {
    /// The root content now: what a `replaceRoot` step installs. Linear in the instances.
    var rootContent: RootContent {
        let tabs: [Int?] = tabBar.map { Array($0.tabs.indices) } ?? [nil]
        return RootContent(
            tabBar: tabBar.map { RootContent.TabBar(container: $0.container, tabs: $0.tabs, selected: $0.selected) },
            splits: tabs.compactMap { tab in
                split(inTab: tab).map {
                    RootContent.Split(
                        tab: tab, container: $0.container, leadingColumnCount: $0.leadingColumnCount,
                        isCollapsed: $0.isCollapsed)
                }
            },
            stacks: stackContents.filter { if case .presentation = $0.id { false } else { true } })
    }
}
