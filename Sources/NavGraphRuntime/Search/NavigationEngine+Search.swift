extension NavigationEngine {
    /// The search of `instance`: its state when a search was ever started on it, else nil.
    package func search(of instance: InstanceID) -> SearchState? {
        searches.first { $0.instance == instance }
    }

    /// Types `text` into the visible screen's search field (starting the search if it was not active) and selects
    /// `scope` (nil keeps the selected one; the first scope when the search starts). The results screen shows while
    /// the text is not empty, at once and without animation as a search controller shows its results controller:
    /// `viewDidLoad` the first time, then `viewWillAppear`, `viewDidAppear`; an empty text hides it again. The
    /// searching screen stays `visible` and the top of its stack, and gets no events.
    ///
    /// Throws `noSearch` when the visible screen shows no search field, `unknownScope` for a scope it does not list,
    /// `transitionInProgress` during a transition.
    package mutating func search(_ text: String, scope: String?) throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let (visible, definition) = try visibleSearch()
        if let scope, !definition.scopes.contains(scope) {
            throw .unknownScope(scope, scopes: definition.scopes)
        }
        var updated = search(of: visible.id) ?? SearchState(instance: visible.id, isActive: false, text: "", scope: nil)
        let wasShowing = updated.showsResults
        if !updated.isActive { updated.scope = definition.scopes.first }
        updated.isActive = true
        updated.text = text
        if let scope { updated.scope = scope }
        if updated.results == nil, !text.isEmpty, let results = definition.results {
            let value = try graph.makeScreen(results, arguments: [:])
            updated.results = ScreenInstance(id: InstanceID(rawValue: state.nextInstanceID), screen: value)
            state.nextInstanceID += 1
        }
        store(updated, wasShowing: wasShowing)
    }

    /// Ends the visible screen's search, as its Cancel button does: the field empties, the scope goes back to the
    /// first, and the results screen (if shown) gets `viewWillDisappear`, `viewDidDisappear`. Nothing happens when
    /// no search is active. Throws `noSearch` when the visible screen shows no search field.
    package mutating func cancelSearch() throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let (visible, _) = try visibleSearch()
        guard var updated = search(of: visible.id), updated.isActive else { return }
        let wasShowing = updated.showsResults
        updated.isActive = false
        updated.text = ""
        updated.scope = nil
        store(updated, wasShowing: wasShowing)
    }

    /// The results screen's instance of `instance`'s search, made now (with no events) when it was not yet: a host
    /// needs it to make the search controller's results controller before the person types. Nil when the
    /// instance's screen has no search with `results:` or the instance is not held.
    package mutating func prepareSearchResults(of instance: InstanceID) -> ScreenInstance? {
        lastEvents = []
        lastTransition = nil
        if let made = search(of: instance)?.results { return made }
        guard let held = state.allInstances.first(where: { $0.id == instance }),
            let results = graph.screen(held.screen.id)?.navigationItem.search?.results,
            let value = try? graph.makeScreen(results, arguments: [:])
        else { return nil }
        var updated = search(of: instance) ?? SearchState(instance: instance, isActive: false, text: "", scope: nil)
        updated.results = ScreenInstance(id: InstanceID(rawValue: state.nextInstanceID), screen: value)
        state.nextInstanceID += 1
        searches.removeAll { $0.instance == instance }
        searches.append(updated)
        return updated.results
    }

    /// The visible instance and its search, when its navigation bar shows the search field.
    private func visibleSearch() throws(NavigationError) -> (ScreenInstance, SearchDefinition) {
        let visible = state.visible
        guard let definition = graph.screen(visible.screen.id)?.navigationItem.search else {
            throw .noSearch(screen: visible.screen.id, reason: "it has no 'navigationItem.search'")
        }
        guard let bar = navigationBar, !bar.hidden else {
            throw .noSearch(screen: visible.screen.id, reason: "its navigation bar is not on screen")
        }
        return (visible, definition)
    }

    /// Saves `updated` and emits the results screen's appearance events when it starts or stops showing.
    private mutating func store(_ updated: SearchState, wasShowing: Bool) {
        searches.removeAll { $0.instance == updated.instance }
        searches.append(updated)
        guard let results = updated.results, wasShowing != updated.showsResults else { return }
        if updated.showsResults {
            if state.loaded.insert(results.id).inserted { lastEvents.append(NavigationEvent(.viewDidLoad, results)) }
            lastEvents += [NavigationEvent(.viewWillAppear, results), NavigationEvent(.viewDidAppear, results)]
        } else {
            lastEvents += [NavigationEvent(.viewWillDisappear, results), NavigationEvent(.viewDidDisappear, results)]
        }
    }

    /// `instances` (top-most first, as `NavigationState.onScreen`) with each shown results screen just above its
    /// searching instance: a results screen appears and disappears with the screen under it.
    func withShownResults(_ instances: [ScreenInstance]) -> [ScreenInstance] {
        guard !searches.isEmpty else { return instances }
        var result: [ScreenInstance] = []
        for instance in instances {
            if let search = search(of: instance.id), search.showsResults, let results = search.results {
                result.append(results)
            }
            result.append(instance)
        }
        return result
    }

    /// Forgets the searches of the instances `removed` releases and returns the results screens released with
    /// them, each right after its searching instance.
    mutating func releasingSearches(of removed: [ScreenInstance]) -> [ScreenInstance] {
        guard !searches.isEmpty else { return removed }
        var result: [ScreenInstance] = []
        for instance in removed {
            result.append(instance)
            guard let search = search(of: instance.id) else { continue }
            searches.removeAll { $0.instance == instance.id }
            if let results = search.results { result.append(results) }
        }
        return result
    }

    /// The results screen shown over the visible screen, if any: its segues are performed in the searching
    /// screen's place (docs/runtime.md, Search).
    package var shownResults: ScreenInstance? {
        guard let search = search(of: state.visible.id), search.showsResults else { return nil }
        return search.results
    }
}
