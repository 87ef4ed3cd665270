/// The router's engine: runs a `GraphDefinition` on dynamic `ScreenValue`s with the semantics of UIKit's
/// `UINavigationController` and modal presentations. `Router<Graph>` is its typed face; `navgraph simulate`
/// drives it directly, with no generated types.
///
/// The engine is a value. Every operation either throws a `NavigationError` and changes nothing, or applies one
/// transition to `state` and records the events it emitted in `lastEvents`.
///
/// Transitions: with `.immediate` (the headless default) every operation completes at once. With `.manual` an
/// animated operation changes the state at once but emits only its "will" events; the "did" events (and `deinit`)
/// follow when the host calls `completeTransition()`. Segues, taps, `back` and `dismiss` asked meanwhile are
/// queued and checked against the state they meet when their turn comes, so a double tap cannot push twice.
/// Direct stack operations (`push`, `pop`, ...) asked meanwhile throw `transitionInProgress`.
package struct NavigationEngine: Sendable {
    /// When animated transitions complete.
    package typealias TransitionMode = NavGraphRuntime.TransitionMode

    /// The graph, indexed.
    let graph: GraphIndex
    /// The current state.
    package internal(set) var state: NavigationState
    /// When animated transitions complete.
    package var transitionMode: TransitionMode
    /// The events emitted by the last call that changed anything (including queued requests it ran).
    package internal(set) var lastEvents: [NavigationEvent] = []
    /// The kind of transition the last call applied (how a UI adapter would animate it); nil when it applied
    /// none.
    package internal(set) var lastTransition: NavigationTransition?
    /// The transition in flight, if any.
    var pending: PendingTransition?
    /// Requests waiting for the transition in flight.
    package internal(set) var queue: [NavigationRequest] = []
    /// The values the last unwind with `returns:` carried back; cleared by the next request.
    package internal(set) var lastReturn: ReturnedValues?
    /// Whether the last size-class change was to a compact width (`setCompact`): splits installed later by
    /// `replaceRoot` start collapsed.
    package internal(set) var isCompact = false
    /// Whether a transition applied since the router last cleared it was animated (what a host animates).
    package var appliedAnimated = false
    /// The deep link waiting for a presentation with unsaved work to go or for its gate to be passed (see
    /// docs/deep-links.md, Links that wait); it opens within the transition that frees it.
    package internal(set) var pendingLink: String?
    /// The bar item whose tap is performing a segue now (a popover without `sourceItem` points at it).
    var tappedItem: String?
    /// The entry (`entries:`) the engine started from; nil for the graph's root (its first entry).
    package internal(set) var entry: String?
    /// The tab badges the app set at run time (`setBadge(_:forTab:)`), by tab id.
    package internal(set) var badges: [TabBadge] = [] {
        didSet { if badges != oldValue { runTimeRevision &+= 1 } }
    }
    /// The bar items the app enabled, disabled or hid at run time (`setItemEnabled`, `setItemHidden`), by
    /// instance and item id.
    package internal(set) var itemStates: [BarItemState] = [] {
        didSet { if itemStates != oldValue { runTimeRevision &+= 1 } }
    }
    /// The searches of shown instances (`search(_:scope:)`), in the order they started; a search goes with its
    /// instance. Not saved for restoration.
    package internal(set) var searches: [SearchState] = [] {
        didSet { if searches != oldValue { runTimeRevision &+= 1 } }
    }
    /// Counts the changes of what the app set at run time (`badges`, `itemStates`), as the state's `revision`
    /// counts those of the stacks: a router compares it before and after an operation (wrapping).
    package private(set) var runTimeRevision: UInt64 = 0

    /// The definition the engine runs on.
    package var definition: GraphDefinition { graph.definition }

    /// Whether a transition (animated or interactive) is in flight.
    package var isTransitioning: Bool { pending != nil }

    /// Whether an interactive pop is in progress.
    package var isInteractivelyPopping: Bool {
        if case .interactivePop = pending { true } else { false }
    }

    /// Creates an engine showing `root` (default: the graph's root screen with its defaults) at the bottom of the
    /// main stack. No events: the root is set without transition; `start()` shows it.
    ///
    /// Throws when the root screen is unknown or its arguments do not fit (a root with required parameters
    /// needs them given).
    package init(
        definition: GraphDefinition,
        root: ScreenValue? = nil,
        transitionMode: TransitionMode = .immediate
    ) throws(NavigationError) {
        let graph = GraphIndex(definition)
        if root == nil, graph.screen(definition.root) == nil, let container = graph.container(definition.root) {
            try self.init(graph: graph, container: container, transitionMode: transitionMode)
            return
        }
        let rootValue = root ?? ScreenValue(id: definition.root)
        let checked = try graph.makeScreen(rootValue.id, arguments: rootValue.arguments)
        self.init(graph: graph, state: NavigationState(root: checked), transitionMode: transitionMode)
    }

    /// An engine for a router whose root could not be built (the typed root's app-type argument failed to
    /// encode, or the generated code and the runtime disagree): the graph's own root when it can be built, else
    /// `root` unchecked, so that the router still has a state. Never throws: the router reports `error` instead.
    package static func fallback(
        definition: GraphDefinition,
        root: ScreenValue,
        transitionMode: TransitionMode
    ) -> NavigationEngine {
        let graph = GraphIndex(definition)
        let checked = (try? graph.makeScreen(definition.root, arguments: [:])) ?? root
        return NavigationEngine(graph: graph, state: NavigationState(root: checked), transitionMode: transitionMode)
    }

    /// Creates an engine showing `container` at the root, every tab and column at its root screen.
    init(graph: GraphIndex, container: ContainerDefinition, transitionMode: TransitionMode) throws(NavigationError) {
        // A state whose placeholder stack `install` replaces.
        let first = container.tabs.first?.root ?? container.columns.first?.root ?? container.id
        let placeholder = graph.screen(first).map { ScreenValue(id: $0.id) } ?? ScreenValue(id: first)
        self.init(graph: graph, state: NavigationState(root: placeholder), transitionMode: transitionMode)
        var state = self.state
        try install(container.id, in: &state)
        self.state = state
    }

    /// Creates an engine on an already built state.
    init(graph: GraphIndex, state: NavigationState, transitionMode: TransitionMode) {
        self.graph = graph
        self.state = state
        self.transitionMode = transitionMode
    }

    // MARK: Showing

    /// Shows the router for the first time: the instances on screen get `viewDidLoad`, `viewWillAppear`,
    /// `viewDidAppear`. Does nothing when already started.
    package mutating func start() throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        guard pending == nil else { throw .transitionInProgress }
        guard !state.isStarted else { return }
        applyTransition(.none, animated: false, navigationIn: nil, removed: []) { $0.isStarted = true }
    }

    // MARK: Stack operations, on the visible screen's navigation stack

    /// Pushes a new instance of `screen` onto the visible navigation stack and returns it.
    @discardableResult
    package mutating func push(_ screen: ScreenValue, animated: Bool = true) throws(NavigationError) -> ScreenInstance {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let checked = try graph.makeScreen(screen.id, arguments: screen.arguments)
        let container = try visibleNavigationContainer()
        let instance = state.makeInstance(checked)
        applyTransition(.push, animated: animated, navigationIn: container, removed: []) {
            $0.append(instance, in: container)
        }
        return instance
    }

    /// Pops the top of the visible navigation stack and returns it; nil (and nothing happens) at the root.
    @discardableResult
    package mutating func pop(animated: Bool = true) throws(NavigationError) -> ScreenInstance? {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let container = try visibleNavigationContainer()
        let count = state.count(in: container)
        guard count > 1, let top = state.screen(at: count - 1, in: container) else { return nil }
        applyTransition(.pop, animated: animated, navigationIn: container, removed: [top]) {
            $0.removeLast(1, in: container)
        }
        return top
    }

    /// Pops every instance above the root of the visible navigation stack; returns them bottom to top (empty when
    /// nothing moves).
    @discardableResult
    package mutating func popToRoot(animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let container = try visibleNavigationContainer()
        return popScreens(in: container, downTo: 0, animated: animated)
    }

    /// Pops every instance above `instance` in the visible navigation stack; returns them bottom to top (empty
    /// when `instance` is the top). Throws when `instance` is not in that stack.
    @discardableResult
    package mutating func popTo(_ instance: InstanceID, animated: Bool = true) throws(NavigationError)
        -> [ScreenInstance]
    {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let container = try visibleNavigationContainer()
        guard let index = index(of: instance, in: container) else { throw .instanceNotFound(instance) }
        return popScreens(in: container, downTo: index, animated: animated)
    }

    /// One element of the array given to `setStack`.
    package enum StackEntry: Hashable, Sendable {
        /// An instance already in the visible navigation stack, kept with its identity.
        case instance(InstanceID)
        /// A new instance of a screen.
        case screen(ScreenValue)
    }

    /// Replaces the visible navigation stack (`setViewControllers`). Instances left out are released (top first);
    /// only the old top disappears and only the new top appears. Returns the new stack.
    @discardableResult
    package mutating func setStack(_ entries: [StackEntry], animated: Bool = true) throws(NavigationError)
        -> [ScreenInstance]
    {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let container = try visibleNavigationContainer()
        guard !entries.isEmpty else { throw .emptyStack }
        let old = state.screens(in: container) ?? []
        var oldByID: [InstanceID: ScreenInstance] = [:]
        for instance in old { oldByID[instance.id] = instance }
        var kept: Set<InstanceID> = []
        var checkedEntries: [CheckedEntry] = []
        for entry in entries {
            switch entry {
            case .instance(let id):
                guard let instance = oldByID[id], kept.insert(id).inserted else { throw .instanceNotFound(id) }
                checkedEntries.append(.existing(instance))
            case .screen(let value):
                checkedEntries.append(.new(try graph.makeScreen(value.id, arguments: value.arguments)))
            }
        }
        var newStack: [ScreenInstance] = []
        for entry in checkedEntries {
            switch entry {
            case .existing(let instance): newStack.append(instance)
            case .new(let value): newStack.append(state.makeInstance(value))
            }
        }
        let removed = old.reversed().filter { !kept.contains($0.id) }
        // A push transition when the new top is new, else a pop.
        let kind: NavigationTransition = newStack.last.map { top in old.contains(top) } == true ? .pop : .push
        applyTransition(kind, animated: animated, navigationIn: container, removed: removed) {
            $0.setScreens(newStack, in: container)
        }
        return newStack
    }

    /// A `setStack` entry after checking.
    private enum CheckedEntry {
        /// An instance kept with its identity.
        case existing(ScreenInstance)
        /// A checked value to instantiate.
        case new(ScreenValue)
    }

    // MARK: Presentations

    /// Presents a new instance of `screen` modally over the visible screen and returns it.
    @discardableResult
    package mutating func present(
        _ screen: ScreenValue,
        style: PresentationStyle,
        embedInNavigationController: Bool,
        animated: Bool = true
    ) throws(NavigationError) -> ScreenInstance {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let checked = try graph.makeScreen(screen.id, arguments: screen.arguments)
        return presentChecked(checked, style: style, embed: embedInNavigationController, animated: animated)
    }

    /// Dismisses the top-most presentation; returns its instances bottom to top (empty, and nothing happens,
    /// when nothing is presented).
    @discardableResult
    package mutating func dismiss(animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        return dismissPresentations(from: state.presentations.count - 1, animated: animated)
    }

    /// Dismisses the presentation at `index` of the chain and every one above it; returns their instances bottom
    /// to top (empty when `index` is out of range).
    @discardableResult
    package mutating func dismissPresentation(at index: Int, animated: Bool = true) throws(NavigationError)
        -> [ScreenInstance]
    {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        return dismissPresentations(from: index, animated: animated)
    }

    /// The user swipes the top-most sheet away: allowed for sheet styles (`automatic`, `pageSheet`, `formSheet`,
    /// `popover`) whose visible screen does not set `modalInPresentation`.
    @discardableResult
    package mutating func dismissInteractively(animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        guard let last = state.presentations.last else {
            throw .cannotDismissInteractively(reason: "nothing is presented")
        }
        guard last.style.isSwipeDismissable else {
            throw .cannotDismissInteractively(reason: "a '\(last.style.rawValue)' presentation cannot be swiped away")
        }
        if let screen = graph.screen(state.visible.screen.id), screen.modalInPresentation {
            throw .cannotDismissInteractively(reason: "screen '\(screen.id)' sets 'modalInPresentation'")
        }
        return dismissPresentations(from: state.presentations.count - 1, animated: animated)
    }

    // MARK: Transitions

    /// Completes the animated transition in flight (`.manual` mode): emits its "did" events, then runs the queued
    /// requests until one starts a new animated transition. Returns the outcome of each request it ran.
    @discardableResult
    package mutating func completeTransition() throws(NavigationError) -> [QueuedResult] {
        lastEvents = []
        lastTransition = nil
        guard case .animated(let completion) = pending else { throw .noTransitionInProgress }
        pending = nil
        lastEvents.append(contentsOf: completion)
        return runQueue()
    }

    // MARK: Internals shared by the operations

    /// Throws when a transition is in flight.
    func requireIdle() throws(NavigationError) {
        if pending != nil { throw .transitionInProgress }
    }

    /// The container of the visible screen, when it is a navigation controller.
    func visibleNavigationContainer() throws(NavigationError) -> ContainerID {
        let container = state.visibleContainer
        guard state.isNavigationController(container) else {
            throw .noNavigationStack(visible: state.visible.screen.id)
        }
        return container
    }

    /// The index of an instance in a container, searched from the top: linear in the screens above it.
    func index(of instance: InstanceID, in container: ContainerID) -> Int? {
        var index = state.count(in: container) - 1
        while index >= 0 {
            if state.screen(at: index, in: container)?.id == instance { return index }
            index -= 1
        }
        return nil
    }

    /// Pops a container down to `index`; returns the popped instances bottom to top.
    mutating func popScreens(in container: ContainerID, downTo index: Int, animated: Bool) -> [ScreenInstance] {
        guard index >= 0, index < state.count(in: container) - 1 else { return [] }
        let popped = state.screens(above: index, in: container)
        applyTransition(.pop, animated: animated, navigationIn: container, removed: popped.reversed()) {
            $0.removeLast(popped.count, in: container)
        }
        return popped
    }

    /// Presents a checked screen value over the visible screen (`presenter`: the container of the screen that
    /// presents it, recorded when it is a split's column).
    mutating func presentChecked(
        _ screen: ScreenValue,
        style: PresentationStyle,
        embed: Bool,
        animated: Bool,
        settings: ContainerSettings? = nil,
        sheet: SheetOptions? = nil,
        from presenter: ContainerID = .main
    ) -> ScreenInstance {
        let instance = state.makeInstance(screen)
        var presentation = Presentation(
            style: style, embedsNavigationController: embed, stack: [instance], settings: embed ? settings : nil)
        presentation.takeSheet(sheet, tappedItem: tappedItem)
        if case .column(let column) = presenter { presentation.presenterColumn = column }
        applyTransition(.present, animated: animated, navigationIn: nil, removed: []) {
            $0.presentations.append(presentation)
        }
        return instance
    }

    /// Dismisses the presentations from `index` up; returns their instances bottom to top.
    mutating func dismissPresentations(from index: Int, animated: Bool) -> [ScreenInstance] {
        guard index >= 0, index < state.presentations.count else { return [] }
        let dismissed = state.presentations[index...].flatMap(\.stack)
        applyTransition(.dismiss, animated: animated, navigationIn: nil, removed: dismissed.reversed()) {
            $0.presentations.removeLast($0.presentations.count - index)
        }
        return dismissed
    }

    /// Applies one structural change as one transition of kind `transition` and emits its events:
    /// `viewDidLoad` (first appearance only) → `viewWillDisappear` (leaving the screen, top-most first) →
    /// `viewWillAppear` (arriving, bottom-most first) → `willShow` (when `navigationIn`'s top changed) →
    /// `viewDidDisappear` → `viewDidAppear` → `didShow` → `deinit` of `removed` (given top first).
    ///
    /// Only what is on screen before and after counts, so a sheet leaves its presenter alone and a `fullScreen`
    /// presentation hides it. Costs O(presentations + removed), independent of stack depth, unless a link is
    /// pending: the change may free it, and it then opens within this transition.
    mutating func applyTransition(
        _ transition: NavigationTransition,
        animated: Bool,
        navigationIn container: ContainerID?,
        removed: [ScreenInstance],
        _ change: (inout NavigationState) -> Void
    ) {
        lastTransition = transition
        if animated { appliedAnimated = true }
        let before = withShownResults(state.onScreen)
        // With a link pending and no navigation stack named, the main stack's top: the link may push there.
        let oldTop =
            pendingLink != nil && container == nil
            ? state.top.id : container.flatMap { state.screen(at: state.count(in: $0) - 1, in: $0)?.id }
        let existedBefore: Set<InstanceID> = pendingLink == nil ? [] : Set(state.allInstances.map(\.id))
        change(&state)
        var removed = removed
        var container = container
        if pendingLink != nil, let released = openPendingLink() {
            // What the link releases that was never on screen (made by this change) gets no event.
            removed += released.filter { existedBefore.contains($0.id) }
            // The link shows its screen in the main stack, as opening it at once would.
            if container == nil, state.top.id != oldTop { container = .main }
        }
        let after = withShownResults(state.onScreen)
        let beforeIDs = Set(before.map(\.id))
        let afterIDs = Set(after.map(\.id))
        let disappearing = before.filter { !afterIDs.contains($0.id) }
        let appearing = after.reversed().filter { !beforeIDs.contains($0.id) }
        var will: [NavigationEvent] = []
        var did: [NavigationEvent] = []
        for instance in appearing where state.loaded.insert(instance.id).inserted {
            will.append(NavigationEvent(.viewDidLoad, instance))
        }
        will.append(contentsOf: disappearing.map { NavigationEvent(.viewWillDisappear, $0) })
        will.append(contentsOf: appearing.map { NavigationEvent(.viewWillAppear, $0) })
        did.append(contentsOf: disappearing.map { NavigationEvent(.viewDidDisappear, $0) })
        did.append(contentsOf: appearing.map { NavigationEvent(.viewDidAppear, $0) })
        if let container, let newTop = state.screen(at: state.count(in: container) - 1, in: container),
            newTop.id != oldTop
        {
            will.append(NavigationEvent(.willShow, newTop))
            did.append(NavigationEvent(.didShow, newTop))
        }
        for instance in releasingSearches(of: removed) {
            state.loaded.remove(instance.id)
            did.append(NavigationEvent(.deinit, instance))
        }
        lastEvents.append(contentsOf: will)
        if animated, transitionMode == .manual, !(will.isEmpty && did.isEmpty) {
            pending = .animated(completion: did)
        } else {
            lastEvents.append(contentsOf: did)
        }
    }
}
