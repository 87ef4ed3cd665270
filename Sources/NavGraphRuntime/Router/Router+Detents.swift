extension Router {
    /// Rests the top-most sheet at `detent`, one of its segue's `detents:` (a filter sheet opened to full
    /// height). The state's presentation records it, restoration snapshots keep it, the hosts move the sheet, and
    /// `detentChanged` is emitted for the sheet's visible screen; resting where it rests already does nothing.
    /// Throws `detentNotOffered` when the top presentation is no sheet with `detents:` or lacks this detent, and
    /// `transitionInProgress` while a transition is in flight.
    public func setDetent(_ detent: SheetDetent) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.setDetent(detent) }
    }

    /// The detent the top-most sheet rests at; nil when nothing is presented or its segue gives no `detents:`.
    public var detent: SheetDetent? {
        state.presentations.last?.detent
    }

    /// Reports that the person dragged the top-most sheet to another detent (UIKit's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, SwiftUI's detent selection). The router
    /// records it, with the same event as `setDetent(_:)`, and the host is not asked to move the sheet again.
    @_spi(Hosting)
    public func userDidChangeDetent(_ detent: SheetDetent) throws(NavigationError) {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.setDetent(detent) }
    }
}
