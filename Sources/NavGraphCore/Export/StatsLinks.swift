import NavGraphRuntime

/// The moves between presentation states that `GraphStats` counts: forward (a tap that shows the next state) and
/// back (the state a back step returns to), from the validator's `StateGraph`.
struct StatsLinks {
    struct Link {
        var from: Int
        var to: Int
        /// A modal presentation.
        var modal: Bool
    }

    let states: StateGraph
    /// Taps: from the state the segue is performed in to the state it shows.
    private(set) var forward: [Link] = []
    /// Back steps, reversed: from the state a back step returns to, to the state it leaves.
    private(set) var back: [(from: Int, to: Int)] = []
    /// Start states with their taps: a start's first tab (and every column) 0, its other tabs 1.
    private(set) var starts: [(state: Int, taps: Int)] = []
    /// States where a back step ends: the starts and what a `replaceRoot` installs.
    private(set) var homes: [Int] = []
    /// Presented states with no way out (cannot be swiped away, and no dismiss, unwind or return on screen).
    private(set) var lockedPresentations: Set<Int> = []
    /// Pushed states without a back button, swipe back or pop on screen.
    private(set) var stuckPushes: Set<Int> = []

    init(_ graph: Graph, states: StateGraph) {
        self.states = states
        var traits = graph.screens.map { ScreenTraits($0, settings: graph.navigationController) }
        for edge in states.edges where edge.kind == .unwind { traits[edge.screen].hasUnwind = true }
        for edge in states.edges where edge.kind == .return { traits[edge.screen].hasReturn = true }
        // The states of one start in tab order: the first is shown at launch, and so are the columns of a split
        // that begins the list; the rest are a tab away.
        var openRuns: [String: Bool] = [:]
        for state in states.entryStates {
            switch states.bottoms[state] {
            case .start(let name)?:
                let column = states.container(of: state) == .column || states.container(of: state) == .secondaryColumn
                let shown = openRuns[name].map { $0 && column } ?? true
                openRuns[name] = shown && column
                starts.append((state, shown ? 0 : 1))
                homes.append(state)
            case .replaceRoot(let edge)?:
                homes.append(state)
                let source = states.edges[edge].screen
                for container in StateGraph.Container.allCases where states.reachable[states.state(source, container)] {
                    forward.append(Link(from: states.state(source, container), to: state, modal: false))
                }
            case .deepLink?, .detail?, nil:
                continue
            }
        }
        for push in states.pushes {
            forward.append(Link(from: push.from, to: push.to, modal: false))
            back.append((push.stackPredecessor, push.to))
            let screen = traits[states.screen(of: push.to)]
            if screen.backButtonHidden, screen.swipeBackDisabled, !screen.popOnScreen, !screen.hasReturn {
                stuckPushes.insert(push.to)
            }
        }
        for presentation in states.presentations {
            forward.append(Link(from: presentation.from, to: presentation.to, modal: true))
            back.append((presentation.from, presentation.to))
            let position = states.screen(of: presentation.to)
            let screen = traits[position]
            let swipes = presentation.style.isSwipeDismissable && !screen.modalInPresentation
            let leaves =
                screen.dismissOnScreen || screen.hasUnwind || screen.hasReturn || graph.screens[position].alert != nil
                || graph.screens[position].dismissesItself?.value == true
            if !swipes && !leaves { lockedPresentations.insert(presentation.to) }
        }
        for link in states.details.map({ ($0.from, $0.to) }) + states.searches {
            forward.append(Link(from: link.0, to: link.1, modal: false))
            back.append((link.0, link.1))
        }
    }

    /// Whether a back step from `state` is impossible: a deep link's screen, a locked presentation or a stuck push.
    func hasNoWayBack(_ state: Int) -> Bool {
        if case .deepLink? = states.bottoms[state] { return true }
        return lockedPresentations.contains(state) || stuckPushes.contains(state)
    }

    /// Fewest taps to each state from `starts`, through modal presentations only when `modal`.
    func distances(from starts: [(state: Int, taps: Int)], modal: Bool) -> [Int?] {
        let links = forward.filter { modal || !$0.modal }.map { (from: $0.from, to: $0.to) }
        let successors = Adjacency(count: states.stateCount, edges: links, reversed: false)
        var distance = [Int?](repeating: nil, count: states.stateCount)
        // Starts at 0 taps go first, so the search stays ordered by distance.
        let ordered = starts.sorted(by: { $0.taps < $1.taps })
        for (state, taps) in ordered where distance[state] == nil { distance[state] = taps }
        successors.breadthFirst(from: ordered.map(\.state)) { node, parent in
            if let parent { distance[node] = (distance[parent] ?? 0) + 1 }
        }
        return distance
    }

    /// The states from which going back can end somewhere other than home: those with no way back, and every
    /// state a back step can lead from to one of them.
    func badStates(_ graph: Graph) -> [Bool] {
        let successors = Adjacency(count: states.stateCount, edges: back, reversed: false)
        var bad = [Bool](repeating: false, count: states.stateCount)
        let starts = (0..<states.stateCount).filter { states.reachable[$0] && hasNoWayBack($0) }
        successors.breadthFirst(from: starts) { node, _ in bad[node] = true }
        return bad
    }

    /// The states, home first, of the way to the state that needs the most back steps to get home (each by its
    /// fewest); empty when there is no home.
    func deepestBackChain() -> [Int] {
        let successors = Adjacency(count: states.stateCount, edges: back, reversed: false)
        var previous = [Int](repeating: -1, count: states.stateCount)
        let order = successors.breadthFirst(from: homes) { node, parent in previous[node] = parent ?? -1 }
        guard var node = order.last else { return [] }
        var chain = [node]
        while previous[node] >= 0 {
            node = previous[node]
            chain.append(node)
        }
        return chain.reversed()
    }
}
