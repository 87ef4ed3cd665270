#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    import NavGraphRuntime

    /// The presentation chain as SwiftUI's `.sheet(item:)`, `.fullScreenCover(item:)` and `.popover(item:)` show
    /// it, one place at a time (see `PresentationSequencer`).
    extension HostBridge {
        /// What the router presents at `index` of the chain as a sheet or cover; nil when nothing is there, or an
        /// alert, which `.alert` / `.confirmationDialog` show instead (see `AlertLayer`).
        func wantedPresentation(at index: Int) -> PresentedItem? {
            let presentations = state.presentations
            guard presentations.indices.contains(index), let root = presentations[index].stack.first,
                router.alertContent(ofPresentationAt: index) == nil
            else {
                return nil
            }
            let style = presentations[index].style
            return PresentedItem(
                index: index, root: root.id, coversScreen: style.coversScreen, isPopover: style == .popover)
        }

        /// What the sheet (`coveringScreen` false) or the full-screen cover at `index` shows now; never a popover.
        func shownPresentation(at index: Int, coveringScreen: Bool) -> PresentedItem? {
            let shown = presentations.item(
                at: index, coveringScreen: coveringScreen, wanted: wantedPresentation(at: index))
            return shown?.isPopover == true ? nil : shown
        }

        /// The popover shown at `index` now, if that is what is shown there.
        func shownPopover(at index: Int) -> PresentedItem? {
            let shown = presentations.item(at: index, coveringScreen: false, wanted: wantedPresentation(at: index))
            return shown?.isPopover == true ? shown : nil
        }

        /// The router's presentation at `index` changed, or the place appeared: shown at once when nothing is
        /// there, after the dismissal of what is there otherwise.
        func routerChangedPresentation(at index: Int) {
            presentations.routerChanged(at: index, wanted: wantedPresentation(at: index))
        }

        /// SwiftUI ended the dismissal of the sheet or cover at `index` (its `onDismiss`): the replacement the
        /// router wants there, if any, is shown now; a presentation the router kept (a refused dismissal) is drawn
        /// again.
        func presentationDismissed(at index: Int, coveringScreen: Bool) {
            let kept = presentations.dismissalEnded(
                at: index, coveringScreen: coveringScreen, wanted: wantedPresentation(at: index))
            if kept { revision.bump() }
        }

        /// SwiftUI wrote nil to the binding of the sheet or cover at `index`. It is the person's dismissal (a swipe
        /// down, or your view's `dismiss`) only when that modifier shows what the router still presents there;
        /// a presentation the host is removing or replacing itself is not reported.
        func presentationCleared(at index: Int, coveringScreen: Bool) {
            guard
                presentations.isPersonsDismissal(
                    at: index, coveringScreen: coveringScreen, wanted: wantedPresentation(at: index))
            else { return }
            userDismissed(presentationAt: index)
        }
    }
#endif
