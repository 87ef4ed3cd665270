/// Receives a router's events (like `UINavigationControllerDelegate`, but for every lifecycle event too).
@MainActor
public protocol RouterDelegate: AnyObject {
    /// Called for each event, in order, after the operation that emitted it.
    func router(didEmit event: NavigationEvent)

    /// Called after the `returned` event of an unwind with `returns:`, with its typed values (the graph's
    /// `Return`). The default does nothing.
    func router(didReturn value: any Hashable & Sendable)
}

extension RouterDelegate {
    /// Does nothing.
    public func router(didReturn value: any Hashable & Sendable) {}
}

/// A registration made by `Router.observe(_:)`; cancelling it, or releasing it, stops the calls.
@MainActor
public final class RouterObservation {
    private var cancellation: (@MainActor () -> Void)?

    /// Creates a token running `cancellation` once.
    init(cancellation: @escaping @MainActor () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops the calls.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    isolated deinit {
        cancel()
    }
}

/// The closures observing a router, in registration order.
@MainActor
struct RouterObservers {
    private var handlers: [(id: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    private var finishers: [Int: @MainActor () -> Void] = [:]
    private var nextID = 0

    /// Adds a handler; returns its id.
    mutating func add(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> Int {
        nextID &+= 1
        handlers.append((nextID, handler))
        return nextID
    }

    /// Sets what to run when the router goes away while `id` is registered.
    mutating func setFinisher(_ id: Int, _ finisher: @escaping @MainActor () -> Void) {
        finishers[id] = finisher
    }

    /// Removes a handler.
    mutating func remove(_ id: Int) {
        handlers.removeAll { $0.id == id }
        finishers[id] = nil
    }

    /// Calls every handler with `event`.
    func send(_ event: NavigationEvent) {
        for entry in handlers { entry.handler(event) }
    }

    /// Runs every finisher (the router is going away).
    mutating func finishAll() {
        for finisher in finishers.values { finisher() }
        finishers = [:]
        handlers = []
    }
}
