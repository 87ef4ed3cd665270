import NavGraphRuntime

/// The synthetic back stack of every screen: the shortest chain of `show` segues from the root, ties broken by
/// declaration order; a screen no such chain reaches is presented, by its `modal`/`showDetail` segue, over the
/// synthetic stack of its presenter, the fewest presentations first (see docs/deep-links.md, Synthetic back stack).
/// When the root is a container the chains start at its tabs' roots (left to right, which breaks ties after
/// length) or its columns' roots; screens the root's content does not reach are then looked for from what the
/// `replaceRoot` segues of reached screens install, in the order they are reached.
///
/// Breadth-first, one level per number of presentations: linear in screens + segues.
struct LinkRoutes {
    /// The segue that reaches each screen: its source screen's position and the segue's position there; nil for
    /// a chain's first screen and for screens not reached.
    private(set) var parent: [(screen: Int, segue: Int)?]
    private(set) var reached: [Bool]
    /// Where each reached screen's chain starts when it starts in a container (see `LinkEntry`).
    private(set) var entry: [LinkEntry?]
    /// Whether `show` from the screen pushes: it is in a navigation stack.
    private var inNavigation: [Bool]
    /// Whether the screen is in a split's column, nothing presented: `showDetail` from it shows in the secondary
    /// column.
    private var inSplit: [Bool]
    /// The reached screens, in the order they were reached.
    private var order: [Int] = []
    private let graph: Graph
    private let screens: [String: Int]

    /// A chain's first screen: where it is and whether it sits in a split's column.
    private typealias Seed = (screen: Int, entry: LinkEntry?, inSplit: Bool)

    init(_ graph: Graph, screens: [String: Int]) {
        self.graph = graph
        self.screens = screens
        parent = Array(repeating: nil, count: graph.screens.count)
        reached = Array(repeating: false, count: graph.screens.count)
        entry = Array(repeating: nil, count: graph.screens.count)
        inNavigation = Array(repeating: false, count: graph.screens.count)
        inSplit = Array(repeating: false, count: graph.screens.count)
        guard let root = graph.root?.value else { return }
        var installed: Set<String> = [root]
        explore(from: seeds(root))
        var next = 0
        while next < order.count {
            let source = order[next]
            next += 1
            for segue in graph.screens[source].segues where segue.kind?.value == .replaceRoot {
                guard let name = segue.destination?.value, installed.insert(name).inserted else { continue }
                explore(from: seeds(name))
            }
        }
    }

    /// The first screens of the chains in root content `name`: a screen, or a container's tab and column roots.
    private func seeds(_ name: String) -> [Seed] {
        if let screen = screens[name] { return [(screen, nil, false)] }
        guard let container = graph.containers.first(where: { $0.id.value == name }) else { return [] }
        switch container.kind?.value {
        case .tabBar:
            return container.tabs.flatMap { tab -> [Seed] in
                guard let id = tab.id?.value, let root = tab.root?.value else { return [] }
                if let screen = screens[root] {
                    return [(screen, LinkEntry(container: name, tab: id), false)]
                }
                return columnSeeds(of: root, entry: LinkEntry(container: name, tab: id))
            }
        case .split:
            return columnSeeds(of: name, entry: LinkEntry(container: name))
        case nil:
            return []
        }
    }

    private func columnSeeds(of split: String, entry: LinkEntry) -> [Seed] {
        guard let container = graph.containers.first(where: { $0.id.value == split }),
            container.kind?.value == .split
        else { return [] }
        return container.columns.enumerated().compactMap { position, column -> Seed? in
            guard let screen = column.root.flatMap({ screens[$0.value] }) else { return nil }
            var located = entry
            located.column = position
            return (screen, located, true)
        }
    }

    private mutating func reach(_ screen: Int, from step: (screen: Int, segue: Int)?, entry start: LinkEntry?) {
        reached[screen] = true
        parent[screen] = step
        entry[screen] = start
        order.append(screen)
    }

    private mutating func explore(from seeds: [Seed]) {
        var frontier: [Int] = []
        for seed in seeds where !reached[seed.screen] {
            reach(seed.screen, from: nil, entry: seed.entry)
            inNavigation[seed.screen] = true
            inSplit[seed.screen] = seed.inSplit
            frontier.append(seed.screen)
        }
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
                    reach(destination, from: (source, position), entry: entry[source])
                    inNavigation[destination] = true
                    inSplit[destination] = inSplit[source]
                    frontier.append(destination)
                }
            }
            // Presentations over them (and details shown in a split's secondary column): the next level.
            var next: [Int] = []
            for source in frontier {
                for (position, segue) in graph.screens[source].segues.enumerated()
                where segue.kind?.value == .modal || segue.kind?.value == .showDetail {
                    guard let destination = segue.destination.flatMap({ screens[$0.value] }), !reached[destination]
                    else { continue }
                    reach(destination, from: (source, position), entry: entry[source])
                    let intoSecondary = segue.kind?.value == .showDetail && inSplit[source]
                    inNavigation[destination] = intoSecondary || (segue.embedInNavigationController?.value ?? false)
                    inSplit[destination] = intoSecondary
                    next.append(destination)
                }
            }
            frontier = next
        }
    }

    /// The segues from the chain's first screen to the screen at `position`, as (source position, segue
    /// position) pairs; empty for a first screen and for a screen not reached (a link opens it alone).
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
            screens[position].linkEntry = routes.entry[position]
        }
    }
}
