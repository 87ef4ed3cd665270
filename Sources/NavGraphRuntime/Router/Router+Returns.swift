/// The typed values unwinds carry back (`Graph.Return`), for every return or filtered by the screen that
/// returned them. See docs/runtime.md, Results.
extension Router {
    /// The typed values the last operation's unwind carried back; nil when it carried none.
    public var lastReturn: Graph.Return? {
        guard engine.lastEvents.contains(where: { $0.kind == .returned }) else { return nil }
        return engine.lastReturn.flatMap(Graph.returned)
    }

    /// Calls `handler` with the typed values of every unwind with `returns:`, after the target is visible again.
    public func onReturn(_ handler: @escaping @MainActor (Graph.Return) -> Void) -> RouterObservation {
        onReturn({ $0 }, handler)
    }

    /// Calls `handler` with what `filter` picks out of the typed values of every unwind with `returns:`, after
    /// the target is visible again; values it maps to nil are skipped. A generated screen accessor filters by the
    /// screen that returned: `router.onReturn(\.sizePicker) { picked in … }`.
    public func onReturn<Value>(
        _ filter: @escaping @MainActor (Graph.Return) -> Value?, _ handler: @escaping @MainActor (Value) -> Void
    ) -> RouterObservation {
        observe { [weak self] event in
            guard event.kind == .returned, let value = self?.engine.lastReturn.flatMap(Graph.returned) else { return }
            if let picked = filter(value) { handler(picked) }
        }
    }

    /// A stream of the typed values of every unwind with `returns:` from now on; it ends when the router is
    /// released.
    public func returns() -> AsyncStream<Graph.Return> {
        returns { $0 }
    }

    /// A stream of what `filter` picks out of the typed values of every unwind with `returns:` from now on
    /// (`router.returns(\.sizePicker)`), skipping values it maps to nil; it ends when the router is released.
    public func returns<Value: Sendable>(_ filter: @escaping @MainActor (Graph.Return) -> Value?) -> AsyncStream<Value>
    {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        let id = observers.add { [weak self] event in
            guard event.kind == .returned, let value = self?.engine.lastReturn.flatMap(Graph.returned) else { return }
            if let picked = filter(value) { continuation.yield(picked) }
        }
        observers.setFinisher(id) { continuation.finish() }
        continuation.onTermination = { @Sendable [weak self] _ in
            Task { @MainActor in self?.observers.remove(id) }
        }
        return stream
    }
}
