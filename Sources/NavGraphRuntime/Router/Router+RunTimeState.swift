extension Router {
    /// Sets a tab's badge while the app runs (an unread count, a cart size); nil clears it. It replaces the
    /// graph's `badge:` for that tab from now on, whether or not the tab bar is on screen, is saved in restoration
    /// snapshots and is shown by the hosts. No events. Throws `noTabBar` for a graph without a tab bar.
    public func setBadge(_ value: String?, for tab: Graph.Tab) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.setBadge(value, forTab: Graph.tabID(of: tab)) }
    }

    /// The badge a tab shows: the one set by `setBadge(_:for:)`, else the graph's `badge:`; nil when none.
    public func badge(for tab: Graph.Tab) -> String? {
        engine.badge(ofTab: Graph.tabID(of: tab))
    }
}
