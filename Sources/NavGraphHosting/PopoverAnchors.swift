@_spi(Hosting) public import NavGraphRuntime

extension HostRouting {
    /// The bar item the popover presented at `index` points at, with the instance whose bar shows it: the
    /// segue's `sourceItem`, else the item whose tap performed the segue (the router records either in the
    /// presentation's `sheet.sourceItem`). Nil when the presentation is no popover, names no item, or its
    /// presenter's bars do not show that item (the host then points at the presenter's view).
    public func popoverAnchor(ofPresentationAt index: Int) -> (presenter: ScreenInstance, item: String)? {
        let state = self.state
        guard state.presentations.indices.contains(index), state.presentations[index].style == .popover,
            let item = state.presentations[index].sheet?.sourceItem
        else { return nil }
        guard let presenter = state.presenter(ofPresentationAt: index), let shown = navigationItem(for: presenter)
        else { return nil }
        let items = shown.leftItems + shown.rightItems + shown.toolbarItems
        return items.contains { $0.id == item } ? (presenter, item) : nil
    }
}
