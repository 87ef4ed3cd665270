extension Presentation {
    /// Takes a segue's sheet options: the sheet rests at its first (smallest) detent, as UIKit shows a sheet whose
    /// `selectedDetentIdentifier` is nil; a popover whose segue names no `sourceItem` points at `tappedItem`.
    mutating func takeSheet(_ options: SheetOptions?, tappedItem: String? = nil) {
        var options = options
        if style == .popover, options?.sourceItem == nil, let tappedItem {
            options = options ?? SheetOptions()
            options?.sourceItem = tappedItem
        }
        sheet = options
        detent = style.isSheet ? options?.detents?.first : nil
    }

    /// Takes a saved detent back when the sheet still offers it (else it stays at its first).
    mutating func restoreDetent(_ saved: SheetDetent?) {
        if let saved, detent != nil, sheet?.detents?.contains(saved) == true { detent = saved }
    }
}

extension NavigationEngine {
    /// Rests the top presentation's sheet at `detent`, one of its `detents:`, and emits `detentChanged` for its
    /// visible screen; resting where it already rests is no change and no event. No transition; refused while one
    /// is in flight. Throws `detentNotOffered` when the top presentation is no sheet with `detents:` or does not
    /// offer this one.
    package mutating func setDetent(_ detent: SheetDetent) throws(NavigationError) {
        try requireIdle()
        lastEvents = []
        lastTransition = nil
        guard let index = state.presentations.indices.last, state.presentations[index].detent != nil,
            let offered = state.presentations[index].sheet?.detents
        else { throw .detentNotOffered(detent: detent.description, offered: []) }
        guard offered.contains(detent) else {
            throw .detentNotOffered(detent: detent.description, offered: offered.map(\.description))
        }
        guard state.presentations[index].detent != detent, let top = state.presentations[index].stack.last else {
            return
        }
        state.presentations[index].detent = detent
        // The app's change animates, as UIKit's `animateChanges(_:)`; the person's drag is already on screen.
        appliedAnimated = true
        var event = NavigationEvent(.detentChanged, top)
        event.detent = detent
        lastEvents = [event]
    }
}
