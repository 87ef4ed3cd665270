import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
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

    /// The tabs of the root tab bar; empty when the root is not one.
    var tabs: [HostTree.Tab] {
        guard case .tabBar(_, let tabs) = bridge.tree.root else { return [] }
        return tabs
    }

    @Test func everyTabIsItsOwnStackWithTheGraphsItems() {
        #expect(tabs.map(\.id) == ["home", "catalog", "cart"])
        #expect(tabs.map(\.image) == ["house", "square.grid.2x2", "cart"])
        #expect(tabs[2].badge == "2")
        #expect(tabs[0].content == .stack(.tab(0)))
        #expect(bridge.screens(in: .main).isEmpty)  // with a tab bar, the main stacks are the tabs'
        #expect(bridge.screens(in: .tab(0)).map(\.screen.id) == ["home"])
        let cart = bridge.chrome(of: bridge.screens(in: .tab(2))[0], at: 0, in: .tab(2))
        #expect(cart.titleMode == .large)  // the cart tab's own navigation controller prefers large titles
        let home = bridge.chrome(of: bridge.screens(in: .tab(0))[0], at: 0, in: .tab(0))
        #expect(home.titleMode == .inline)
    }

    @Test func aTappedTabReachesTheRouterAndItsSplitShowsAsColumns() throws {
        bridge.userSelected(tab: 1)
        #expect(router.selectedTab == .catalog)
        let columns: [StackID] = [.column(0, tab: 1), .column(1, tab: 1)]
        #expect(tabs[1].content == .split(container: "catalog", columns: columns, secondary: .tab(1), collapsed: false))
        #expect(bridge.screens(in: .column(0, tab: 1)).map(\.screen.id) == ["categories"])
        #expect(bridge.screens(in: .column(1, tab: 1)).map(\.screen.id) == ["products"])
        #expect(bridge.screens(in: .tab(1)).map(\.screen.id) == ["noSelection"])
        let products = bridge.chrome(of: bridge.screens(in: .column(1, tab: 1))[0], at: 0, in: .column(1, tab: 1))
        #expect(!products.toolbarHidden)  // the supplementary column's own navigation controller shows it
    }

    @Test func theSortMenuOfAColumnShowsAndItsEntriesReachTheRouter() throws {
        bridge.userSelected(tab: 1)
        let products = bridge.screens(in: .column(1, tab: 1))[0]
        let chrome = bridge.chrome(of: products, at: 0, in: .column(1, tab: 1))
        let menu = try #require(chrome.right.first { $0.id == "sort" }?.hostMenu)
        #expect(menu.elements.map(\.id) == ["sort.sortByPrice", "sort.sortByName", "sort#2"])
        var received: [(ShopFlow.Action, ShopFlow.Screen)] = []
        bridge.tap("sort.sortByPrice", on: products) { received.append(($0, $1)) }
        #expect(received.map(\.0) == [.sortByPrice])
        #expect(received.map(\.1) == [.products])
        bridge.tap("sort.showFeatured", on: products) { received.append(($0, $1)) }
        #expect(received.count == 1)
        #expect(bridge.screens(in: .tab(1)).map(\.screen.id) == ["product"])
    }

    @Test func aCompactWidthCollapsesTheSplitIntoTheTabsStack() throws {
        bridge.userSelected(tab: 1)
        bridge.sizeClassChanged(compact: true)
        guard case .split(_, _, _, let collapsed) = tabs[1].content else {
            Issue.record("the catalog tab holds no split")
            return
        }
        #expect(collapsed)
        #expect(bridge.screens(in: .tab(1)).map(\.screen.id) == ["categories", "products"])
        bridge.sizeClassChanged(compact: false)
        #expect(tabs[1].content.stacks == [.column(0, tab: 1), .column(1, tab: 1), .tab(1)])
        #expect(bridge.screens(in: .tab(1)).map(\.screen.id) == ["noSelection"])
    }

    @Test func aPushedScreenCanHideTheTabBar() throws {
        try router.perform(ShopFlow.Home.openAccount())
        let stack = bridge.screens(in: .tab(0))
        #expect(stack.map(\.screen.id) == ["home", "account"])
        #expect(bridge.chrome(of: stack[1], at: 1, in: .tab(0)).hidesTabBar)
        #expect(router.isTabBarHidden)  // the router's own rule
        bridge.userPopped(to: stack[0].id, in: .tab(0))
        #expect(!bridge.chrome(of: stack[0], at: 0, in: .tab(0)).hidesTabBar)  // back on the root: shown again
    }

    @Test func aSheetSwipedDownIsDismissedAndItsStackTakesItsSegueSettings() throws {
        try router.perform(ShopFlow.Home.openDeal())
        try router.perform(ShopFlow.Product.chooseSize())
        let sizes = bridge.screens(in: .presentation(0))
        #expect(sizes.map(\.screen.id) == ["sizePicker"])
        #expect(bridge.tree.presentations.first?.isModalInPresentation == false)
        #expect(bridge.chrome(of: sizes[0], at: 0, in: .presentation(0)).titleMode == .large)  // the segue's settings
        bridge.userDismissed(presentationAt: 0)
        #expect(router.state.presentations.isEmpty)
        #expect(router.visible == .product(sku: "deal"))
    }

    @Test func aColumnPoppedByTheUserPopsInTheRouter() throws {
        bridge.userSelected(tab: 1)
        bridge.userSelected(tab: 1)  // the selected tab again: SwiftUI reports no change, neither does the host
        #expect(router.selectedTab == .catalog)
        let categories = bridge.screens(in: .column(0, tab: 1))
        try router.perform(ShopFlow.Categories.openProducts())
        #expect(bridge.screens(in: .column(0, tab: 1)).map(\.screen.id) == ["categories", "products"])
        bridge.userPopped(to: categories[0].id, in: .column(0, tab: 1))
        #expect(bridge.screens(in: .column(0, tab: 1)).map(\.screen.id) == ["categories"])
    }
}
