import Foundation
import NavGraphRuntime
import Testing

/// `entries:` through the generated API: the shop starts at sign-in (`Router()`, its first entry) or, someone
/// already signed in, at its tab bar (`Router(entry: .app)`); snapshots record the entry.
@MainActor
@Suite struct EntryDrivingTests {
    @Test func theGeneratedEntryEnumListsTheEntriesInOrder() throws {
        #expect(ShopFlow.definition.entryIDs == ["signIn", "app"])
        #expect(try ShopFlow.entryValue(of: .signIn) == ScreenValue(id: "signIn"))
        #expect(try ShopFlow.entryValue(of: .app) == ScreenValue(id: "app"))
    }

    @Test func routerStartsFromTheFirstEntryByDefault() throws {
        let router = Router<ShopFlow>()
        try router.start()
        #expect(router.stack == [.signIn])
        #expect(router.selectedTab == nil)
        #expect(router.entryID == "signIn")
    }

    @Test func routerStartsFromAContainerEntryWithEveryTabAtItsRoot() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        #expect(router.selectedTab == .home)
        #expect(router.stack == [.home])
        #expect(router.entryID == "app")
        try router.select(.cart)
        #expect(router.stack == [.cart])
        // Signing out from an entry that skipped sign-in still reaches it: the graph's replaceRoot.
        try router.select(.home)
        try router.perform(ShopFlow.Home.openAccount())
        try router.perform(ShopFlow.Account.signOut())
        #expect(router.stack == [.signIn])
    }

    @Test func routerStartsFromAScreenEntry() throws {
        let router = Router<ShopFlow>(entry: .signIn)
        try router.start()
        #expect(router.stack == [.signIn])
        #expect(router.entryID == "signIn")
        #expect(router.restorationState().entry == nil)
    }

    @Test func aSnapshotRecordsTheEntryAndTheRestoredRouterKeepsIt() throws {
        let router = Router<ShopFlow>(entry: .app)
        try router.start()
        try router.select(.cart)
        let snapshot = router.restorationState()
        #expect(snapshot.entry == "app")
        let data = try snapshot.jsonData()
        let restored = try Router<ShopFlow>(restoring: data)
        try restored.start()
        #expect(restored.entryID == "app")
        #expect(restored.selectedTab == .cart)
        #expect(restored.restorationState().entry == "app")
    }

    @Test func aSnapshotNamingAnEntryTheGraphNoLongerHasRestoresWithTheRoot() throws {
        var snapshot = Router<ShopFlow>().restorationState()
        snapshot.entry = "gone"
        let restored = try Router<ShopFlow>(restoring: snapshot)
        #expect(restored.entryID == "signIn")
        #expect(restored.stack == [.signIn])
    }
}
