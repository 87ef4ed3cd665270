@_spi(Hosting) import NavGraphRuntime
import Testing

/// The generated API of the shop's sort menu: its entries' `action:`s are cases of `ShopFlow.Action`, returned by
/// `tap("sort.ENTRY")`; its section's entry performs a segue.
@MainActor
@Suite struct ShopMenuDrivingTests {
    @Test func theSortMenusEntriesReturnTypedActionsAndPerformTheirSegue() throws {
        let router = Router<ShopFlow>()
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        try router.select(.catalog)
        try router.setCompact(true)
        #expect(router.stack == [.categories, .products])
        #expect(try router.tap("sort.sortByPrice") == .action(.sortByPrice))
        #expect(try router.tap("sort.sortByName") == .action(.sortByName))
        #expect(ShopFlow.action(named: "sortByPrice") == .sortByPrice)
        guard case .segue("openFeatured", _) = try router.tap("sort.showFeatured") else {
            Issue.record("the section's entry performs openFeatured")
            return
        }
        #expect(router.stack == [.categories, .products, .product(sku: "featured", size: nil)])
        #expect(throws: NavigationError.self) { try router.tap("sort") }
    }
}
