extension Router {
    /// Types `text` into the visible screen's search field and selects `scope` (nil keeps the selected one): what
    /// a person does in the field, reported by the hosts, or what a test does. The search starts if it was not
    /// active; the results screen (`results:`) shows over the screen while the text is not empty. See
    /// docs/runtime.md, Search. Throws `noSearch` when the visible screen shows no search field, `unknownScope`
    /// for a scope the search does not list.
    public func search(_ text: String, scope: String? = nil) throws(NavigationError) {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.search(text, scope: scope) }
    }

    /// Ends the visible screen's search, as its Cancel button does: the text empties and the results screen goes.
    /// Nothing happens when no search is active. Throws `noSearch` when the visible screen shows no search field.
    public func cancelSearch() throws(NavigationError) {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.cancelSearch() }
    }

    /// The search of an instance (active or not, its text and scope, its results screen); nil when no search was
    /// started on it.
    public func search(of instance: InstanceID) -> SearchState? {
        engine.search(of: instance)
    }

    /// The results screen's instance of `instance`'s search, made now when it was not yet (no events): what a host
    /// makes the search controller's results controller for. Nil when the screen's search has no `results:`.
    public func searchResults(of instance: InstanceID) -> ScreenInstance? {
        if let made = engine.search(of: instance)?.results { return made }
        return try? run { engine in engine.prepareSearchResults(of: instance) }
    }

    /// Tells the router that a screen with `dismissesItself` closed itself (Safari's Done button, a share sheet
    /// after a choice, a photo picker): its presentation goes from the state with its events, as a dismissal the
    /// person made. Hosts call it when they see such a screen gone; an app calls it from the system controller's
    /// delegate (`safariViewControllerDidFinish(_:)`, the picker's completion). Returns the instances dismissed.
    /// Throws `instanceNotFound` for an instance the router does not hold, `notSelfDismissing` for a screen without
    /// `dismissesItself` or not presented on its own.
    @discardableResult
    public func dismissedItself(_ instance: InstanceID) throws(NavigationError) -> [ScreenInstance] {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.dismissedItself(instance) }
    }
}
