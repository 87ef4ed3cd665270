import NavGraphRuntime

/// The synthetic back stack of every screen: the shortest chain of `show` segues from the root, ties broken by
/// declaration order; a screen no such chain reaches is presented, by its `modal`/`showDetail` segue, over the
/// synthetic stack of its presenter, the fewest presentations first (see docs/deep-links.md, Synthetic back stack).
/// When the root is a container the chains start at its tabs' roots (left to right, which breaks ties after
/// length) or its columns' roots; screens the root's content does not reach are then looked for from what the
/// `replaceRoot` segues of reached screens install, in the order they are reached; each such content has a *gate*:
/// the `replaceRoot` that installs it, unless that segue says `gatesLinks: false` (then the gate of its source).
/// Given a `tab`, chains in tab bars start only in tabs of that id (a pattern's `tab:`).
///
/// Breadth-first, one level per number of presentations: linear in screens + segues.
struct LinkRoutes {
    /// The segue that reaches each screen: its source screen's position and the segue's position there; nil for
    /// a chain's first screen and for screens not reached.
    private(set) var parent: [(screen: Int, segue: Int)?]
    private(set) var reached: [Bool]
    /// Where each reached screen's chain starts when it starts in a container (see `LinkEntry`).
    private(set) var entry: [LinkEntry?]
    /// The gate in front of each reached screen's chain: a `replaceRoot` segue (source position, segue position).
    private(set) var gate: [(screen: Int, segue: Int)?]
    /// Whether `show` from the screen pushes: it is in a navigation stack.
    private var inNavigation: [Bool]
    /// Whether the screen is in a split's column, nothing presented: `showDetail` from it shows in the secondary
    /// column.
    private var inSplit: [Bool]
    /// The reached screens, in the order they were reached.
    private var order: [Int] = []
    /// The gate of the content being explored.
    private var currentGate: (screen: Int, segue: Int)?
    private let graph: Graph
    private let screens: [String: Int]
    /// Only chains in tabs of this id, when set.
    private let tab: String?

    /// A chain's first screen: where it is and whether it sits in a split's column.
    private typealias Seed = (screen: Int, entry: LinkEntry?, inSplit: Bool)

    init(_ graph: Graph, screens: [String: Int], tab: String? = nil) {
        self.graph = graph
        self.screens = screens
        self.tab = tab
        parent = Array(repeating: nil, count: graph.screens.count)
        gate = Array(repeating: nil, count: graph.screens.count)
        reached = Array(repeating: false, count: graph.screens.count)
        entry = Array(repeating: nil, count: graph.screens.count)
        inNavigation = Array(repeating: false, count: graph.screens.count)
        inSplit = Array(repeating: false, count: graph.screens.count)
        guard let root = graph.root?.value else { return }
        var installed: Set<String> = [root]
        explore(from: seeds(root), gate: nil)
        var next = 0
        while next < order.count {
            let source = order[next]
            next += 1
            for (position, segue) in graph.screens[source].segues.enumerated() where segue.kind?.value == .replaceRoot {
                guard let name = segue.destination?.value, installed.insert(name).inserted else { continue }
                let gates = segue.gatesLinks?.value ?? true
                explore(from: seeds(name), gate: gates ? (source, position) : gate[source])
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
                guard let id = tab.id?.value, let root = tab.root?.value, self.tab == nil || self.tab == id else {
                    return []
                }
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
        gate[screen] = currentGate
        order.append(screen)
    }

    private mutating func explore(from seeds: [Seed], gate: (screen: Int, segue: Int)?) {
        currentGate = gate
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
            // Never through an alert: a screen an alert's segue shows takes the alert's place, so a chain through
            // one would show an alert no one asked for (docs/deep-links.md).
            for source in frontier where graph.screens[source].alert == nil {
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

    /// The screen at `position` of the graph.
    func graphScreen(_ position: Int) -> ScreenDeclaration { graph.screens[position] }

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
    /// Sets `linkRoute`, `linkEntry` and `linkGate` of every screen with deep links (see `LinkRoutes`), and the
    /// route of each pattern that names a `tab` (left unset when that tab does not reach the screen).
    mutating func attachLinkRoutes(_ graph: Graph) {
        guard graph.screens.contains(where: { !$0.deepLinks.isEmpty }) else { return }
        var positions: [String: Int] = [:]
        for (position, screen) in graph.screens.enumerated() where positions[screen.id.value] == nil {
            positions[screen.id.value] = position
        }
        let routes = LinkRoutes(graph, screens: positions)
        var routesByTab: [String: LinkRoutes] = [:]
        for position in screens.indices where position < graph.screens.count && !screens[position].deepLinks.isEmpty {
            screens[position].linkRoute = routes.steps(to: position)
            screens[position].linkEntry = routes.entry[position]
            screens[position].linkGate = routes.gateStep(of: position)
            for index in screens[position].deepLinks.indices {
                guard let tab = screens[position].deepLinks[index].tab else { continue }
                let tabRoutes = routesByTab[tab] ?? LinkRoutes(graph, screens: positions, tab: tab)
                routesByTab[tab] = tabRoutes
                guard tabRoutes.reaches(position, inTab: tab) else { continue }
                screens[position].deepLinks[index].route = tabRoutes.steps(to: position)
                screens[position].deepLinks[index].entry = tabRoutes.entry[position]
                screens[position].deepLinks[index].gate = tabRoutes.gateStep(of: position)
            }
        }
    }
}

extension LinkRoutes {
    /// `route(to:)` as the definition's steps.
    func steps(to position: Int) -> [LinkStep] {
        route(to: position).map { step in
            let source = graphScreen(step.screen)
            return LinkStep(screen: source.id.value, segue: source.segues[step.segue].id.value)
        }
    }

    /// The gate in front of the screen's chain as a definition step; nil when there is none.
    func gateStep(of position: Int) -> LinkStep? {
        guard let gate = gate[position] else { return nil }
        let source = graphScreen(gate.screen)
        return LinkStep(screen: source.id.value, segue: source.segues[gate.segue].id.value)
    }

    /// Whether the screen's chain starts in tab `tab`.
    func reaches(_ position: Int, inTab tab: String) -> Bool {
        reached[position] && entry[position]?.tab == tab
    }
}
