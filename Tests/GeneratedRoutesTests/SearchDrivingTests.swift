import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing

/// `router.search(_:scope:)`, `cancelSearch()`, `search(of:)`, `searchResults(of:)` and `dismissedItself(_:)` on
/// the generated settings graph: the results screen's segue goes through the generated API, hosts are told of
/// each change, and a self-dismissing screen leaves with its events (docs/runtime.md, Search).
@MainActor
@Suite struct SearchDrivingTests {
    /// A started settings router showing the search sheet.
    static func searching() throws -> Router<SettingsFlow> {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openSearch())
        return router
    }

    @Test func aSearchShowsTheResultsScreenAndItsSegueRunsThroughTheGeneratedAPI() throws {
        let router = try Self.searching()
        let searching = router.state.visible
        var changes: [NavigationChange] = []
        let observation = router.observeChanges { changes.append($0) }
        try router.search("mail", scope: "Apps")
        #expect(changes.count == 1 && changes.first?.transition == nil)
        let search = try #require(router.search(of: searching.id))
        #expect(search.isActive && search.text == "mail" && search.scope == "Apps" && search.showsResults)
        #expect(router.state.visible == searching)
        #expect(
            router.lastEvents.map(\.description) == [
                "viewDidLoad searchResults", "viewWillAppear searchResults", "viewDidAppear searchResults",
            ])
        #expect(router.navigationItem(for: searching)?.searchState == search)
        #expect(throws: NavigationError.unknownScope("Nope", scopes: ["All", "Apps"])) {
            try router.search("x", scope: "Nope")
        }
        try router.perform(SettingsFlow.SearchResults.openFoundApp(appID: "mail", appName: "Mail"))
        #expect(router.state.presentations.first?.stack.map(\.screen.id) == ["search", "appSettings"])
        _ = observation
    }

    @Test func cancelEndsTheSearchAndTheResultsInstanceIsMadeOnceForAHost() throws {
        let router = try Self.searching()
        let searching = router.state.visible
        let results = try #require(router.searchResults(of: searching.id))
        #expect(results.screen.id == "searchResults")
        #expect(router.searchResults(of: searching.id) == results)
        #expect(router.lastEvents.isEmpty)
        try router.search("gen")
        #expect(router.search(of: searching.id)?.results == results)
        try router.cancelSearch()
        #expect(router.search(of: searching.id)?.isActive == false)
        #expect(
            router.lastEvents.map(\.description) == [
                "viewWillDisappear searchResults", "viewDidDisappear searchResults",
            ])
        // The settings list has no search.
        try router.dismiss()
        #expect(throws: NavigationError.noSearch(screen: "settingsList", reason: "it has no 'navigationItem.search'")) {
            try router.search("x")
        }
        #expect(router.searchResults(of: router.state.visible.id) == nil)
    }

    @Test func aSelfDismissingScreenIsReportedGone() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openApp(appID: "mail", appName: "Mail"))
        try router.perform(SettingsFlow.AppSettings.openSection(section: .privacy))
        #expect(throws: NavigationError.notSelfDismissing(screen: "settingsGroup")) {
            try router.dismissedItself(router.state.visible.id)
        }
        _ = try router.tap("help")
        let help = router.state.visible
        #expect(help.screen.id == "helpPage")
        let gone = try router.dismissedItself(help.id)
        #expect(gone == [help])
        #expect(router.presentations.isEmpty)
        #expect(
            router.lastEvents.map(\.description) == [
                "viewWillDisappear helpPage", "viewDidDisappear helpPage", "deinit helpPage",
            ])
        #expect(throws: NavigationError.instanceNotFound(help.id)) { try router.dismissedItself(help.id) }
    }
}
