#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The root content: a tab bar, or one content (a stack or a split).
    struct RootView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>

        var body: some View {
            switch factory.bridge.tree.root {
            case .content(let content):
                ContentView(factory: factory, content: content)
            case .tabBar(_, let tabs):
                TabRoot(factory: factory, tabs: tabs)
            }
        }
    }

    /// The content of the root or of one tab: one navigation stack, or a split view whose columns adapt to the
    /// width (see `SplitColumns`). Which of the two depends on the graph's container alone, never on the width.
    struct ContentView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let content: HostTree.Content

        var body: some View {
            switch ContentLayout(content) {
            case .stack(let stack):
                StackView(factory: factory, source: .stack(stack))
            case .split(let main):
                SplitRoot(factory: factory, main: main)
            }
        }
    }

    /// How the host draws a root or tab content: the same view whether a split is collapsed or expanded, so that
    /// a size-class change keeps every screen's view (and its `@State`) in place.
    enum ContentLayout: Hashable, Sendable {
        /// One `NavigationStack`.
        case stack(StackID)
        /// One `NavigationSplitView`, for the split whose main stack is `main`.
        case split(main: StackID)

        init(_ content: HostTree.Content) {
            switch content {
            case .stack(let stack): self = .stack(stack)
            case .split(_, _, let secondary, _): self = .split(main: secondary)
            }
        }
    }

    /// A tab bar: one tab per graph tab, each with its own content; tapping a tab reaches the router.
    struct TabRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let tabs: [HostTree.Tab]

        var body: some View {
            // Drawn again after a refused tab selection, so the router's selected tab shows.
            let _ = factory.bridge.revision.value
            TabView(selection: factory.bridge.tabSelection) {
                // Identified and tagged by tab id, so a different tab bar never reuses another's views.
                ForEach(tabs, id: \.id) { tab in
                    ContentView(factory: factory, content: tab.content)
                        .tabItem { TabLabel(tab: tab).accessibilityLabel(ifAny: tab.accessibilityLabel) }
                        .badge(tab.badge)
                        .tag(tab.id)
                }
            }
        }
    }

    /// A tab's item: its title and SF Symbol.
    struct TabLabel: View {
        let tab: HostTree.Tab

        var body: some View {
            if let image = tab.image {
                Label {
                    Text(tab.title ?? tab.id)
                } icon: {
                    Image(systemName: image)
                }
            } else {
                Text(tab.title ?? tab.id)
            }
        }
    }

    /// A split: a `NavigationSplitView` with a navigation stack per column (sidebar, content for a triple-column
    /// split, detail), expanded or collapsed alike. On a compact width SwiftUI collapses it into one stack itself,
    /// with the column holding the router's top screen on top; each column keeps showing the screens the router
    /// gives back to it when the split expands, so no screen changes place in the view tree.
    struct SplitRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        /// The split's main stack: the root's, or its tab's.
        let main: StackID
        @State private var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            // Two or three columns after the graph's split style, whatever the width.
            let count = factory.bridge.splitColumns(of: main)?.columns.count ?? 2
            if count > 2 {
                NavigationSplitView(
                    columnVisibility: $visibility, preferredCompactColumn: factory.bridge.compactColumn(of: main)
                ) {
                    StackView(factory: factory, source: .column(0, main: main))
                } content: {
                    StackView(factory: factory, source: .column(1, main: main))
                } detail: {
                    StackView(factory: factory, source: .column(2, main: main))
                }
            } else {
                NavigationSplitView(
                    columnVisibility: $visibility, preferredCompactColumn: factory.bridge.compactColumn(of: main)
                ) {
                    StackView(factory: factory, source: .column(0, main: main))
                } detail: {
                    StackView(factory: factory, source: .column(1, main: main))
                }
            }
        }
    }
#endif
