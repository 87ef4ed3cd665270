#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// One navigation stack of the router as a `NavigationStack`: the bottom instance is the root view, the
    /// instances above it are the path. A path the user shortens (back button, swipe back, a re-tapped tab)
    /// reaches the router as a pop.
    struct StackView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let stack: StackID

        var body: some View {
            let screens = factory.bridge.screens(in: stack)
            NavigationStack(path: factory.bridge.path(of: stack)) {
                if let root = screens.first {
                    // Identified by the root instance: a new root (a replaced column, `replaceRoot`, `setStack`, a
                    // deep link) is a new view with fresh state, never the old one reused.
                    factory.view(of: root, at: 0, in: stack)
                        .id(root.id)
                        .navigationDestination(for: InstanceID.self) { id in
                            destination(id)
                        }
                }
            }
        }

        @ViewBuilder
        private func destination(_ id: InstanceID) -> some View {
            let screens = factory.bridge.screens(in: stack)
            if let index = screens.firstIndex(where: { $0.id == id }) {
                factory.view(of: screens[index], at: index, in: stack)
            }
        }
    }
#endif
