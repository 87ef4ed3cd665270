import NavGraphRuntime
import Testing

/// The shop's shared `openProduct`: one generated call, performed from the home and cart tabs, refused elsewhere
/// with an error naming them; the catalog's own `Products.openProduct` is untouched.
@MainActor
@Suite struct SharedSegueDrivingTests {
    @Test func oneCallOpensAProductFromEitherSource() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        try router.perform(ShopFlow.Segues.openProduct(sku: "tee"))
        #expect(router.stack == [.home, .product(sku: "tee", size: nil)])
        try router.select(.cart)
        try router.perform(ShopFlow.Segues.openProduct(sku: "cap", size: "M"))
        #expect(router.stack == [.cart, .product(sku: "cap", size: "M")])
        #expect(ShopFlow.Segues.openProduct(sku: "x").isShared)
        #expect(!ShopFlow.Products.openProduct(sku: "x").isShared)
    }

    @Test func theCallIsRefusedWhereNoSourceIsVisible() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        try router.perform(ShopFlow.Home.openAccount())
        #expect(
            throws: NavigationError.notASharedSegueSource(
                segue: "openProduct", sources: ["home", "cart"], visible: "account")
        ) {
            try router.perform(ShopFlow.Segues.openProduct(sku: "tee"))
        }
        #expect(router.stack == [.home, .account])
        // In the catalog's split, `products` is no source: its own segue shows the detail.
        try router.select(.catalog)
        #expect(throws: NavigationError.self) { try router.perform(ShopFlow.Segues.openProduct(sku: "tee")) }
        try router.perform(ShopFlow.Products.openProduct(sku: "tee"))
        #expect(router.stack == [.product(sku: "tee", size: nil)])
    }
}
