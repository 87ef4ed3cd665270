import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing

/// `router.setBadge(_:for:)` on the shop's typed tabs: it replaces the graph's `badge:`, holds whether or not the
/// tab bar is on screen, tells the hosts (a change with nothing else in it) and is saved in snapshots.
@MainActor
@Suite struct BadgeDrivingTests {
    @Test func aBadgeReplacesTheGraphsAndNilClearsIt() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        #expect(router.badge(for: .cart) == "2")
        #expect(router.badge(for: .home) == nil)
        try router.setBadge("5", for: .cart)
        #expect(router.badge(for: .cart) == "5")
        #expect(router.lastEvents.isEmpty)
        try router.setBadge(nil, for: .cart)
        #expect(router.badge(for: .cart) == nil)
        #expect(router.stack == [.home])
    }

    @Test func aBadgeChangeIsAChangeForHostsAndObservers() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        var serials: [Int] = []
        let observation = router.observeChanges { serials.append($0.serial) }
        let before = router.lastChange?.serial ?? 0
        try router.setBadge("1", for: .home)
        #expect(serials == [before + 1])
        #expect(router.lastChange?.replacesRoot == false)
        // Setting the same badge again changes nothing.
        try router.setBadge("1", for: .home)
        #expect(serials == [before + 1])
        observation.cancel()
    }

    @Test func aBadgeSetBeforeSignInHoldsOnceTheTabBarIsInstalled() throws {
        let router = Router<ShopFlow>()
        try router.start()
        try router.setBadge("9", for: .cart)
        try router.perform(ShopFlow.SignIn.signedIn())
        #expect(router.badge(for: .cart) == "9")
    }

    @Test func snapshotsSaveTheBadgesTheAppSet() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        try router.setBadge(nil, for: .cart)
        try router.setBadge("4", for: .home)
        let snapshot = router.restorationState()
        #expect(snapshot.badges == [TabBadge(tab: "cart", value: nil), TabBadge(tab: "home", value: "4")])
        let restored = try Router<ShopFlow>(restoring: try snapshot.jsonData())
        #expect(restored.badge(for: .cart) == nil)
        #expect(restored.badge(for: .home) == "4")
        var stale = snapshot
        stale.badges = [TabBadge(tab: "wishlist", value: "1")]
        let kept = try Router<ShopFlow>(restoring: stale)
        #expect(kept.restorationState().badges == nil)
        #expect(Router<ShopFlow>().restorationState().badges == nil)
    }
}
