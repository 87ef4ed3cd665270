/// A user-level request: what a person does on screen. Requests arriving while a transition is in flight wait
/// in the engine's queue and are checked against the state they meet when their turn comes.
public enum NavigationRequest: Hashable, Sendable {
    /// Perform segue `segue` of screen `source` with the caller's arguments.
    case perform(source: String, segue: String, arguments: [String: ArgumentValue])
    /// Perform shared segue `segue` (top-level `segues:`) from whichever of its sources is visible.
    case performShared(segue: String, arguments: [String: ArgumentValue])
    /// Tap the bar or toolbar item with this id.
    case tap(item: String)
    /// Tap the bar or toolbar item with this id over an instance at the top of a stack the person can touch (a
    /// split column's top, or the visible screen).
    case tapOn(item: String, instance: InstanceID)
    /// Tap the back button of the bar over the visible screen.
    case back
    /// Dismiss the top-most presentation.
    case dismiss(animated: Bool)
    /// Select the tab with this id (a second selection of the selected tab pops it to its root).
    case selectTab(String)
    /// Collapse (`true`, a compact width) or expand every split container.
    case setCompact(Bool)
}

/// What a request did.
public enum RequestOutcome: Hashable, Sendable {
    /// It waits for the transition in flight (see `Router.completeTransition()`).
    case queued
    /// The state changed; `inFlight` when an animated transition now waits for `completeTransition()`.
    case performed(inFlight: Bool)
    /// Nothing to do, as in UIKit: a `singleTop` segue onto an equal top, a pop at the root, a dismiss with
    /// nothing presented.
    case unchanged
    /// A tapped item's app-handled action: the state did not change, the app handles it.
    case action(String)
}

/// What tapping a bar item did.
package enum TapOutcome: Hashable, Sendable {
    /// The tap waits for the transition in flight.
    case queued
    /// The item performed this segue of the visible screen.
    case segue(String, RequestOutcome)
    /// The item ran a builtin.
    case builtin(BuiltinAction, RequestOutcome)
    /// The item reports this app-handled action.
    case action(String)

    /// The same outcome as a request's outcome.
    package var requestOutcome: RequestOutcome {
        switch self {
        case .queued: .queued
        case .segue(_, let outcome), .builtin(_, let outcome): outcome
        case .action(let name): .action(name)
        }
    }
}

/// A queued request that ran when the transition before it completed, and what became of it.
public struct QueuedResult: Hashable, Sendable {
    /// The request.
    public var request: NavigationRequest
    /// Its outcome, or why the state it met refused it.
    public var result: Result<RequestOutcome, NavigationError>

    /// Creates a result.
    package init(request: NavigationRequest, result: Result<RequestOutcome, NavigationError>) {
        self.request = request
        self.result = result
    }
}

extension NavigationEngine {
    /// Runs a request now, or queues it while a transition is in flight.
    @discardableResult
    package mutating func handle(_ request: NavigationRequest) throws(NavigationError) -> RequestOutcome {
        lastEvents = []
        lastTransition = nil
        lastReturn = nil
        guard pending == nil else {
            queue.append(request)
            return .queued
        }
        return try run(request)
    }

    /// Performs segue `segue` of screen `source` (which must be the visible screen) with the caller's arguments
    ///; queued while a transition is in flight.
    @discardableResult
    package mutating func perform(
        segue: String,
        from source: String,
        arguments: [String: ArgumentValue] = [:]
    ) throws(NavigationError) -> RequestOutcome {
        try handle(.perform(source: source, segue: segue, arguments: arguments))
    }

    /// Taps an item on screen: over the visible screen, or over `instance`, the top of a stack the person can
    /// touch (a split column's); queued while a transition is in flight.
    @discardableResult
    package mutating func tap(_ item: String, on instance: InstanceID? = nil) throws(NavigationError) -> TapOutcome {
        lastEvents = []
        lastTransition = nil
        lastReturn = nil
        guard pending == nil else {
            queue.append(instance.map { .tapOn(item: item, instance: $0) } ?? .tap(item: item))
            return .queued
        }
        return try runTap(item, on: instance)
    }

    /// Taps the back button of the bar over the visible screen; throws `noBackButton` when it shows none.
    @discardableResult
    package mutating func back() throws(NavigationError) -> RequestOutcome {
        try handle(.back)
    }

    /// Dismisses the top-most presentation as a request (queued while a transition is in flight).
    @discardableResult
    package mutating func requestDismiss(animated: Bool = true) throws(NavigationError) -> RequestOutcome {
        try handle(.dismiss(animated: animated))
    }

    /// Runs a request against the current state; the engine is idle.
    mutating func run(_ request: NavigationRequest) throws(NavigationError) -> RequestOutcome {
        switch request {
        case .perform(let source, let segue, let arguments):
            return try runSegue(segue, from: source, arguments: arguments)
        case .performShared(let segue, let arguments):
            return try runSegue(segue, from: sharedSource(of: segue), arguments: arguments)
        case .tap(let item):
            return try runTap(item).requestOutcome
        case .tapOn(let item, let instance):
            return try runTap(item, on: instance).requestOutcome
        case .back:
            guard showsBackButton else { throw .noBackButton }
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = popTop(animated: true)
            return outcome(changed: changed)
        case .dismiss(let animated):
            let changed = dismissTop(animated: animated)
            return outcome(changed: changed)
        case .selectTab(let tab):
            return try runSelectTab(tab)
        case .setCompact(let compact):
            let changed = resizeSplit(compact: compact)
            return outcome(changed: changed)
        }
    }

    /// Runs queued requests until the queue is empty or one starts a transition.
    mutating func runQueue() -> [QueuedResult] {
        var results: [QueuedResult] = []
        while pending == nil, !queue.isEmpty {
            let request = queue.removeFirst()
            do throws(NavigationError) {
                results.append(QueuedResult(request: request, result: .success(try run(request))))
            } catch {
                results.append(QueuedResult(request: request, result: .failure(error)))
            }
        }
        return results
    }

    /// `performed` (in flight or not) when the state changed, else `unchanged`.
    func outcome(changed: Bool) -> RequestOutcome {
        changed ? .performed(inFlight: pending != nil) : .unchanged
    }

    /// Dismisses the top-most presentation; false when nothing is presented.
    mutating func dismissTop(animated: Bool) -> Bool {
        !dismissPresentations(from: state.presentations.count - 1, animated: animated).isEmpty
    }

    /// Pops the top of the visible navigation stack; false at the root or without a navigation stack.
    mutating func popTop(animated: Bool) -> Bool {
        let container = state.visibleContainer
        guard state.isNavigationController(container) else { return false }
        let count = state.count(in: container)
        return !popScreens(in: container, downTo: count - 2, animated: animated).isEmpty
    }
}
