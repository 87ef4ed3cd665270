#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The bindings of `.popover(item:)`: on the view a presentation is shown over when nothing else anchors the
    /// popover, or on the bar item that does (`PopoverPlacement`).
    extension HostBridge {
        /// The popover at `index` when the view it is presented over anchors it; nil otherwise. Nil written back is
        /// the person closing it (a tap outside), unless the host is dismissing it itself.
        func popover(anchoredAtPresenterOf index: Int) -> Binding<PresentedItem?> {
            Binding(
                get: { @MainActor in shownPopover(at: index, anchoredAt: .presenterView) },
                set: { @MainActor newValue in
                    if newValue == nil { presentationCleared(at: index, coveringScreen: false) }
                }
            )
        }

        /// The popover that the bar item `item` of `instance` anchors, if any. Read in the item's body, so that
        /// the item is drawn again when what the chain shows changes.
        func popover(anchoredAt instance: InstanceID, item: String) -> Binding<PresentedItem?> {
            _ = revision.value
            _ = presentations.shown
            let anchor = PopoverPlacement.Anchor.barItem(presenter: instance, item: item)
            return Binding(
                get: { @MainActor in
                    popoverIndex(anchoredAt: anchor).flatMap { shownPopover(at: $0, anchoredAt: anchor) }
                },
                set: { @MainActor newValue in
                    if newValue == nil, let index = popoverIndex(anchoredAt: anchor) {
                        presentationCleared(at: index, coveringScreen: false)
                    }
                }
            )
        }

        /// The place of the chain whose popover `anchor` anchors.
        private func popoverIndex(anchoredAt anchor: PopoverPlacement.Anchor) -> Int? {
            state.presentations.indices.first { router.popoverPlacement(ofPresentationAt: $0)?.anchor == anchor }
        }

        /// What the host shows at `index` when it is a popover that `anchor` anchors.
        private func shownPopover(at index: Int, anchoredAt anchor: PopoverPlacement.Anchor) -> PresentedItem? {
            guard let shown = shownPresentation(at: index, coveringScreen: false), shown.isPopover,
                router.popoverPlacement(ofPresentationAt: index)?.anchor == anchor
            else { return nil }
            return shown
        }
    }
#endif
