@_spi(Hosting) public import NavGraphRuntime

extension HostCoordinator {
    /// The search field of `instance` changed on screen (`HostSearch.report` decides what it means): the router
    /// hears it, unless it is stale or an echo of the router's own state. Returns what was reported; a refusal
    /// reaches `onRefusal` and the router's state is put back on screen.
    @discardableResult
    public func searchFieldDidChange(_ change: SearchFieldChange, of instance: InstanceID) -> SearchReport? {
        guard let report = HostSearch.report(change, of: instance, router: router) else { return nil }
        forward { (router) throws(NavigationError) in try HostSearch.send(report, to: router) }
        return report
    }

    /// Whether the presentation at `index`, as shown, is one screen with `dismissesItself`: one the platform may
    /// find gone without a dismissal of its own or of the person's that it was told about.
    public func dismissesItself(presentationAt index: Int) -> Bool {
        guard let screens = shown?.stack(.presentation(index))?.screens, screens.count == 1, let screen = screens.first
        else { return false }
        return router.graphDefinition.screen(screen.screen.id)?.dismissesItself == true
    }

    /// The platform found the presentation at `index`, a screen with `dismissesItself`, gone from the screen
    /// (UIKit no longer presents it): it is forgotten as shown and the router hears `dismissedItself`. Does
    /// nothing for a presentation that is not such a screen, or when the router no longer presents that instance
    /// there (the router dismissed it itself meanwhile).
    public func presentationDismissedItself(at index: Int) {
        guard dismissesItself(presentationAt: index),
            let instance = shown?.stack(.presentation(index))?.screens.first,
            router.state.presentations.indices.contains(index),
            router.state.presentations[index].stack.map(\.id) == [instance.id]
        else { return }
        forgetShown(from: index)
        forward { (router) throws(NavigationError) in try router.dismissedItself(instance.id) }
    }
}
