#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// What a popover shows: the presentation (and those presented over it), at its `preferredContentSize`, with
    /// the look its `adaptsTo` gives it on a compact width. `.popover` has no `onDismiss`: the content's
    /// disappearance tells the host that the dismissal ended (`HostBridge.popoverDisappeared(_:)`).
    struct PopoverContent<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let item: PresentedItem

        var body: some View {
            let bridge = factory.bridge
            let index = item.index
            let placement = bridge.router.popoverPlacement(ofPresentationAt: index)
            sized(
                PresentationLayer<Graph, Content, PresentedContent<Graph, Content>>(factory: factory, index: index + 1)
                {
                    PresentedContent(factory: factory, item: item)
                },
                to: placement?.contentSize
            )
            .presentationCompactAdaptation((placement?.compactAdaptation ?? .sheet).swiftUI)
            .onDisappear { bridge.popoverDisappeared(item) }
        }

        @ViewBuilder
        private func sized(_ content: some View, to size: ContentSize?) -> some View {
            if let size {
                content.frame(width: CGFloat(size.width), height: CGFloat(size.height))
            } else {
                content
            }
        }
    }

    extension PopoverPlacement.CompactAdaptation {
        /// SwiftUI's adaptation (iOS 16.4, below the package's iOS 17).
        var swiftUI: PresentationAdaptation {
            switch self {
            case .sheet: .sheet
            case .fullScreenCover: .fullScreenCover
            case .popover: .popover
            }
        }
    }
#endif
