public import Foundation
public import Observation

/// The typed router of a generated graph: a main navigation stack and a chain of presentations with the semantics
/// of UIKit's `UINavigationController`, headless.
///
/// ```swift
/// let router = Router<SettingsFlow>()
/// try router.start()
/// try router.perform(SettingsFlow.SettingsList.openApp(appID: "mail"))
/// ```
///
/// Like UIKit, the router lives on the main actor; everything is synchronous (a command-line tool or a test on
/// the main actor drives it directly). It never traps on misuse: a refused operation throws a
/// `NavigationError` and changes nothing. By default transitions complete at once; with
/// `transitionMode: .manual` an animated transition waits for `completeTransition()` and requests made
/// meanwhile are queued. Observers get every event: a `delegate`, closures (`observe(_:)`) and
/// `AsyncStream`s (`events()`).
///
/// The router is `@Observable`: SwiftUI views and `withObservationTracking` see every change of its state, bars
/// and `lastChange`. A host of real screens follows the router's state (see docs/hosts.md).
@MainActor
@Observable
public final class Router<Graph: NavigationGraph> {
    /// The engine's storage; read through `engine`, changed only by `run`, which tells observers.
    @ObservationIgnored private var storage: NavigationEngine
    /// The engine doing the work: the untyped state, bars and operations.
    package var engine: NavigationEngine {
        access(keyPath: \.engine)
        return storage
    }
    /// What the restoration that created this router (or the last `restore(_:)`) kept and dropped.
    public var restorationReport: RestorationReport? {
        access(keyPath: \.restorationReport)
        return reportStorage
    }
    @ObservationIgnored private var reportStorage: RestorationReport?
    /// What the last operation changed, in a few facts (animated, transition, user-driven, root replaced); nil
    /// when it changed nothing a host shows (see docs/hosts.md).
    public var lastChange: NavigationChange? {
        access(keyPath: \.lastChange)
        return changeStorage
    }
    @ObservationIgnored private var changeStorage: NavigationChange?
    /// Receives every event after the operation that emitted it.
    @ObservationIgnored public weak var delegate: (any RouterDelegate)?
    @ObservationIgnored var observers = RouterObservers()
    /// The closures following every change (`observeChanges(_:)`), by registration id.
    @ObservationIgnored var changeHandlers: [(id: Int, handler: @MainActor (NavigationChange) -> Void)] = []
    /// The serial number of the last change.
    @ObservationIgnored private var changeCount = 0
    /// Why the root given at creation could not be set (see `init(root:transitionMode:)`); `start()` throws it.
    @ObservationIgnored private var setupError: NavigationError?

    /// Creates a router with `root` at the bottom of the main stack (set without transition or events).
    ///
    /// A typed root always fits the graph. Should it still not be set (an app-type argument whose `Encodable`
    /// conformance throws, or generated code that does not match this runtime), the router falls back to the
    /// graph's own root and `start()` throws the reason.
    public init(root: Graph.Screen, transitionMode: TransitionMode = .immediate) {
        (storage, setupError) = Self.engine(transitionMode) { (definition) throws(NavigationError) in
            try NavigationEngine(definition: definition, root: Self.value(of: root), transitionMode: transitionMode)
        }
    }

    /// Creates a router on the engine `make` builds from the graph's definition (the graph's root container, an
    /// entry: see `init(entry:transitionMode:)`), set without transition or events; should it throw, the router
    /// falls back to the graph's own root and `start()` throws the reason.
    init(
        transitionMode: TransitionMode,
        making make: (GraphDefinition) throws(NavigationError) -> NavigationEngine
    ) {
        (storage, setupError) = Self.engine(transitionMode, make)
    }

    /// The engine `make` builds, or the fallback on the graph's root with the reason (generated code that does not
    /// match this runtime when the graph has no screens).
    private static func engine(
        _ transitionMode: TransitionMode, _ make: (GraphDefinition) throws(NavigationError) -> NavigationEngine
    ) -> (NavigationEngine, NavigationError?) {
        let definition = Graph.definition
        do {
            return (try make(definition), nil)
        } catch {
            let fallback = NavigationEngine.fallback(
                definition: definition, root: ScreenValue(id: definition.root), transitionMode: transitionMode)
            return (fallback, definition.screenCount == 0 ? .generatedCodeMismatch(graph: definition.name) : error)
        }
    }

    /// Rebuilds a router from a restoration snapshot: the longest prefix that fits the graph, with what
    /// was dropped in `restorationReport`. When the snapshot does not include the root, the router starts from
    /// `root` (default: the graph's root screen). Not started: call `start()`.
    public init(
        restoring snapshot: RestorationSnapshot,
        root: Graph.Screen? = nil,
        transitionMode: TransitionMode = .immediate
    ) throws(NavigationError) {
        let rootValue = try root.map { (screen) throws(NavigationError) in try Self.value(of: screen) }
        let (engine, report) = try NavigationEngine.restoring(
            snapshot,
            definition: Graph.definition,
            root: rootValue,
            transitionMode: transitionMode
        )
        self.storage = engine
        self.reportStorage = report
    }

    /// Rebuilds a router from a snapshot's JSON form; throws `corruptSnapshot` for data that is not one.
    public convenience init(
        restoring data: Data,
        root: Graph.Screen? = nil,
        transitionMode: TransitionMode = .immediate
    ) throws(NavigationError) {
        try self.init(restoring: RestorationSnapshot(data: data), root: root, transitionMode: transitionMode)
    }

    // MARK: State

    /// The whole state, untyped.
    public var state: NavigationState { engine.state }

    /// The main navigation stack, bottom to top.
    public var stack: [Graph.Screen] { engine.state.stack.compactMap(screen(of:)) }

    /// The presentations, in presentation order: style and screens (bottom to top).
    public var presentations: [(style: PresentationStyle, screens: [Graph.Screen])] {
        engine.state.presentations.map { ($0.style, $0.stack.compactMap(screen(of:))) }
    }

    /// The top of the main stack (`topViewController`); nil only if the generated code and the graph disagree.
    public var top: Graph.Screen? { screen(of: engine.state.top) }

    /// The visible screen (`visibleViewController`); nil only if the generated code and the graph disagree.
    public var visible: Graph.Screen? { screen(of: engine.state.visible) }

    /// The navigation bar over the visible screen; nil when it was presented without a navigation controller.
    public var navigationBar: NavigationBarState? { engine.navigationBar }

    /// The toolbar of the navigation controller holding the visible screen.
    public var toolbar: ToolbarState { engine.toolbar }

    /// The events of the last operation, in order (what `navgraph simulate` prints).
    public var lastEvents: [NavigationEvent] { engine.lastEvents }

    /// The kind of transition the last operation applied (push, pop, present, dismiss), for a UI adapter.
    public var lastTransition: NavigationTransition? { engine.lastTransition }

    /// Whether a transition is in flight.
    public var isTransitioning: Bool { engine.isTransitioning }

    /// The typed screen of an instance.
    public func screen(of instance: ScreenInstance) -> Graph.Screen? {
        Graph.screen(from: instance.screen)
    }

    /// The typed screen an event happened to.
    public func screen(of event: NavigationEvent) -> Graph.Screen? {
        Graph.screen(from: event.screen)
    }

    // MARK: Operations

    /// Shows the router the first time: the visible screens get `viewDidLoad`, `viewWillAppear`, `viewDidAppear`.
    /// Throws, and shows nothing, when the router could not be set on the root it was created with.
    public func start() throws(NavigationError) {
        if let setupError { throw setupError }
        try run { (engine) throws(NavigationError) in try engine.start() }
    }

    /// Performs a segue of the visible screen. Throws when its source is not the visible screen (for a shared
    /// segue: when none of its sources is), when an argument is missing or does not fit; waits (`.queued`) while
    /// a transition is in flight.
    @discardableResult
    public func perform(_ segue: Segue<Graph>) throws(NavigationError) -> RequestOutcome {
        let arguments = try segue.arguments.get()
        return try run { (engine) throws(NavigationError) in
            if segue.isShared {
                return try engine.handle(.performShared(segue: segue.id, arguments: arguments))
            }
            return try engine.perform(segue: segue.id, from: segue.source, arguments: arguments)
        }
    }

    /// Taps an item on screen: performs its segue or builtin, or returns its action for the app.
    @discardableResult
    public func tap(_ item: String) throws(NavigationError) -> TapResult<Graph> {
        try tapResult(run { (engine) throws(NavigationError) in try engine.tap(item) })
    }

    /// Taps an item on the bar or toolbar over `instance`, which must be the top of a stack the person can
    /// touch: the visible screen, or (an expanded split, nothing presented) a column's top, whose bar a host
    /// draws too. Performs its segue from that screen or its builtin on that stack, or returns its action; throws
    /// `itemNotOnScreen` when `instance` is not such a top or its bars do not show the item.
    @discardableResult
    public func tap(_ item: String, on instance: InstanceID) throws(NavigationError) -> TapResult<Graph> {
        try tapResult(run { (engine) throws(NavigationError) in try engine.tap(item, on: instance) })
    }

    /// The typed result of a tap.
    private func tapResult(_ outcome: TapOutcome) throws(NavigationError) -> TapResult<Graph> {
        switch outcome {
        case .queued: return .queued
        case .segue(let segue, let result): return .segue(segue, result)
        case .builtin(let builtin, let result): return .builtin(builtin, result)
        case .action(let name):
            guard let action = Graph.action(named: name) else { throw .unknownAction(name) }
            return .action(action)
        }
    }

    /// Taps the back button of the bar over the visible screen; throws `noBackButton` when it shows none.
    @discardableResult
    public func back() throws(NavigationError) -> RequestOutcome {
        try run { (engine) throws(NavigationError) in try engine.back() }
    }

    /// Dismisses the top-most presentation (nothing when none); waits while a transition is in flight.
    @discardableResult
    public func dismiss(animated: Bool = true) throws(NavigationError) -> RequestOutcome {
        try run { (engine) throws(NavigationError) in try engine.requestDismiss(animated: animated) }
    }

    /// Pushes `screen` onto the visible navigation stack.
    @discardableResult
    public func push(_ screen: Graph.Screen, animated: Bool = true) throws(NavigationError) -> ScreenInstance {
        let value = try Self.value(of: screen)
        return try run { (engine) throws(NavigationError) in try engine.push(value, animated: animated) }
    }

    /// Pops the visible navigation stack's top; nil at the root.
    @discardableResult
    public func pop(animated: Bool = true) throws(NavigationError) -> ScreenInstance? {
        try run { (engine) throws(NavigationError) in try engine.pop(animated: animated) }
    }

    /// Pops the visible navigation stack to its root; returns the popped instances bottom to top.
    @discardableResult
    public func popToRoot(animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        try run { (engine) throws(NavigationError) in try engine.popToRoot(animated: animated) }
    }

    /// Pops the visible navigation stack down to `instance`; returns the popped instances bottom to top.
    @discardableResult
    public func popTo(_ instance: InstanceID, animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        try run { (engine) throws(NavigationError) in try engine.popTo(instance, animated: animated) }
    }

    /// Replaces the visible navigation stack by new instances of `screens`.
    @discardableResult
    public func setStack(_ screens: [Graph.Screen], animated: Bool = true) throws(NavigationError)
        -> [ScreenInstance]
    {
        var entries: [NavigationEngine.StackEntry] = []
        for screen in screens { entries.append(.screen(try Self.value(of: screen))) }
        return try run { (engine) throws(NavigationError) in try engine.setStack(entries, animated: animated) }
    }

    /// Presents `screen` modally over the visible screen.
    @discardableResult
    public func present(
        _ screen: Graph.Screen,
        style: PresentationStyle = .automatic,
        embedInNavigationController: Bool = false,
        animated: Bool = true
    ) throws(NavigationError) -> ScreenInstance {
        let value = try Self.value(of: screen)
        return try run { (engine) throws(NavigationError) in
            try engine.present(
                value,
                style: style,
                embedInNavigationController: embedInNavigationController,
                animated: animated
            )
        }
    }

    /// Completes the animated transition in flight (`.manual` mode) and runs the requests queued meanwhile.
    @discardableResult
    public func completeTransition() throws(NavigationError) -> [QueuedResult] {
        try run { (engine) throws(NavigationError) in try engine.completeTransition() }
    }

    // MARK: Restoration

    /// The current state as a restoration snapshot.
    public func restorationState() -> RestorationSnapshot {
        engine.restorationState()
    }

    /// Replaces this router's state by one restored from `snapshot`; on a throw nothing changes. The old
    /// instances are released (`deinit`, top first) and, when the router was started, the restored visible
    /// screens appear.
    @discardableResult
    public func restore(_ snapshot: RestorationSnapshot, root: Graph.Screen? = nil) throws(NavigationError)
        -> RestorationReport
    {
        try storage.requireIdle()
        let rootValue = try root.map { (screen) throws(NavigationError) in try Self.value(of: screen) }
        let (restored, report) = try NavigationEngine.restoring(
            snapshot,
            definition: Graph.definition,
            root: rootValue,
            transitionMode: storage.transitionMode
        )
        try run(replacingRoot: true) { (engine) throws(NavigationError) in try engine.replace(with: restored) }
        withMutation(keyPath: \.restorationReport) { reportStorage = report }
        return report
    }

    // MARK: Observation

    /// Calls `handler` with every event, in order, until the returned token is cancelled or released.
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> RouterObservation {
        let id = observers.add(handler)
        return RouterObservation { [weak self] in self?.observers.remove(id) }
    }

    /// A stream of every event from now on; it ends when the router is released.
    public func events() -> AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent.self)
        let id = observers.add { continuation.yield($0) }
        observers.setFinisher(id) { continuation.finish() }
        continuation.onTermination = { @Sendable [weak self] _ in
            Task { @MainActor in self?.observers.remove(id) }
        }
        return stream
    }

    // MARK: Internals

    /// Runs an engine operation: records what it changed in `lastChange`, tells the observers of the router
    /// (Observation), delivers its events, then calls the `observeChanges` closures. A refused operation changes
    /// nothing and tells no one. `userDriven`: the operation records what the person already did on screen;
    /// `replacingRoot`: the whole root content is new (a restoration).
    func run<Result>(
        userDriven: Bool = false,
        replacingRoot: Bool = false,
        _ operation: (inout NavigationEngine) throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        // A restoration replaces the whole engine: compare with the engine before, as it is linear anyway. Every
        // other operation counts what it changes in revisions: the state's (stacks, presentations, tab bar, split)
        // and the engine's run-time one (badges, bar items the app set).
        let before = replacingRoot ? storage : nil
        let revisions = (state: storage.state.revision, runTime: storage.runTimeRevision)
        let wasStarted = storage.state.isStarted
        let shape = storage.state.rootShape
        storage.appliedAnimated = false
        let result = try operation(&storage)
        let state = storage.state
        let stacksChanged =
            if let before { before.state != state } else {
                state.revision != revisions.state || state.isStarted != wasStarted
            }
        let runTimeChanged =
            if let before { before.badges != storage.badges || before.itemStates != storage.itemStates } else {
                storage.runTimeRevision != revisions.runTime
            }
        var change: NavigationChange?
        if stacksChanged || runTimeChanged {
            // A change of what the app set alone moves nothing: no transition; hosts re-read it (`HostTree`).
            let transition = stacksChanged ? (replacingRoot ? .replaceRoot : storage.lastTransition) : nil
            changeCount += 1
            change = NavigationChange(
                serial: changeCount, animated: stacksChanged && storage.appliedAnimated && !userDriven,
                transition: transition, isUserDriven: userDriven,
                replacesRoot: stacksChanged
                    && (replacingRoot || transition == .replaceRoot || !wasStarted || state.rootShape != shape))
        }
        withMutation(keyPath: \.engine) {}
        withMutation(keyPath: \.lastChange) { changeStorage = change }
        deliver(storage.lastEvents)
        // Last: a host following the change may run the router again (completing the transition at once).
        if let change, !changeHandlers.isEmpty {
            for entry in changeHandlers { entry.handler(change) }
        }
        return result
    }

    /// Delivers events to the delegate and the observers (and an unwind's typed values to the delegate).
    private func deliver(_ events: [NavigationEvent]) {
        for event in events {
            delegate?.router(didEmit: event)
            observers.send(event)
            if event.kind == .returned, let value = lastReturn { delegate?.router(didReturn: value) }
        }
    }

    /// The dynamic value of a typed screen.
    private static func value(of screen: Graph.Screen) throws(NavigationError) -> ScreenValue {
        try encoded(screen, Graph.value(of:))
    }

    /// The dynamic value `encode` makes of a typed screen or entry; an error of an app type's `Encodable`
    /// conformance becomes `screenEncodingFailed`, named after the case.
    static func encoded<Value>(
        _ value: Value, _ encode: (Value) throws -> ScreenValue
    ) throws(NavigationError) -> ScreenValue {
        do {
            return try encode(value)
        } catch let error as NavigationError {
            throw error
        } catch {
            let name = String(describing: value).prefix { $0 != "(" }
            throw .screenEncodingFailed(screen: String(name), reason: String(describing: error))
        }
    }

    isolated deinit {
        changeHandlers = []
        observers.finishAll()
    }
}

extension Router where Graph: NavigationGraphWithDefaultRoot {
    /// Creates a router on the graph's root screen (`Graph.defaultRoot`), or on its root container with every tab
    /// and column at its root screen, set without transition or events.
    ///
    /// Only graphs whose root screen needs no argument have this initialiser; for the others, use
    /// `init(root:transitionMode:)`.
    public convenience init(transitionMode: TransitionMode = .immediate) {
        let definition = Graph.definition
        if definition.containers?.contains(where: { $0.id == definition.root }) == true {
            // A container at the root: every tab and column at its root screen.
            self.init(transitionMode: transitionMode) { (definition) throws(NavigationError) in
                try NavigationEngine(definition: definition, transitionMode: transitionMode)
            }
        } else {
            self.init(root: Graph.defaultRoot, transitionMode: transitionMode)
        }
    }
}

/// What tapping an item did, typed.
public enum TapResult<Graph: NavigationGraph>: Hashable, Sendable {
    /// The tap waits for the transition in flight.
    case queued
    /// The item performed this segue.
    case segue(String, RequestOutcome)
    /// The item ran a builtin.
    case builtin(BuiltinAction, RequestOutcome)
    /// The item's app-handled action.
    case action(Graph.Action)
}
