import Foundation
import NavGraphRuntime
import Testing

/// The shop's one size picker and its two callers, through the generated API: the product presents it (a `return`
/// dismisses), the cart pushes it (a `return` pops); each caller tells its own result apart by being the visible
/// screen when the value arrives, as docs/runtime.md shows.
@MainActor
@Suite struct ShopPickerCallersTests {
    /// The sizes each caller kept, filled by one `onReturn(\.sizePicker)` handler as an app would write it.
    final class Callers {
        var product: [String: String] = [:]
        var cart: [String] = []
    }

    private func signedIn() throws -> (Router<ShopFlow>, Callers, RouterObservation) {
        let router = Router<ShopFlow>()
        let callers = Callers()
        let observation = router.onReturn(\.sizePicker) { [unowned router] picked in
            guard case .chosen(let size, _) = picked else { return }
            switch router.visible {
            case .product(let sku, _)?: callers.product[sku] = size
            case .cart?: callers.cart.append(size)
            default: break
            }
        }
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        return (router, callers, observation)
    }

    @Test func theProductGetsItsSizeByADismissal() throws {
        let (router, callers, observation) = try signedIn()
        try router.perform(ShopFlow.Home.openDeal())
        try router.perform(ShopFlow.Product.chooseSize())
        #expect(router.presentations.map(\.screens) == [[.sizePicker]])
        try router.perform(ShopFlow.SizePicker.chosen(size: "M", inStock: true))
        #expect(router.lastTransition == .dismiss)
        #expect(router.presentations.isEmpty)
        #expect(router.visible == .product(sku: "deal", size: nil))
        #expect(router.lastEvents.last?.description == "returned chosen to product")
        #expect(callers.product == ["deal": "M"])
        #expect(callers.cart == [])
        observation.cancel()
    }

    @Test func theCartGetsItsSizeByAPop() throws {
        let (router, callers, observation) = try signedIn()
        try router.select(.cart)
        try router.perform(ShopFlow.Cart.changeSize())
        #expect(router.stack == [.cart, .sizePicker])
        try router.perform(ShopFlow.SizePicker.chosen(size: "L", inStock: false))
        #expect(router.lastTransition == .pop)
        #expect(router.stack == [.cart])
        #expect(router.lastReturn == .sizePicker(.chosen(size: "L", inStock: false)))
        #expect(router.lastEvents.last?.description == "returned chosen to cart")
        #expect(callers.cart == ["L"])
        #expect(callers.product == [:])
        observation.cancel()
    }

    @Test func cancellingReturnsNothingToEitherCaller() throws {
        let (router, callers, observation) = try signedIn()
        try router.select(.cart)
        try router.perform(ShopFlow.Cart.changeSize())
        try router.perform(ShopFlow.SizePicker.cancel())
        #expect(router.stack == [.cart])
        #expect(router.lastReturn == nil)
        try router.select(.home)
        try router.perform(ShopFlow.Home.openDeal())
        try router.perform(ShopFlow.Product.chooseSize())
        _ = try router.tap("cancel")
        #expect(router.presentations.isEmpty)
        #expect(router.lastReturn == nil)
        #expect(callers.cart == [] && callers.product == [:])
        observation.cancel()
    }
}
