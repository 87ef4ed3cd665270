#if canImport(SwiftUI)
    import NavGraphRuntime
    import SwiftUI

    /// The root content: a tab bar, a split, or the main navigation stack.
    struct RootView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>

        var body: some View {
            if factory.bridge.state.tabBar != nil {
                TabRoot(factory: factory)
            } else {
                MainContent(factory: factory)
            }
        }
    }

    /// The main stack's content: an expanded split's columns, or one navigation stack (which, for a collapsed
    /// split, holds every column's screens, as the router keeps them).
    struct MainContent<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>

        var body: some View {
            if let split = factory.bridge.state.split, !split.isCollapsed {
                SplitRoot(factory: factory, columnCount: split.columns.count)
            } else {
                StackView(factory: factory, slot: .main)
            }
        }
    }

    /// A tab bar: one tab per graph tab, each with its own stack; tapping a tab reaches the router.
    struct TabRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>

        var body: some View {
            let tabs = factory.bridge.tabs
            TabView(selection: factory.bridge.tabSelection) {
                // A graph's tabs never change, so a constant range identifies them.
                ForEach(0..<tabs.count) { index in
                    tab(index)
                        .tabItem { TabLabel(tab: tabs[index]) }
                        .badge(tabs[index].badge)
                        .tag(index)
                }
            }
        }

        @ViewBuilder
        private func tab(_ index: Int) -> some View {
            if index == factory.bridge.state.tabBar?.selected {
                MainContent(factory: factory)
            } else {
                StackView(factory: factory, slot: .tab(index))
            }
        }

    }

    /// A tab's item: its title and SF Symbol.
    struct TabLabel: View {
        let tab: TabDefinition

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

    /// An expanded split: a `NavigationSplitView` with a navigation stack per column, the secondary column
    /// being the main stack.
    struct SplitRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let columnCount: Int
        @State private var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            if columnCount > 1 {
                NavigationSplitView(columnVisibility: $visibility) {
                    StackView(factory: factory, slot: .column(0))
                } content: {
                    StackView(factory: factory, slot: .column(1))
                } detail: {
                    StackView(factory: factory, slot: .main)
                }
            } else {
                NavigationSplitView(columnVisibility: $visibility) {
                    StackView(factory: factory, slot: .column(0))
                } detail: {
                    StackView(factory: factory, slot: .main)
                }
            }
        }
    }
#endif
