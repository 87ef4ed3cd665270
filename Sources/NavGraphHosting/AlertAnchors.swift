@_spi(Hosting) public import NavGraphRuntime

extension HostRouting {
    /// What the alert presented at `index` of the chain shows (texts filled in); nil when that presentation is not
    /// an alert.
    public func alertContent(ofPresentationAt index: Int) -> AlertContentState? {
        let presentations = state.presentations
        guard presentations.indices.contains(index), presentations[index].stack.count == 1 else { return nil }
        return alertContent(of: presentations[index].stack[0])
    }

    /// Where an action sheet presented at `index` points on iPad (see docs/alerts.md, Anchors on iPad): the
    /// screen that presented it (the top of the presentation below it, of the split column it was shown from, or
    /// of the main stack) and the first of that screen's bar items, and toolbar items while its toolbar is shown,
    /// whose segue, or the segue of an entry of whose menu, is a `modal` one to the sheet's screen. Nil when no
    /// item does (the host then points at the middle of the presenter's view), or when the presentation at `index`
    /// is not an action sheet.
    public func actionSheetAnchor(ofPresentationAt index: Int) -> (presenter: ScreenInstance, item: String)? {
        guard let content = alertContent(ofPresentationAt: index), content.style == .actionSheet else { return nil }
        let state = self.state
        let container = state.presenterContainer(ofPresentationAt: index)
        guard let presenter = state.presenter(ofPresentationAt: index),
            let screen = graphDefinition.screen(presenter.screen.id)
        else { return nil }
        let item = screen.navigationItem
        let toolbarShown = bars(in: stackID(of: container)).map { !$0.toolbar.hidden } ?? false
        let items = item.leftBarButtonItems + item.rightBarButtonItems + (toolbarShown ? screen.toolbarItems : [])
        func showsSheet(_ behavior: BarButtonItemDefinition.Behavior) -> Bool {
            guard case .segue(let segueID) = behavior else { return false }
            return screen.segues.contains {
                $0.id == segueID && $0.kind == .modal && $0.destination == content.instance.screen.id
            }
        }
        // The item that performs the segue, or whose menu has an entry that does.
        let anchor = items.first {
            showsSheet($0.behavior) || ($0.menu ?? []).depthFirst.contains { showsSheet($0.behavior) }
        }
        return anchor.map { (presenter, $0.id) }
    }

    /// The stack a container of the state is, for `bars(in:)`.
    private func stackID(of container: ContainerID) -> StackID {
        let tab = state.tabBar?.selected
        switch container {
        case .main: return tab.map(StackID.tab) ?? .main
        case .column(let column): return .column(column, tab: tab)
        case .presentation(let index): return .presentation(index)
        }
    }
}
