#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    extension SheetDetent {
        /// SwiftUI's detent: its system ones, or a fixed height in points.
        var swiftUI: PresentationDetent {
            switch self {
            case .medium: .medium
            case .large: .large
            case .height(let points): .height(CGFloat(points))
            }
        }
    }

    /// A presented sheet's detents, drag indicator and the interaction it leaves to the screen below, as its
    /// segue gives them; the detent it rests at is the router's, and a drag to another is reported to it.
    struct SheetDetents<Graph: NavigationGraph, Sheet: View>: View {
        let bridge: HostBridge<Graph>
        let presentation: HostTree.Presentation
        let content: Sheet

        var body: some View {
            if presentation.style.isSheet, let options = presentation.sheet, let detents = options.detents,
                let first = detents.first
            {
                content
                    .presentationDetents(Set(detents.map(\.swiftUI)), selection: selection(detents, first: first))
                    .presentationDragIndicator(options.prefersGrabberVisible == true ? .visible : .automatic)
                    .presentationBackgroundInteraction(
                        options.largestUndimmedDetent.map { .enabled(upThrough: $0.swiftUI) } ?? .automatic)
            } else {
                content
            }
        }

        /// The router's detent; another one written back is the person dragging the sheet there.
        private func selection(_ detents: [SheetDetent], first: SheetDetent) -> Binding<PresentationDetent> {
            let bridge = bridge
            let index = presentation.index
            return Binding(
                get: { @MainActor in
                    let presentations = bridge.tree.presentations
                    let detent = presentations.indices.contains(index) ? presentations[index].detent : nil
                    return (detent ?? first).swiftUI
                },
                set: { @MainActor chosen in
                    if let detent = detents.first(where: { $0.swiftUI == chosen }) {
                        bridge.userChangedDetent(to: detent, at: index)
                    }
                }
            )
        }
    }
#endif
