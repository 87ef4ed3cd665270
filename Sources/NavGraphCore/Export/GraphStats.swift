import NavGraphRuntime

/// Numbers about how a person moves through a graph (`navgraph stats`, docs/cli.md): per screen the taps from the
/// start, whether going back always ends at home, dead ends, screens reached only through a modal or only through a
/// deep link; graph-wide the deepest back chain and the widest fan-out. Built on the validator's `StateGraph`, so
/// tabs, columns, stacks and presentations count as the flow rules see them.
package struct GraphStats: Sendable {
    /// What is known of one screen.
    package struct Screen: Sendable, Equatable {
        package var id: String
        /// Segues on the shortest way from a start (`root:` or `entries:`); choosing a tab other than a start's
        /// first is one tap. Nil when only a deep link (or nothing) reaches the screen.
        package var taps: Int?
        /// Whether going back (back button, swipe back or down, a way out) from every place the screen is shown
        /// ends at a start, never at a screen that cannot be left.
        package var backLeadsHome: Bool
        /// The number of segues the screen declares.
        package var segues: Int
        /// No segue of its own and, somewhere it is shown, no way back either.
        package var isDeadEnd: Bool
        /// Reached from a start only through a modal presentation.
        package var onlyThroughModal: Bool
        /// Reached only by opening a deep link.
        package var onlyThroughLink: Bool
        /// Whether anything reaches the screen.
        package var isReachable: Bool
    }

    package var graph: String
    package var screens: [Screen]
    /// The screens, home first, of the longest of the shortest back chains: the screen that needs the most back
    /// steps to get home, and the way there.
    package var deepestBackChain: [String]
    /// The screen with the most segues (the first in file order on a tie) and how many; nil without screens.
    package var widestFanOut: (screen: String, segues: Int)?

    package init(_ graph: Graph) {
        let index = ValidationIndex(graph)
        let states = StateGraph(graph, index: index)
        let links = StatsLinks(graph, states: states)
        self.graph = graph.name?.value ?? ""
        let taps = links.distances(from: links.starts, modal: true)
        let tapsWithoutModal = links.distances(from: links.starts, modal: false)
        let bad = links.badStates(graph)
        var screens: [Screen] = []
        for (position, screen) in graph.screens.enumerated() {
            let all = StateGraph.Container.allCases.map { states.state(position, $0) }
            let shown = all.filter { states.reachable[$0] }
            let best = shown.compactMap { taps[$0] }.min()
            let noWayBack = shown.contains { links.hasNoWayBack($0) }
            screens.append(
                Screen(
                    id: screen.id.value,
                    taps: best,
                    backLeadsHome: !shown.isEmpty && !shown.contains { bad[$0] },
                    segues: screen.segues.count,
                    isDeadEnd: screen.segues.isEmpty && noWayBack,
                    onlyThroughModal: best != nil && !shown.contains { tapsWithoutModal[$0] != nil },
                    onlyThroughLink: !shown.isEmpty && best == nil,
                    isReachable: !shown.isEmpty))
        }
        self.screens = screens
        deepestBackChain = links.deepestBackChain().map { graph.screens[states.screen(of: $0)].id.value }
        var widest: (screen: String, segues: Int)?
        for screen in screens where screen.segues > (widest?.segues ?? -1) {
            widest = (screen.id, screen.segues)
        }
        widestFanOut = widest
    }
}
