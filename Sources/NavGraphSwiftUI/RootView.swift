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

    /// The content of the root or of one tab: an expanded split's columns, or one navigation stack (which, for a
    /// collapsed split, holds every column's screens, as the router keeps them).
    struct ContentView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let content: HostTree.Content

        var body: some View {
            switch content {
            case .stack(let stack):
                StackView(factory: factory, stack: stack)
            case .split(_, let columns, let secondary, let collapsed):
                if collapsed {
                    StackView(factory: factory, stack: secondary)
                } else {
                    SplitRoot(factory: factory, columns: columns, secondary: secondary)
                }
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
                        .tabItem { TabLabel(tab: tab) }
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

    /// An expanded split: a `NavigationSplitView` with a navigation stack per column, the secondary column's being
    /// the main stack of the root or the tab.
    struct SplitRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        /// The stacks of the columns left of the secondary: one (`doubleColumn`) or two (`tripleColumn`).
        let columns: [StackID]
        let secondary: StackID
        @State private var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            if columns.count > 1 {
                NavigationSplitView(columnVisibility: $visibility) {
                    StackView(factory: factory, stack: columns[0])
                } content: {
                    StackView(factory: factory, stack: columns[1])
                } detail: {
                    StackView(factory: factory, stack: secondary)
                }
            } else if let primary = columns.first {
                NavigationSplitView(columnVisibility: $visibility) {
                    StackView(factory: factory, stack: primary)
                } detail: {
                    StackView(factory: factory, stack: secondary)
                }
            } else {
                StackView(factory: factory, stack: secondary)
            }
        }
    }
#endif
