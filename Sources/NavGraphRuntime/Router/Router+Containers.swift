extension Router {
    /// Selects a tab: the visible screen disappears, the tab's top appears (`viewDidLoad` the first time);
    /// selecting the selected tab pops its stack to its root. Queued while a transition is in flight.
    @discardableResult
    public func select(_ tab: Graph.Tab) throws(NavigationError) -> RequestOutcome {
        try run { engine throws(NavigationError) in try engine.selectTab(Graph.tabID(of: tab)) }
    }

    /// The selected tab; nil without a tab bar.
    public var selectedTab: Graph.Tab? {
        engine.selectedTab.flatMap(Graph.tab(named:))
    }

    /// Whether the tab bar is hidden (an instance above the selected tab's root has `hidesBottomBarWhenPushed`).
    public var isTabBarHidden: Bool { engine.isTabBarHidden }

    /// The typed values the last operation's unwind carried back; nil when it carried none.
    public var lastReturn: Graph.Return? {
        guard engine.lastEvents.contains(where: { $0.kind == .returned }) else { return nil }
        return engine.lastReturn.flatMap(Graph.returned)
    }

    /// Calls `handler` with the typed values of every unwind with `returns:`, after the target is visible again.
    public func onReturn(_ handler: @escaping @MainActor (Graph.Return) -> Void) -> RouterObservation {
        observe { [weak self] event in
            guard event.kind == .returned, let value = self?.engine.lastReturn.flatMap(Graph.returned) else { return }
            handler(value)
        }
    }

    /// A stream of the typed values of every unwind with `returns:` from now on; it ends when the router is
    /// released.
    public func returns() -> AsyncStream<Graph.Return> {
        let (stream, continuation) = AsyncStream.makeStream(of: Graph.Return.self)
        let id = observers.add { [weak self] event in
            guard event.kind == .returned, let value = self?.engine.lastReturn.flatMap(Graph.returned) else { return }
            continuation.yield(value)
        }
        observers.setFinisher(id) { continuation.finish() }
        continuation.onTermination = { @Sendable [weak self] _ in
            Task { @MainActor in self?.observers.remove(id) }
        }
        return stream
    }
}
