import NavGraphRuntime

/// The rules that need the reachable presentation states (`StateGraph`): NG401 (unwind/popTo target not below
/// on every path), NG402 (`show` without a stack), NG403 (`showDetail` inside a stack), NG404 (a presentation
/// with no way out), NG405 (unreachable screens), NG406 (a pushed screen with no way back), NG407 (a derived back
/// title too long), and the parts of NG408 that depend on how screens are reached. See docs/validation.md.
enum FlowAnalysis {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        let states = StateGraph(graph, index: index)
        ReturnRules.check(graph, states: states, into: &sink)
        BarsNeverShown.check(graph, states: states, into: &sink)
        var analysis = Analysis(graph: graph, states: states, index: index)
        analysis.run(into: &sink)
    }

    private struct Analysis {
        let graph: Graph
        let states: StateGraph
        let index: ValidationIndex
        let settings: NavigationControllerSettings
        /// What the rules need of each screen, by position.
        let traits: [ScreenTraits]
        /// The pushes, grouped by the state pushed.
        let pushPredecessors: Adjacency
        /// The states some presentation puts at the bottom of a presented stack: a `return` there dismisses.
        let presentedBottoms: [Bool]

        init(graph: Graph, states: StateGraph, index: ValidationIndex) {
            self.graph = graph
            self.states = states
            self.index = index
            self.settings = graph.navigationController
            var traits: [ScreenTraits] = []
            traits.reserveCapacity(graph.screens.count)
            // Screens are borrowed in place (see `Borrowed`), never copied out.
            graph.screens.forEachBorrowed { screen in
                traits.append(ScreenTraits(screen, settings: graph.navigationController))
            }
            for edge in states.edges where edge.kind == .unwind { traits[edge.screen].hasUnwind = true }
            for edge in states.edges where edge.kind == .return { traits[edge.screen].hasReturn = true }
            self.traits = traits
            var presentedBottoms = [Bool](repeating: false, count: states.stateCount)
            for presentation in states.presentations { presentedBottoms[presentation.to] = true }
            self.presentedBottoms = presentedBottoms
            self.pushPredecessors = Adjacency(
                count: states.stateCount,
                edges: states.pushes.map { ($0.from, $0.to) },
                reversed: true
            )
        }

        mutating func run(into sink: inout DiagnosticSink) {
            checkReachability(into: &sink)
            let screenDominators = states.screenDominators()
            let stackDominators = states.stackDominators()
            checkTargets(screenDominators: screenDominators, stackDominators: stackDominators, into: &sink)
            checkSegueKinds(into: &sink)
            let unwoundPast = screensUnwoundPast(screenDominators)
            checkWaysOut(stackDominators: stackDominators, unwoundPast: unwoundPast, into: &sink)
            checkWaysBack(unwoundPast: unwoundPast, into: &sink)
            checkBackTitles(into: &sink)
            checkPushSettings(into: &sink)
        }

        private func segue(_ edge: Int) -> SegueDeclaration {
            let reference = states.edges[edge]
            return graph.screens[reference.screen].segues[reference.segue]
        }

        // MARK: NG405

        private func checkReachability(into sink: inout DiagnosticSink) {
            guard graph.root.map({ !$0.value.isEmpty }) ?? false, !states.entryScreens.isEmpty else { return }
            // A second declaration of an id is NG102's to report, not an unreachable screen.
            let firstDeclaration = index.screens
            // A screen a misspelt `to:` meant (NG201 says so) is not also reported unreachable, nor what it leads to.
            let intended = IntendedScreens.reachable(graph, states: states, index: index)
            graph.screens.forEachBorrowed { position, screen in
                guard !states.isReachable(screen: position), firstDeclaration[screen.id.value] == position,
                    !intended[position]
                else { return }
                sink.emit(.unreachableScreen(screen.copy, entries: graph.startNames.map(\.value)))
            }
        }

        // MARK: NG401

        private func checkTargets(
            screenDominators: DominatorTree,
            stackDominators: DominatorTree,
            into sink: inout DiagnosticSink
        ) {
            var reported = Set<Int>()
            for (position, edge) in states.edges.enumerated() where edge.kind == .unwind {
                guard states.isReachable(screen: edge.screen),
                    !screenDominators.strictlyDominates(edge.destination, edge.screen)
                else { continue }
                let segue = segue(position)
                guard let target = segue.destination else { continue }
                var diagnostic = Diagnostic.unwindTargetNotBelow(
                    segue, target: target, source: graph.screens[edge.screen].id.value)
                if let path = states.screenPath(to: edge.screen, avoiding: edge.destination) {
                    diagnostic.notes.append(.pathWithout(target.value, path.map { graph.screens[$0].id.value }))
                }
                sink.emit(diagnostic)
            }
            for push in states.pushes {
                let edge = states.edges[push.edge]
                guard let popTo = edge.popTo, !reported.contains(push.edge) else { continue }
                let container = states.container(of: push.from)
                let target = states.state(popTo, container)
                if target == push.from || stackDominators.strictlyDominates(target, push.from) { continue }
                reported.insert(push.edge)
                var diagnostic = Diagnostic.popToNotBelow(
                    segue(push.edge), source: graph.screens[edge.screen], stackless: false)
                if let path = states.stackPath(to: push.from, avoiding: target) {
                    let names = path.map { graph.screens[states.screen(of: $0)].id.value }
                    diagnostic.notes.append(.stackWithout(graph.screens[popTo].id.value, names))
                }
                sink.emit(diagnostic)
            }
            for presentation in states.presentations where states.edges[presentation.edge].popTo != nil {
                guard reported.insert(presentation.edge).inserted else { continue }
                let edge = states.edges[presentation.edge]
                sink.emit(.popToNotBelow(segue(presentation.edge), source: graph.screens[edge.screen], stackless: true))
            }
        }

        // MARK: NG402, NG403

        private func checkSegueKinds(into sink: inout DiagnosticSink) {
            var reported = Set<Int>()
            for presentation in states.presentations {
                let edge = states.edges[presentation.edge]
                switch edge.kind {
                case .show:
                    guard reported.insert(presentation.edge).inserted else { continue }
                    let segue = segue(presentation.edge)
                    sink.emit(.showWithoutStack(segue, from: graph.screens[edge.screen].id.value))
                case .showDetail:
                    guard states.container(of: presentation.from).hasStack,
                        reported.insert(presentation.edge).inserted
                    else { continue }
                    let segue = segue(presentation.edge)
                    sink.emit(.showDetailInNavigationController(segue))
                default:
                    continue
                }
            }
        }

        /// Whether the alert at `position` has an action that takes its presenter's presentation away: `dismiss`,
        /// or a segue that replaces the root.
        private func alertLeavesPresenter(_ position: Int) -> Bool {
            guard graph.screens[position].alert != nil else { return false }
            let screen = graph.screens[position]
            let kinds = Dictionary(
                screen.segues.map { ($0.id.value, $0.kind?.value) }, uniquingKeysWith: { first, _ in first })
            return screen.alert?.actions.contains { action in
                if action.builtin?.value == .dismiss { return true }
                guard let segue = action.segue?.value, let kind = kinds[segue] else { return false }
                return kind == .replaceRoot
            } ?? false
        }

        private func hasUnwind(_ position: Int, where accept: (StateGraph.Edge) -> Bool) -> Bool {
            traits[position].hasUnwind
                && (states.edgeStart[position]..<states.edgeStart[position + 1]).contains {
                    states.edges[$0].kind == .unwind && accept(states.edges[$0])
                }
        }

        /// The states from which a state in `seeds` can be reached by pushes alone: a backward walk.
        private func reachingByPushes(_ seeds: [Int]) -> [Bool] {
            let predecessors = pushPredecessors
            var marked = [Bool](repeating: false, count: states.stateCount)
            var stack = seeds
            for seed in seeds { marked[seed] = true }
            while let state = stack.popLast() {
                for predecessor in predecessors.neighbours(of: state) where !marked[predecessor] {
                    marked[predecessor] = true
                    stack.append(predecessor)
                }
            }
            return marked
        }

        // MARK: NG404

        /// The screens some unwind returns past: those on the dominator-tree path from the unwind's source up to its
        /// target (an unwind from a presentation nested inside another leaves both). Each screen is marked once,
        /// skipping marked ones through a union-find of "nearest unmarked dominator": near-linear.
        private func screensUnwoundPast(_ dominators: DominatorTree) -> [Bool] {
            let count = graph.screens.count
            var marked = [Bool](repeating: false, count: count + 1)
            var next = Array(0...count)
            func find(_ start: Int) -> Int {
                var node = start
                while next[node] != node {
                    next[node] = next[next[node]]
                    node = next[node]
                }
                return node
            }
            for edge in states.edges where edge.kind == .unwind && states.isReachable(screen: edge.screen) {
                guard dominators.strictlyDominates(edge.destination, edge.screen) else { continue }
                var node = find(edge.screen)
                while dominators.strictlyDominates(edge.destination, node) {
                    marked[node] = true
                    next[node] = dominators.immediateDominator[node]
                    node = find(node)
                }
            }
            return marked
        }

        private func checkWaysOut(
            stackDominators: DominatorTree,
            unwoundPast: [Bool],
            into sink: inout DiagnosticSink
        ) {
            // A state leaves its presentation by an unwind to a screen not certainly below it in its own stack,
            // or by a dismiss item on screen.
            var exits: [Int] = []
            // An alert's `dismiss` action dismisses the presentation it was shown over, and its `replaceRoot`
            // replaces everything: a way out for the screen that shows the alert (docs/alerts.md). An alert's
            // unwind counts through `unwoundPast`.
            let showsAlertWayOut = Set(
                states.presentations.filter { alertLeavesPresenter(states.screen(of: $0.to)) }.map(\.from))
            for state in 0..<states.stateCount where states.reachable[state] {
                let container = states.container(of: state)
                guard container != .mainStack, container != .column, container != .secondaryColumn else { continue }
                let position = states.screen(of: state)
                let leaves =
                    hasUnwind(position) { edge in
                        guard container == .presentedStack else { return true }
                        let target = states.state(edge.destination, container)
                        return target != state && !stackDominators.strictlyDominates(target, state)
                    } || (container.hasStack && traits[position].dismissOnScreen)
                    || (traits[position].hasReturn && presentedBottoms[state])
                    // An alert's actions all dismiss it (docs/alerts.md).
                    || graph.screens[position].alert != nil || showsAlertWayOut.contains(state)
                    // The system closes a screen that dismisses itself (Safari's Done, a share sheet's choice).
                    || graph.screens[position].dismissesItself?.value == true
                if leaves { exits.append(state) }
            }
            let wayOut = reachingByPushes(exits)
            var reported = Set<Int>()
            for presentation in states.presentations {
                let presented = states.screen(of: presentation.to)
                let locked = traits[presented].modalInPresentation
                guard !presentation.style.isSwipeDismissable || locked, !wayOut[presentation.to],
                    !unwoundPast[presented],
                    reported.insert(presentation.edge).inserted
                else { continue }
                let destination = graph.screens[states.screen(of: presentation.to)]
                let segue = segue(presentation.edge)
                let reason =
                    presentation.style.isSwipeDismissable
                    ? "'\(destination.id.value)' sets 'modalInPresentation'"
                    : "a '\(presentation.style.rawValue)' presentation cannot be swiped away"
                sink.emit(.modalWithoutExit(segue, destination: destination.id.value, reason: reason))
            }
        }

        // MARK: NG406

        private func checkWaysBack(unwoundPast: [Bool], into sink: inout DiagnosticSink) {
            // From a state, popToRoot, unwind or (in a presented stack) dismiss gets below every screen pushed on
            // the way there; a pop item only below the state itself.
            var escapes: [Int] = []
            for state in 0..<states.stateCount where states.reachable[state] {
                let container = states.container(of: state)
                guard container.hasStack else { continue }
                let traits = traits[states.screen(of: state)]
                if traits.hasUnwind || traits.popToRootOnScreen
                    || (container == .presentedStack && traits.dismissOnScreen)
                    || (traits.hasReturn && presentedBottoms[state])
                {
                    escapes.append(state)
                }
            }
            let canEscape = reachingByPushes(escapes)
            var reported = Set<Int>()
            for push in states.pushes {
                let position = states.screen(of: push.to)
                let traits = traits[position]
                // A `return` from a pushed screen pops it, as a pop item does.
                guard traits.backButtonHidden, traits.swipeBackDisabled, !traits.popOnScreen, !traits.hasReturn,
                    !canEscape[push.to],
                    !unwoundPast[position], !reported.contains(position)
                else { continue }
                reported.insert(position)
                let screen = graph.screens[position]
                let item = screen.navigationItem
                let location =
                    item.hidesBackButton.flatMap { $0.value ? $0.location : nil }
                    ?? (item.leftBarButtonItems.isEmpty ? nil : item.leftBarButtonItemsLocation)
                    ?? screen.navigationBarHidden?.location ?? settings.navigationBarHidden?.location
                    ?? screen.id.location
                sink.emit(.pushWithoutWayBack(screen, at: location))
            }
        }

        // MARK: NG407

        private func checkBackTitles(into sink: inout DiagnosticSink) {
            let limits = BackTitleLimits.of(graph, states: states)
            var reported = Set<Int>()
            for push in states.pushes {
                let previousPosition = states.screen(of: push.stackPredecessor)
                let pushedPosition = states.screen(of: push.to)
                let limit = limits[push.stackPredecessor]
                guard let overflow = traits[previousPosition].backTitleLength, overflow > limit,
                    !traits[pushedPosition].backButtonHidden, !reported.contains(previousPosition)
                else { continue }
                reported.insert(previousPosition)
                let previous = graph.screens[previousPosition]
                let pushed = graph.screens[pushedPosition]
                guard let title = previous.navigationItem.title ?? previous.title else { continue }
                sink.emit(.longDerivedBackTitle(title, of: previous.id.value, limit: limit, over: pushed.id.value))
            }
        }

        // MARK: NG408 (how screens are reached)

        private func checkPushSettings(into sink: inout DiagnosticSink) {
            var pushedOnto = [Bool](repeating: false, count: graph.screens.count)
            var pushed = [Bool](repeating: false, count: graph.screens.count)
            for push in states.pushes {
                pushedOnto[states.screen(of: push.stackPredecessor)] = true
                pushed[states.screen(of: push.to)] = true
            }
            graph.screens.forEachBorrowed { position, screen in
                guard states.isReachable(screen: position) else { return }
                if let hides = screen.navigationItem.hidesBackButton, hides.value, !pushed[position] {
                    sink.emit(
                        .noEffect(
                            "'hidesBackButton' on '\(screen.id.value)', which is never pushed: it is only ever at "
                                + "the root of its stack",
                            at: hides.location
                        )
                    )
                }
                if let back = screen.navigationItem.backBarButtonItem, !pushedOnto[position] {
                    sink.emit(
                        .noEffect(
                            "'backBarButtonItem' on '\(screen.id.value)', onto which nothing is ever pushed",
                            at: back.location
                        )
                    )
                }
            }
        }
    }
}

/// What the flow rules need to know of a screen, computed once per screen.
struct ScreenTraits {
    /// Whether an enabled item on screen performs `dismiss`, `pop`, `popToRoot`, while the screen is the top of a
    /// stack (bar items while the bar shows, toolbar items while the toolbar shows; a screen without a
    /// stack shows neither).
    var dismissOnScreen = false
    var popOnScreen = false
    var popToRootOnScreen = false
    /// As the top of a stack, the screen shows no back button: hidden, replaced by left items, or its bar hidden.
    var backButtonHidden: Bool
    /// `interactivePopGestureEnabled: false`.
    var swipeBackDisabled: Bool
    var modalInPresentation: Bool
    /// Whether the screen has an unwind segue.
    var hasUnwind = false
    /// Whether the screen has a `return` segue: it pops the screen when pushed, dismisses it when presented.
    var hasReturn = false
    /// The shortest length its derived back title can have (placeholders empty); nil when the title is not
    /// derived (a `backBarButtonItem` is set) or there is none.
    var backTitleLength: Int?

    /// The traits of a screen at hand (`navgraph stats`).
    init(_ screen: ScreenDeclaration, settings: NavigationControllerSettings) {
        self = Borrowed.borrowing(screen) { ScreenTraits($0, settings: settings) }
    }

    init(_ screen: Borrowed<ScreenDeclaration>, settings: NavigationControllerSettings) {
        let barVisible = !(screen.navigationBarHidden?.value ?? settings.navigationBarHidden?.value ?? false)
        let toolbarVisible = !(screen.toolbarHidden?.value ?? settings.toolbarHidden?.value ?? true)
        // The builtins of the items on screen, read in place: no list of items or builtins is built per screen.
        var builtins: Set<BuiltinAction> = []
        func visit(_ barItem: Borrowed<BarItem>) {
            guard barItem.enabled?.value ?? true else { return }
            if let builtin = barItem.builtin { builtins.insert(builtin.value) }
            if let menu = barItem.menu { builtins.formUnion(menu.value.flatMap(\.choosableBuiltins)) }
        }
        if barVisible {
            screen.navigationItem.leftBarButtonItems.forEachBorrowed(visit)
            screen.navigationItem.rightBarButtonItems.forEachBorrowed(visit)
        }
        if toolbarVisible { screen.toolbarItems.forEachBorrowed(visit) }
        if barVisible, screen.navigationItem.titleView == nil, let titleMenu = screen.navigationItem.titleMenu {
            builtins.formUnion(titleMenu.value.flatMap(\.choosableBuiltins))
        }
        dismissOnScreen = builtins.contains(.dismiss)
        popOnScreen = builtins.contains(.pop)
        popToRootOnScreen = builtins.contains(.popToRoot)
        let replaced =
            !screen.navigationItem.leftBarButtonItems.isEmpty
            && !(screen.navigationItem.leftItemsSupplementBackButton?.value ?? false)
        backButtonHidden = (screen.navigationItem.hidesBackButton?.value ?? false) || replaced || !barVisible
        swipeBackDisabled = screen.interactivePopGestureEnabled?.value == false
        modalInPresentation = screen.modalInPresentation?.value ?? false
        if screen.navigationItem.backBarButtonItem == nil, let title = screen.navigationItem.title ?? screen.title {
            backTitleLength = Placeholders.minimumLength(title.value)
        }
    }
}

extension Diagnostic {
    static func popToNotBelow(_ segue: SegueDeclaration, source: ScreenDeclaration, stackless: Bool) -> Diagnostic {
        let target = segue.popTo?.value ?? ""
        let reason =
            stackless
            ? "some path presents '\(source.id.value)' without a navigation stack"
            : "'\(target)' is not below '\(source.id.value)' in its navigation stack on every path"
        return Diagnostic(
            .targetNotOnStack,
            "segue '\(segue.id.value)' pops to '\(target)', but \(reason)",
            at: segue.popTo?.location ?? segue.id.location
        )
    }

    /// NG405.
    static func unreachableScreen(_ screen: ScreenDeclaration, entries: [String]) -> Diagnostic {
        let from =
            entries.count == 1
            ? "'\(entries[0])'" : "every entry (" + entries.map { "'\($0)'" }.joined(separator: ", ") + ")"
        return Diagnostic(
            .unreachableScreen,
            "screen '\(screen.id.value)' is unreachable from \(from) and from every deep link",
            at: screen.id.location
        )
    }

    /// NG401 for an unwind.
    static func unwindTargetNotBelow(_ segue: SegueDeclaration, target: Located<String>, source: String) -> Diagnostic {
        Diagnostic(
            .targetNotOnStack,
            "unwind segue '\(segue.id.value)' returns to '\(target.value)', which is not below '\(source)' on every path",
            at: target.location,
            notes: [DiagnosticNote("an unwind returns to an instance of its target below the source")]
        )
    }

    /// NG402.
    static func showWithoutStack(_ segue: SegueDeclaration, from source: String) -> Diagnostic {
        Diagnostic(
            .showWithoutNavigationStack,
            "'show' segue '\(segue.id.value)' from '\(source)', which some path presents without a navigation stack: "
                + "UIKit presents it modally",
            at: segue.kind?.location ?? segue.id.location,
            notes: [
                DiagnosticNote(
                    "set 'embedInNavigationController: true' on the segues presenting '\(source)', or use 'modal'")
            ]
        )
    }

    /// NG403.
    static func showDetailInNavigationController(_ segue: SegueDeclaration) -> Diagnostic {
        Diagnostic(
            .showDetailPresentsModally,
            "'showDetail' segue '\(segue.id.value)' inside a navigation controller presents modally",
            at: segue.kind?.location ?? segue.id.location,
            notes: [DiagnosticNote("say 'modal'")]
        )
    }

    /// NG404.
    static func modalWithoutExit(_ segue: SegueDeclaration, destination: String, reason: String) -> Diagnostic {
        Diagnostic(
            .modalWithoutExit,
            "segue '\(segue.id.value)' presents '\(destination)' with no way out: \(reason), and no unwind, return or dismiss "
                + "is reachable inside it",
            at: segue.id.location,
            notes: [
                DiagnosticNote(
                    "add an unwind or 'return' segue, or a bar item with 'builtin: dismiss' in a bar that is shown")
            ]
        )
    }

    /// NG406.
    static func pushWithoutWayBack(_ screen: ScreenDeclaration, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .pushWithoutWayBack,
            "pushed screen '\(screen.id.value)' has no way back: its back button is hidden or replaced, swipe back is "
                + "disabled, and no unwind, return, pop or dismiss is reachable",
            at: location,
            notes: screen.interactivePopGestureEnabled.map {
                [DiagnosticNote("swipe back disabled here", at: $0.location)]
            } ?? []
        )
    }

    /// NG407: a remark, as the length is an estimate (UIKit decides by the bar's width).
    static func longDerivedBackTitle(_ title: Located<String>, of screen: String, limit: Int, over pushed: String)
        -> Diagnostic
    {
        Diagnostic(
            .longDerivedBackTitle,
            "back title '\(title.value)' derived from '\(screen)' is longer than \(limit) characters: the bar over "
                + "'\(pushed)' may show \"Back\"",
            at: title.location,
            notes: [DiagnosticNote("set 'navigationItem.backButtonTitle' on '\(screen)'")]
        )
    }

    /// NG408.
    static func noEffect(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.settingWithoutEffect, "setting with no effect: \(message)", at: location)
    }
}
