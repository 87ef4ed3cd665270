import Foundation
import NavGraphRuntime
import Testing

/// The generated API of the shop example: `replaceRoot` into a tab bar, typed tabs, a split in a tab, and a
/// picker whose unwind returns typed values to the delegate, closures and the stream.
@MainActor
@Suite struct ShopDrivingTests {
    final class Delegate: RouterDelegate {
        var returned: [ShopFlow.Return] = []
        func router(didEmit event: NavigationEvent) {}
        func router(didReturn value: any Hashable & Sendable) {
            if let value = value as? ShopFlow.Return { returned.append(value) }
        }
    }

    @Test func signingInInstallsTheTabBarAndTabsSelectTyped() throws {
        let router = Router<ShopFlow>()
        try router.start()
        #expect(router.selectedTab == nil)
        try router.perform(ShopFlow.SignIn.signedIn())
        #expect(router.selectedTab == .home)
        #expect(router.stack == [.home])
        try router.perform(ShopFlow.Home.openAccount())
        #expect(router.isTabBarHidden)
        try router.select(.catalog)
        #expect(router.selectedTab == .catalog)
        #expect(router.stack == [.noSelection])
        #expect(ShopFlow.Tab.allCases.map(\.rawValue) == ["home", "catalog", "cart"])
        try router.perform(ShopFlow.Products.openProduct(sku: "tee"))
        #expect(router.stack == [.product(sku: "tee", size: nil)])
        try router.select(.home)
        try router.perform(ShopFlow.Account.signOut())
        #expect(router.stack == [.signIn])
        #expect(router.selectedTab == nil)
    }

    @Test func theSizePickerReturnsTypedValuesToEveryObserver() async throws {
        let router = Router<ShopFlow>()
        let delegate = Delegate()
        router.delegate = delegate
        var closures: [ShopFlow.Return] = []
        let observation = router.onReturn { closures.append($0) }
        let stream = router.returns()
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        try router.select(.catalog)
        try router.perform(ShopFlow.Products.openProduct(sku: "tee"))
        try router.perform(ShopFlow.Product.chooseSize())
        try router.perform(ShopFlow.SizePicker.chosen(size: "M", inStock: true))
        let expected = ShopFlow.Return.sizePicker(.chosen(size: "M", inStock: true))
        #expect(router.lastReturn == expected)
        #expect(router.lastEvents.last?.description == "returned chosen to product")
        #expect(delegate.returned == [expected])
        #expect(closures == [expected])
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == expected)
        observation.cancel()
    }

    @Test func theProductFiltersWhatTheSizePickerReturnsWithoutACast() async throws {
        let router = Router<ShopFlow>()
        var picked: [ShopFlow.Return.SizePicker] = []
        let observation = router.onReturn(\.sizePicker) { picked.append($0) }
        let stream = router.returns(\.sizePicker)
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        try router.select(.catalog)
        try router.perform(ShopFlow.Products.openProduct(sku: "tee"))
        try router.perform(ShopFlow.Product.chooseSize())
        try router.perform(ShopFlow.SizePicker.chosen(size: "L", inStock: false))
        #expect(picked == [.chosen(size: "L", inStock: false)])
        #expect(router.lastReturn?.sizePicker == .chosen(size: "L", inStock: false))
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == .chosen(size: "L", inStock: false))
        observation.cancel()
    }
}
