import NavGraphRuntime

/// The reachable presentation states of a graph ("on every path" in the flow rules): a screen instance's state is its screen and
/// the container it lives in, the main navigation stack, a presented navigation stack, or a bare presentation
/// without a stack, or the stack of a split's primary or supplementary column (see docs/containers.md). A
/// container at the root (or named by `replaceRoot`) starts one stack per tab and column. States are found by a
/// breadth-first walk of the segues from `root` (and from deep-linked screens that `root` does not reach); every
/// transition is recorded once, so the walk and everything built on it is linear in screens + segues.
struct StateGraph {
    /// Where a screen instance lives.
    enum Container: Int, CaseIterable {
        case mainStack = 0
        case presentedStack = 1
        case bare = 2
        /// The stack of a split container's primary or supplementary column: `showDetail` from it fills the
        /// secondary column (a stack of its own) instead of presenting.
        case column = 3
        /// The stack of a split container's secondary column: `showDetail` from it pushes there, as the router
        /// does (a split shows its detail in the secondary column, which this is).
        case secondaryColumn = 4

        var hasStack: Bool { self != .bare }
    }

    /// Why a state starts a stack with nothing below it.
    enum Bottom {
        /// A screen or container of `root:`/`entries:` starts it (its name).
        case start(String)
        /// A `replaceRoot` edge installs it.
        case replaceRoot(edge: Int)
        /// A deep link opens it and `root` does not reach it.
        case deepLink
        /// A `showDetail` edge from a split's column makes it the secondary column's first screen.
        case detail(edge: Int)
    }

    /// How many containers each screen is counted in.
    static let containerCount = Container.allCases.count

    /// A segue whose kind and destination are known.
    struct Edge {
        var screen: Int
        /// Position in the source screen's `segues`.
        var segue: Int
        var kind: SegueKind
        var destination: Int
        /// `popTo`, when it names a known screen.
        var popTo: Int?
        /// `embedInNavigationController`.
        var embedded: Bool
        /// The style a `modal`/`showDetail` presents with: the segue's, else the destination's.
        var presentationStyle: PresentationStyle
        /// The style a `show` from a screen without a stack presents with: the destination's.
        var destinationStyle: PresentationStyle
    }

    /// A push: `to` goes onto the stack of `from`; `stackPredecessor` is the instance right below it afterwards
    /// (the `popTo` screen's instance when the segue pops first).
    struct Push {
        var from: Int
        var to: Int
        var stackPredecessor: Int
        var edge: Int
    }

    /// A modal presentation (a `modal` or `showDetail` segue, or a `show` from a screen without a stack).
    struct Presentation {
        var from: Int
        var to: Int
        var edge: Int
        /// The style the presentation takes: the segue's, else the destination's.
        var style: PresentationStyle
    }

    let screenCount: Int
    private(set) var edges: [Edge] = []
    /// `edges[edgeStart[s]..<edgeStart[s + 1]]` leave screen `s`.
    private(set) var edgeStart: [Int] = [0]
    private(set) var reachable: [Bool]
    private(set) var pushes: [Push] = []
    private(set) var presentations: [Presentation] = []
    /// States the walk starts from, each the bottom of a stack: `root`'s and every other entry's (every tab and
    /// column of a container), those a `replaceRoot` installs, then deep-linked screens `root` does not reach.
    private(set) var entryStates: [Int] = []
    /// The members of `entryStates`, to add each once in constant time (a tab bar of 10,000 tabs has as many).
    private var isEntryState: Set<Int> = []
    /// `showDetail` segues from a split's primary or supplementary column: each starts the secondary column's
    /// stack anew (`to` is its bottom).
    private(set) var details: [Presentation] = []
    /// Why each stack bottom the walk meets has nothing below it (the first reason found): what NG420 names.
    private(set) var bottoms: [Int: Bottom] = [:]
    /// For each screen, the states a `replaceRoot` of it installs (its root content), by `replaceRoot` edge.
    private var replacements: [Int: [Int]] = [:]
    /// For each screen, the screen its search shows its results in (`navigationItem.search.results`), if any.
    private var searchResults: [Int?] = []
    /// Searches met by the walk: the results screen shows in the searching state's container, over it.
    private(set) var searches: [(from: Int, to: Int)] = []

    /// Screens the walk starts from (see `entryStates`).
    var entryScreens: [Int] { entryStates.map(screen(of:)) }

    func state(_ screen: Int, _ container: Container) -> Int { screen * Self.containerCount + container.rawValue }
    func screen(of state: Int) -> Int { state / Self.containerCount }
    func container(of state: Int) -> Container { Container(rawValue: state % Self.containerCount) ?? .bare }
    var stateCount: Int { screenCount * Self.containerCount }

    /// Whether any path reaches `screen`, in any container.
    func isReachable(screen: Int) -> Bool {
        Container.allCases.contains { reachable[state(screen, $0)] }
    }

    init(_ graph: Graph, index: ValidationIndex) {
        screenCount = graph.screens.count
        reachable = [Bool](repeating: false, count: screenCount * Self.containerCount)
        let content = RootStates(graph, index: index)
        // Screens and segues are borrowed in place (see `Borrowed`), never copied out.
        var styles: [PresentationStyle] = []
        var searchResults: [Int?] = []
        styles.reserveCapacity(screenCount)
        searchResults.reserveCapacity(screenCount)
        graph.screens.forEachBorrowed { screen in
            styles.append(screen.modalPresentationStyle?.value ?? .automatic)
            searchResults.append(screen.navigationItem.search?.results.flatMap { index.screens[$0.value] })
        }
        self.searchResults = searchResults
        graph.screens.forEachBorrowed { position, screen in
            screen.segues.forEachBorrowed { segueIndex, segue in
                // A `replaceRoot` edge stands for the whole content it installs; its `destination` is the content's
                // first screen (the screen itself, or a container's first tab or column).
                var replacement: [Int] = []
                if segue.kind?.value == .replaceRoot, let name = segue.destination {
                    replacement = content.states(of: name.value, in: self)
                }
                // A `return` names no destination: its edge points at its own screen and leads to no new state.
                let named = index.destination(ofSegue: segueIndex, of: position)
                guard let kind = segue.kind?.value,
                    let destination = kind == .return
                        ? position : named ?? replacement.first.map(self.screen(of:))
                else { return }
                if !replacement.isEmpty { replacements[edges.count] = replacement }
                edges.append(
                    Edge(
                        screen: position,
                        segue: segueIndex,
                        kind: kind,
                        destination: destination,
                        popTo: segue.popTo.flatMap { index.screens[$0.value] },
                        embedded: segue.embedInNavigationController?.value ?? false,
                        presentationStyle: segue.presentation?.value ?? styles[destination],
                        destinationStyle: styles[destination]
                    )
                )
            }
            edgeStart.append(edges.count)
        }
        var queue: [Int] = []
        // Every entry (`root` first) is a root of the walk.
        for start in graph.startNames {
            for entry in content.states(of: start.value, in: self) {
                enter(entry, as: .start(start.value), queue: &queue)
            }
        }
        var head = walk(queue: &queue, from: 0)
        for position in graph.screens.indices where !graph.screens[position].deepLinks.isEmpty {
            guard !isReachable(screen: position) else { continue }
            enter(state(position, .mainStack), as: .deepLink, queue: &queue)
            head = walk(queue: &queue, from: head)
        }
        // A push whose `popTo` instance is not reachable in the same container has nothing to pop to: the
        // instance below the pushed one is then the source's.
        for position in pushes.indices where pushes[position].stackPredecessor != pushes[position].from {
            if !reachable[pushes[position].stackPredecessor] {
                pushes[position].stackPredecessor = pushes[position].from
            }
        }
    }

    /// Starts a stack at `state` (once).
    private mutating func enter(_ state: Int, as bottom: Bottom, queue: inout [Int]) {
        if bottoms[state] == nil { bottoms[state] = bottom }
        guard isEntryState.insert(state).inserted else { return }
        entryStates.append(state)
        visit(state, queue: &queue)
    }

    private mutating func visit(_ state: Int, queue: inout [Int]) {
        guard !reachable[state] else { return }
        reachable[state] = true
        queue.append(state)
    }

    /// Processes the queue from `head`; returns the new head.
    private mutating func walk(queue: inout [Int], from start: Int) -> Int {
        var head = start
        while head < queue.count {
            let current = queue[head]
            head += 1
            let source = screen(of: current)
            let container = container(of: current)
            if let results = searchResults[source] {
                let target = state(results, container)
                searches.append((current, target))
                visit(target, queue: &queue)
            }
            for edgeIndex in edgeStart[source]..<edgeStart[source + 1] {
                let edge = edges[edgeIndex]
                let target: Int
                switch edge.kind {
                case .unwind, .return:
                    continue
                case .replaceRoot:
                    for entry in replacements[edgeIndex] ?? [] {
                        enter(entry, as: .replaceRoot(edge: edgeIndex), queue: &queue)
                    }
                    continue
                case .showDetail where container == .column:
                    target = state(edge.destination, .secondaryColumn)
                    details.append(
                        Presentation(from: current, to: target, edge: edgeIndex, style: edge.presentationStyle))
                    if bottoms[target] == nil { bottoms[target] = .detail(edge: edgeIndex) }
                case .show where container.hasStack, .showDetail where container == .secondaryColumn:
                    target = state(edge.destination, container)
                    let predecessor = edge.popTo.map { state($0, container) } ?? current
                    pushes.append(Push(from: current, to: target, stackPredecessor: predecessor, edge: edgeIndex))
                case .show:
                    target = state(edge.destination, .bare)
                    presentations.append(
                        Presentation(from: current, to: target, edge: edgeIndex, style: edge.destinationStyle)
                    )
                case .showDetail, .modal:
                    target = state(edge.destination, edge.embedded ? .presentedStack : .bare)
                    presentations.append(
                        Presentation(from: current, to: target, edge: edgeIndex, style: edge.presentationStyle)
                    )
                }
                visit(target, queue: &queue)
            }
        }
        return head
    }

    /// Dominators over screens: `a` strictly dominates `b` when every path of segues from an entry to `b` passes
    /// through `a`, that is, an instance of `a` is certainly below `b` in the stacks and presentations (what an
    /// `unwind` needs). A push after `popTo` counts from the `popTo` screen, since the source was popped.
    func screenDominators() -> DominatorTree {
        let virtualEntry = screenCount
        var links: [(from: Int, to: Int)] = entryScreens.map { (virtualEntry, $0) }
        links.reserveCapacity(pushes.count + presentations.count + details.count + entryScreens.count)
        for push in pushes { links.append((screen(of: push.stackPredecessor), screen(of: push.to))) }
        for presentation in presentations { links.append((screen(of: presentation.from), screen(of: presentation.to))) }
        for detail in details { links.append((screen(of: detail.from), screen(of: detail.to))) }
        for search in searches { links.append((screen(of: search.from), screen(of: search.to))) }
        return DominatorTree(count: screenCount + 1, entry: virtualEntry, edges: links)
    }

    /// Dominators over stack states: `(a, c)` strictly dominates `(b, c)` when an instance of `a` is certainly
    /// below `b` in the same navigation stack (what `popTo` needs). Every stack's bottom hangs off one virtual
    /// entry: the main stack's root, deep-linked entries and each screen presented with its own stack.
    func stackDominators() -> DominatorTree {
        let virtualEntry = stateCount
        var links: [(from: Int, to: Int)] = entryStates.map { (virtualEntry, $0) }
        for presentation in presentations where container(of: presentation.to) == .presentedStack {
            links.append((virtualEntry, presentation.to))
        }
        for detail in details { links.append((virtualEntry, detail.to)) }
        for push in pushes { links.append((push.stackPredecessor, push.to)) }
        links += searches
        return DominatorTree(count: stateCount + 1, entry: virtualEntry, edges: links)
    }
}
