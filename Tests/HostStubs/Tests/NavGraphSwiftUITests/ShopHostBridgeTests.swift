import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// The SwiftUI host over the shop graph: a tab bar at the root after sign-in, a three-column split in the catalog
/// tab, a screen that hides the tab bar.
@MainActor
@Suite struct ShopHostBridgeTests {
    let router = Router<ShopFlow>()
    var bridge: HostBridge<ShopFlow> { HostBridge(router: router) }

    init() throws {
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
    }

    @Test func everyTabIsItsOwnStackWithTheGraphsItems() {
        #expect(bridge.tabs.map(\.id) == ["home", "catalog", "cart"])
        #expect(bridge.tabs.map(\.image) == ["house", "square.grid.2x2", "cart"])
        #expect(bridge.tabs[2].badge == "2")
        #expect(bridge.screens(in: .main).isEmpty)  // with a tab bar, the main stacks are the tabs'
        #expect(bridge.screens(in: .tab(0)).map(\.screen.id) == ["home"])
        #expect(bridge.mainSlot(inTab: 0) == .tab(0))
        #expect(bridge.settings(of: .tab(2)).prefersLargeTitles)  // the cart tab's own settings
        #expect(!bridge.settings(of: .tab(0)).prefersLargeTitles)
    }

    @Test func aTappedTabReachesTheRouterAndItsSplitShowsAsColumns() throws {
        bridge.userSelected(tab: 1)
        #expect(router.selectedTab == .catalog)
        let split = try #require(bridge.expandedSplit(inTab: 1))
        #expect(split.columns.count == 2)  // tripleColumn: primary and supplementary left of the secondary
        #expect(bridge.expandedSplit(inTab: 0) == nil)
        #expect(bridge.screens(in: .column(0, tab: 1)).map(\.screen.id) == ["categories"])
        #expect(bridge.screens(in: .column(1, tab: 1)).map(\.screen.id) == ["products"])
        #expect(bridge.screens(in: .tab(1)).map(\.screen.id) == ["noSelection"])
        #expect(!bridge.settings(of: .column(1, tab: 1)).toolbarHidden)  // the supplementary column's own
    }

    @Test func aCompactWidthCollapsesTheSplitIntoTheTabsStack() throws {
        bridge.userSelected(tab: 1)
        bridge.sizeClassChanged(compact: true)
        #expect(bridge.expandedSplit(inTab: 1) == nil)
        #expect(bridge.screens(in: .tab(1)).map(\.screen.id) == ["categories", "products"])
        bridge.sizeClassChanged(compact: false)
        #expect(bridge.expandedSplit(inTab: 1) != nil)
    }

    @Test func aPushedScreenCanHideTheTabBar() throws {
        try router.perform(ShopFlow.Home.openAccount())
        let stack = bridge.screens(in: .tab(0))
        #expect(stack.map(\.screen.id) == ["home", "account"])
        #expect(bridge.chrome(of: stack[1], at: 1, in: .tab(0)).hidesTabBar)
        #expect(!bridge.chrome(of: stack[0], at: 0, in: .tab(0)).hidesTabBar)
    }
}
