extension NavigationEngine {
    /// Sets the badge of a tab of the graph's tab bars (nil clears it), in place of its `badge:`. The badge belongs
    /// to the tab id for the engine's lifetime: it holds whether or not the tab bar is on screen, and a tab bar a
    /// `replaceRoot` installs again shows it. No events, no transition; allowed while a transition is in flight.
    ///
    /// Throws `noTabBar` for a graph without a tab bar and `unknownTab` for an id no tab bar has.
    package mutating func setBadge(_ value: String?, forTab tab: String) throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        let tabs = (definition.containers ?? []).flatMap(\.tabs)
        guard !tabs.isEmpty else { throw .noTabBar }
        guard tabs.contains(where: { $0.id == tab }) else { throw .unknownTab(tab) }
        // One assignment, so that setting the badge a tab has is no change (`runTimeRevision`).
        var updated = badges.filter { $0.tab != tab }
        updated.append(TabBadge(tab: tab, value: value))
        badges = updated.sorted { $0.tab < $1.tab }
    }

    /// The badge a tab shows: the one the app set, else the graph's `badge:` (of the tab bar `container` when
    /// given, else the first tab with that id).
    package func badge(ofTab tab: String, in container: String? = nil) -> String? {
        if let set = badges.first(where: { $0.tab == tab }) { return set.value }
        let containers = (definition.containers ?? []).filter { container == nil || $0.id == container }
        return containers.lazy.flatMap(\.tabs).first { $0.id == tab }?.badge
    }

    /// The badges of a snapshot that fit the graph: those of tabs it still has.
    static func restoredBadges(_ saved: [TabBadge]?, in definition: GraphDefinition) -> [TabBadge] {
        let tabs = Set((definition.containers ?? []).flatMap(\.tabs).map(\.id))
        return (saved ?? []).filter { tabs.contains($0.tab) }
    }
}
