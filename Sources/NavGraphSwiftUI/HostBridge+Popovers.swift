#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The popovers of the chain as `.popover(item:)` shows them: on the view a presentation is shown over when
    /// nothing else anchors it, or on the bar item that does (`PopoverPlacement`). Nil written back is the person
    /// closing one (a tap outside), unless the host is dismissing it itself.
    extension HostBridge {
        /// The popover at `index` when the view it is presented over anchors it.
        func popover(anchoredAtPresenterOf index: Int) -> Binding<PresentedItem?> {
            Binding(
                get: { @MainActor in shownPopover(overPresenterOf: index) },
                set: { @MainActor newValue in
                    if newValue == nil { presentationCleared(at: index, coveringScreen: false) }
                }
            )
        }

        /// The popover the bar item `item` of `instance` anchors. Called in the item's body, so that the item is
        /// drawn again when what the chain shows changes.
        func popover(anchoredAt instance: InstanceID, item: String) -> Binding<PresentedItem?> {
            _ = revision.value
            _ = presentations.shown
            return Binding(
                get: { @MainActor in shownPopover(on: instance, item: item) },
                set: { @MainActor newValue in
                    if newValue == nil { popoverCleared(on: instance, item: item) }
                }
            )
        }

        /// The popover shown at `index` when the view it is presented over anchors it; nil otherwise.
        func shownPopover(overPresenterOf index: Int) -> PresentedItem? {
            router.popoverPlacement(ofPresentationAt: index)?.anchor == .presenterView ? shownPopover(at: index) : nil
        }

        /// The popover shown that the bar item `item` of `instance` anchors; nil for most items.
        func shownPopover(on instance: InstanceID, item: String) -> PresentedItem? {
            popoverIndex(anchoredAt: .barItem(presenter: instance, item: item)).flatMap { shownPopover(at: $0) }
        }

        /// SwiftUI wrote nil to the popover of the bar item `item` of `instance`.
        func popoverCleared(on instance: InstanceID, item: String) {
            guard let index = popoverIndex(anchoredAt: .barItem(presenter: instance, item: item)) else { return }
            presentationCleared(at: index, coveringScreen: false)
        }

        /// The content of the popover `item` disappeared. `.popover` has no `onDismiss`, so this is the end of its
        /// dismissal (see `presentationDismissed(at:coveringScreen:)`), unless the router still presents it with
        /// something above it: UIKit takes the views under a full-screen presentation away, and SwiftUI then reports
        /// them gone although nothing was dismissed.
        func popoverDisappeared(_ item: PresentedItem) {
            if wantedPresentation(at: item.index) == item, state.presentations.count > item.index + 1 { return }
            presentationDismissed(at: item.index, coveringScreen: false)
        }

        /// The place of the chain whose popover `anchor` anchors.
        private func popoverIndex(anchoredAt anchor: PopoverPlacement.Anchor) -> Int? {
            state.presentations.indices.first { router.popoverPlacement(ofPresentationAt: $0)?.anchor == anchor }
        }
    }
#endif
