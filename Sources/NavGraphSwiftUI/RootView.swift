#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphRuntime
    import SwiftUI

    /// The root content: a tab bar, or the content of a root without one.
    struct RootView<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>

        var body: some View {
            if factory.bridge.state.tabBar != nil {
                TabRoot(factory: factory)
            } else {
                MainContent(factory: factory, tab: nil)
            }
        }
    }

    /// The content of the root or of one tab: an expanded split's columns, or one navigation stack (which, for a
    /// collapsed split, holds every column's screens, as the router keeps them).
    struct MainContent<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let tab: Int?

        var body: some View {
            if let split = factory.bridge.expandedSplit(inTab: tab) {
                SplitRoot(factory: factory, tab: tab, leadingColumns: split.columns.count)
            } else {
                StackView(factory: factory, slot: factory.bridge.mainSlot(inTab: tab))
            }
        }
    }

    /// A tab bar: one tab per graph tab, each with its own content; tapping a tab reaches the router.
    struct TabRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>

        var body: some View {
            let tabs = factory.bridge.tabs
            TabView(selection: factory.bridge.tabSelection) {
                // A graph's tabs never change, so a constant range identifies them.
                ForEach(0..<tabs.count) { index in
                    MainContent(factory: factory, tab: index)
                        .tabItem { TabLabel(tab: tabs[index]) }
                        .badge(tabs[index].badge)
                        .tag(index)
                }
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

    /// An expanded split: a `NavigationSplitView` with a navigation stack per column, the secondary column's being
    /// the main stack of the root or the tab.
    struct SplitRoot<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let tab: Int?
        /// How many columns lie left of the secondary: 1 (`doubleColumn`) or 2 (`tripleColumn`).
        let leadingColumns: Int
        @State private var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            if leadingColumns > 1 {
                NavigationSplitView(columnVisibility: $visibility) {
                    StackView(factory: factory, slot: .column(0, tab: tab))
                } content: {
                    StackView(factory: factory, slot: .column(1, tab: tab))
                } detail: {
                    StackView(factory: factory, slot: factory.bridge.mainSlot(inTab: tab))
                }
            } else {
                NavigationSplitView(columnVisibility: $visibility) {
                    StackView(factory: factory, slot: .column(0, tab: tab))
                } detail: {
                    StackView(factory: factory, slot: factory.bridge.mainSlot(inTab: tab))
                }
            }
        }
    }
#endif
