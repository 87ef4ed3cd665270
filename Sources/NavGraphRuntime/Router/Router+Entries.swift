extension Router {
    /// Creates a router started from `entry`, one of the graph's `entries:` (decided at run time: signed in or
    /// not, onboarding done), set without transition or events: an entry screen at the bottom of the main stack, or
    /// an entry container with every tab and column at its root screen. `Router()` starts from the first entry.
    ///
    /// A typed entry always fits the graph. Should it still not be set (an app-type argument whose `Encodable`
    /// conformance throws, or generated code that does not match this runtime), the router falls back to the
    /// graph's root and `start()` throws the reason.
    public convenience init(entry: Graph.Entry, transitionMode: TransitionMode = .immediate) {
        self.init(transitionMode: transitionMode) { (definition) throws(NavigationError) in
            try NavigationEngine(
                definition: definition, entry: Self.encoded(entry, Graph.entryValue(of:)),
                transitionMode: transitionMode)
        }
    }

    /// The id of the entry (`entries:`) the router started from, or that the snapshot it was restored from
    /// records: the graph's root unless it was created with `init(entry:)` on another entry.
    public var entryID: String { engine.entryID }
}
