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

extension Router {
    /// Enables or disables a bar item (left, right or toolbar) of a shown instance while the app runs (Send
    /// enabled once there is text), in place of the graph's `enabled:`. The bars and `navigationItem(for:)`
    /// report it, the hosts show it, and a tap on a disabled item throws `itemDisabled`. It lasts as long as the
    /// instance. No events. Throws `instanceNotFound` for an instance the router does not hold and
    /// `itemNotOnScreen` for an id its screen has no bar item with.
    public func setEnabled(_ enabled: Bool, item: String, on instance: InstanceID) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.setItemEnabled(enabled, item: item, on: instance) }
    }

    /// Hides or shows again a bar item of a shown instance: a hidden item is left out of the bars and of
    /// `navigationItem(for:)`, and a tap on it throws `itemNotOnScreen`. Same rules as `setEnabled(_:item:on:)`.
    public func setHidden(_ hidden: Bool, item: String, on instance: InstanceID) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.setItemHidden(hidden, item: item, on: instance) }
    }

    /// Changes arguments of a shown instance (a title after a returned value): the given names get the new
    /// values, the others keep theirs. They are checked as a segue's arguments are (`unknownArgument`,
    /// `invalidArgument`); the instance's `{param}` titles and the back button of the screen above it follow,
    /// and restoration snapshots save the new values. No events. Throws `instanceNotFound` for an instance the
    /// router does not hold.
    public func update(_ instance: InstanceID, arguments: [String: ArgumentValue]) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.update(instance, arguments: arguments) }
    }
}
