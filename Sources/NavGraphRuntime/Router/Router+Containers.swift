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
}
