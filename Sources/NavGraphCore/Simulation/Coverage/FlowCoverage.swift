import NavGraphRuntime

/// What flows exercised, counted while they run (`navgraph test --coverage`, docs/flows.md): the one place the
/// simulator records coverage. Screens count when an instance of them appears (`viewDidAppear`), tabs when they
/// become the selected tab, segues, items and link patterns when a command that performs, taps or opens them is
/// accepted.
package struct FlowCoverage: Sendable {
    /// Something a graph declares that a flow can exercise.
    package enum Target: Hashable, Sendable {
        /// A screen, shown.
        case screen(String)
        /// A segue of `source` (its own, or its copy of a shared segue), performed.
        case segue(source: String, segue: String)
        /// An item of `screen` (a bar item or an alert action: `item`; a menu entry: `owner.entry`), tapped.
        case item(screen: String, path: String)
        /// A tab of a tab bar, selected.
        case tab(container: String, tab: String)
        /// The pattern at `pattern` among `screen`'s `deepLinks`, opened.
        case link(screen: String, pattern: Int)
    }

    /// How many times each target was exercised; a target never exercised is absent.
    package private(set) var counts: [Target: Int] = [:]
    /// The tab on screen after the last command, so that a tab counts when it becomes selected, not per command.
    private var selectedTab: Target?

    /// An empty record.
    package init() {}

    /// The times `target` was exercised.
    package func hits(_ target: Target) -> Int { counts[target] ?? 0 }

    /// Adds another record's counts (of other flows) to this one's.
    package mutating func merge(_ other: FlowCoverage) {
        counts.merge(other.counts, uniquingKeysWith: +)
    }

    /// Records what an accepted command did: the targets it names, the screens that appeared, and the tab now
    /// selected when it changed.
    mutating func record(_ targets: [Target], events: [NavigationEvent], state: NavigationState) {
        for target in targets { counts[target, default: 0] += 1 }
        for event in events where event.kind == .viewDidAppear {
            counts[.screen(event.screen.id), default: 0] += 1
        }
        let tab = state.tabBar.map { Target.tab(container: $0.container, tab: $0.selectedTab) }
        if let tab, tab != selectedTab { counts[tab, default: 0] += 1 }
        selectedTab = tab
    }
}
