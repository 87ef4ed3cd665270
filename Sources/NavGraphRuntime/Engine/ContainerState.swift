/// The state of a tab bar at the root (see docs/containers.md): the tabs, the selected one, and the content of
/// every tab not selected. The selected tab's content is the navigation state's own `stack` (and `split`).
public struct TabBarState: Hashable, Codable, Sendable {
    /// The tab bar's container id.
    public internal(set) var container: String
    /// The tab ids, left to right.
    public internal(set) var tabs: [String]
    /// The selected tab's index in `tabs`.
    public internal(set) var selected: Int
    /// Each tab's content while it is not selected; nil at `selected`.
    var stored: [TabContent?]

    /// The selected tab's id.
    public var selectedTab: String { tabs.indices.contains(selected) ? tabs[selected] : "" }
}

/// A tab's content while another tab is selected: its stack, and its split when it holds one.
struct TabContent: Hashable, Codable, Sendable {
    var stack: [ScreenInstance]
    var split: SplitState?
}

/// The state of a split container on screen (at the root or in the selected tab). Expanded, the secondary
/// column's stack is the navigation state's own `stack`; collapsed, that `stack` holds every column's screens.
public struct SplitState: Hashable, Codable, Sendable {
    /// The split's container id.
    public internal(set) var container: String
    /// Expanded: the stacks of the primary (and supplementary) columns; collapsed: empty.
    public internal(set) var columns: [[ScreenInstance]]
    /// Whether the split is collapsed into one stack (a compact width).
    public internal(set) var isCollapsed: Bool
    /// Collapsed: how many of the stack's bottom screens belong to each column left of the secondary.
    var collapsedCounts: [Int]
    /// The secondary column's initial screen, shown when nothing else is there.
    var initialSecondary: ScreenValue
    /// How many columns lie left of the secondary: 1 (`doubleColumn`) or 2 (`tripleColumn`).
    public internal(set) var leadingColumnCount: Int
}

extension NavigationState {
    /// The tops of the columns left of the secondary, when an expanded split is on screen (bottom-most column
    /// first); empty otherwise.
    var columnTops: [ScreenInstance] {
        guard let split, !split.isCollapsed else { return [] }
        return split.columns.compactMap(\.last)
    }

    /// Each tab's id and stack (a tab holding a split: its secondary column's, or its one stack when
    /// collapsed), left to right; empty without a tab bar.
    public var tabStacks: [(tab: String, stack: [ScreenInstance])] {
        guard let tabBar else { return [] }
        return tabBar.tabs.enumerated().map { index, tab in
            (tab, index == tabBar.selected ? stack : tabBar.stored[index]?.stack ?? [])
        }
    }

    /// Every instance of the tabs not selected.
    var storedTabInstances: [ScreenInstance] {
        tabBar?.stored.compactMap { $0 }.flatMap { ($0.split?.columns.flatMap { $0 } ?? []) + $0.stack } ?? []
    }
}
