extension Screen {
    /// The screen's bar button items: left, right, then toolbar, whether shown or not (one id namespace, NG103).
    public var barItems: [BarItem] {
        navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + toolbarItems
    }
}
