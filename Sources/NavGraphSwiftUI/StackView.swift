#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// One navigation stack of the router, or one column of a split, as a `NavigationStack`: the bottom instance
    /// is the root view, the instances above it are the path. A path the user shortens (back button, swipe back, a
    /// re-tapped tab) reaches the router as a pop.
    struct StackView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let source: StackSource

        var body: some View {
            let segment = factory.bridge.segment(of: source)
            NavigationStack(path: factory.bridge.path(of: source)) {
                if let root = segment.screens.first {
                    // Identified by the root instance: a new root (a replaced column, `replaceRoot`, `setStack`, a
                    // deep link) is a new view with fresh state, never the old one reused.
                    factory.view(of: root, at: segment.screens.startIndex, in: segment.stack)
                        .id(root.id)
                        .navigationDestination(for: InstanceID.self) { id in
                            destination(id)
                        }
                }
            }
        }

        @ViewBuilder
        private func destination(_ id: InstanceID) -> some View {
            let segment = factory.bridge.segment(of: source)
            if let index = segment.screens.firstIndex(where: { $0.id == id }) {
                factory.view(of: segment.screens[index], at: index, in: segment.stack)
            }
        }
    }
#endif
