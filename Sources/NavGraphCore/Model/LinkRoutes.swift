import NavGraphRuntime

/// The synthetic back stack of every screen: the shortest chain of `show` segues from the root, ties broken by
/// declaration order; a screen no such chain reaches is presented, by its `modal`/`showDetail` segue, over the
/// synthetic stack of its presenter, the fewest presentations first (see docs/deep-links.md, Synthetic back stack).
///
/// Breadth-first, one level per number of presentations: linear in screens + segues.
struct LinkRoutes {
    /// The segue that reaches each screen: its source screen's position and the segue's position there; nil for
    /// the root and for screens not reached.
    private(set) var parent: [(screen: Int, segue: Int)?]
    private(set) var reached: [Bool]

    init(_ graph: Graph, screens: [String: Int]) {
        parent = Array(repeating: nil, count: graph.screens.count)
        reached = Array(repeating: false, count: graph.screens.count)
        guard let root = graph.root.flatMap({ screens[$0.value] }) else { return }
        var inNavigation = Array(repeating: false, count: graph.screens.count)
        reached[root] = true
        inNavigation[root] = true
        var frontier = [root]
        while !frontier.isEmpty {
            // Pushes within this level's containers.
            var head = 0
            while head < frontier.count {
                let source = frontier[head]
                head += 1
                guard inNavigation[source] else { continue }
                for (position, segue) in graph.screens[source].segues.enumerated()
                where segue.kind?.value == .show && segue.popTo == nil {
                    guard let destination = segue.destination.flatMap({ screens[$0.value] }), !reached[destination]
                    else { continue }
                    reached[destination] = true
                    inNavigation[destination] = true
                    parent[destination] = (source, position)
                    frontier.append(destination)
                }
            }
            // Presentations over them: the next level.
            var next: [Int] = []
            for source in frontier {
                for (position, segue) in graph.screens[source].segues.enumerated()
                where segue.kind?.value == .modal || segue.kind?.value == .showDetail {
                    guard let destination = segue.destination.flatMap({ screens[$0.value] }), !reached[destination]
                    else { continue }
                    reached[destination] = true
                    inNavigation[destination] = segue.embedInNavigationController?.value ?? false
                    parent[destination] = (source, position)
                    next.append(destination)
                }
            }
            frontier = next
        }
    }

    /// The segues from the root to the screen at `position`, as (source position, segue position) pairs; empty
    /// for the root and for a screen not reached (a link opens it alone).
    func route(to position: Int) -> [(screen: Int, segue: Int)] {
        var steps: [(screen: Int, segue: Int)] = []
        var current = position
        while let step = parent[current] {
            steps.append(step)
            current = step.screen
            guard steps.count <= parent.count else { return [] }  // a cycle cannot occur; stay bounded anyway
        }
        return steps.reversed()
    }
}

extension GraphDefinition {
    /// Sets `linkRoute` of every screen with deep links (see `LinkRoutes`).
    mutating func attachLinkRoutes(_ graph: Graph) {
        guard graph.screens.contains(where: { !$0.deepLinks.isEmpty }) else { return }
        var positions: [String: Int] = [:]
        for (position, screen) in graph.screens.enumerated() where positions[screen.id.value] == nil {
            positions[screen.id.value] = position
        }
        let routes = LinkRoutes(graph, screens: positions)
        for position in screens.indices where position < graph.screens.count && !screens[position].deepLinks.isEmpty {
            screens[position].linkRoute = routes.route(to: position).map { step in
                let source = graph.screens[step.screen]
                return LinkStep(screen: source.id.value, segue: source.segues[step.segue].id.value)
            }
        }
    }
}
