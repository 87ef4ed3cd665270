#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// Makes the view of a screen instance: the app's view for its typed screen, dressed with the graph's
    /// title, bar items, toolbar items and bar visibility.
    @MainActor
    struct ScreenFactory<Graph: NavigationGraph, Content: View> {
        let bridge: HostBridge<Graph>
        let content: (Graph.Screen) -> Content
        let onAction: ((Graph.Action, Graph.Screen) -> Void)?

        /// The instance at `index` of a stack, dressed by `chrome`; empty when its screen cannot be typed.
        @ViewBuilder
        func view(of instance: ScreenInstance, at index: Int, in stack: StackID?) -> some View {
            if let screen = bridge.screen(of: instance) {
                if let stack, let field = bridge.searchField(of: instance) {
                    ScreenView(
                        content: SearchableScreen(
                            content: content(screen),
                            results: field.shownResults.flatMap(bridge.screen(of:)).map(content), field: field,
                            text: bridge.searchText(of: instance), isPresented: bridge.searchPresented(of: instance),
                            scope: bridge.searchScope(of: instance)),
                        chrome: bridge.chrome(of: instance, at: index, in: stack),
                        tap: { item in bridge.tap(item, on: instance, onAction: onAction) },
                        popovers: popovers(of: instance))
                } else if let stack {
                    ScreenView(
                        content: content(screen),
                        chrome: bridge.chrome(of: instance, at: index, in: stack),
                        tap: { item in bridge.tap(item, on: instance, onAction: onAction) },
                        popovers: popovers(of: instance))
                } else {
                    // Presented without a navigation controller: no bar, no toolbar, nothing to dress.
                    content(screen)
                }
            }
        }

        /// The popovers the instance's bar items anchor, each with its content.
        private func popovers(of instance: ScreenInstance) -> PopoverSource<PopoverContent<Graph, Content>> {
            PopoverSource(
                item: { item in bridge.popover(anchoredAt: instance.id, item: item) },
                content: { shown in PopoverContent(factory: self, item: shown) })
        }
    }
#endif
