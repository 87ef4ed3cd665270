import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// The SwiftUI host's search field over the finder graph: what `.searchable` and `.searchScopes` read from the
/// router, what SwiftUI writes back reaching the router, stale writes dropped, and the results screen's view
/// shown while the router shows it.
@MainActor
@Suite struct SearchBridgeTests {
    let router = Router<FinderFlow>()
    var bridge: HostBridge<FinderFlow> { HostBridge(router: router) }

    init() throws {
        try router.start()
    }

    @Test func writesReachTheRouterAndTheResultsScreenShowsWhileThereIsText() throws {
        let items = router.state.visible
        var field = try #require(bridge.searchField(of: items))
        #expect(field.placeholder == "Find" && field.scopes == ["All", "Recent"] && !field.isActive)
        #expect(field.shownResults == nil)
        bridge.searchFieldChanged(.presented(true), of: items)
        #expect(router.search(of: items.id)?.isActive == true)
        bridge.searchFieldChanged(.text("ap"), of: items)
        bridge.searchFieldChanged(.scope("Recent"), of: items)
        field = try #require(bridge.searchField(of: items))
        #expect(field.isActive && field.text == "ap" && field.scope == "Recent")
        let results = try #require(field.shownResults)
        #expect(bridge.screen(of: results) == .found)
        bridge.searchFieldChanged(.presented(false), of: items)
        field = try #require(bridge.searchField(of: items))
        #expect(!field.isActive && field.text.isEmpty && field.shownResults == nil)
    }

    @Test func aWriteFromAScreenNoLongerVisibleIsDropped() throws {
        let items = router.state.visible
        bridge.searchFieldChanged(.text("ap"), of: items)
        try router.perform(FinderFlow.Items.openDetail())
        let detail = router.state.visible
        bridge.searchFieldChanged(.text("late"), of: items)
        // Neither the list's search (no longer visible) nor the detail's (the router's visible screen) took it.
        #expect(router.search(of: items.id)?.text == "ap")
        #expect(router.search(of: detail.id)?.isActive != true)
        #expect(bridge.searchField(of: detail)?.text == "")
    }
}
