import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// What the hosts decide about a search field (`HostSearch`, `SearchField`, `HostCoordinator.searchFieldDidChange`),
/// run through the fake UIKit as the UIKit host runs it: the results controller made by the factory for the
/// router's results instance, the person's text, scope and Cancel reaching the router, echoes and stale reports
/// ignored, and the router's own changes set on the field (docs/hosts.md, Search).
@MainActor
@Suite struct SearchFieldHostingTests {
    /// The settings graph with its search sheet open; returns the searching instance.
    private func openSearch(_ harness: HostHarness) throws -> InstanceID {
        try harness.run("tap search")
        return harness.router.state.visible.id
    }

    @Test func theResultsControllerIsMadeByTheFactoryForTheRoutersResultsInstance() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            let searching = try openSearch(harness)
            let search = try #require(harness.fake.live[searching]?.searchController)
            let results = try #require(search.resultsController)
            #expect(results.instance.screen.id == "searchResults")
            #expect(harness.fake.resultsControllersMade.map(\.results) == [results.instance.id])
            #expect(harness.router.search(of: searching)?.results?.id == results.instance.id)
            #expect(search.field.placeholder == "Search Settings" && search.field.scopes == ["All", "Apps"])
            #expect(!search.field.isActive && search.field.scope == "All")
            // Set again from the router: the search controller and its results controller are kept.
            #expect(harness.fake.typeInSearch("gen", on: searching))
            #expect(harness.fake.live[searching]?.searchController === search)
            #expect(harness.fake.resultsControllersMade.count == 1)
        }
    }

    @Test func typingAScopeAndCancelReachTheRouter() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            let searching = try openSearch(harness)
            #expect(harness.fake.typeInSearch("gen", scopeIndex: 1, on: searching))
            var state = try #require(harness.router.search(of: searching))
            #expect(state.isActive && state.text == "gen" && state.scope == "Apps" && state.showsResults)
            #expect(harness.fake.typeInSearch("gene", on: searching))
            state = try #require(harness.router.search(of: searching))
            #expect(state.text == "gene" && state.scope == "Apps")
            #expect(harness.fake.tapSearchCancel(on: searching))
            state = try #require(harness.router.search(of: searching))
            #expect(!state.isActive && state.text.isEmpty)
            #expect(harness.refusals.isEmpty)
        }
    }

    @Test func echoesAndStaleReportsAreIgnored() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            let searching = try openSearch(harness)
            try harness.router.search("gen", scope: "Apps")
            // What the host set, handed back: nothing to report.
            #expect(
                harness.coordinator.searchFieldDidChange(
                    .field(isActive: true, text: "gen", scopeIndex: 1), of: searching) == nil)
            #expect(harness.coordinator.searchFieldDidChange(.text("gen"), of: searching) == nil)
            #expect(harness.coordinator.searchFieldDidChange(.presented(true), of: searching) == nil)
            // Cancel reported twice (UIKit's update, then the delegate): one cancel.
            #expect(harness.coordinator.searchFieldDidChange(.presented(false), of: searching) == .cancel)
            #expect(harness.coordinator.searchFieldDidChange(.presented(false), of: searching) == nil)
            // SwiftUI emptying the text or writing the scope back after Cancel starts nothing.
            #expect(harness.coordinator.searchFieldDidChange(.text(""), of: searching) == nil)
            #expect(harness.coordinator.searchFieldDidChange(.scope("Apps"), of: searching) == nil)
            #expect(harness.router.search(of: searching)?.isActive == false)
            // Text typed while inactive starts the search, with the first scope.
            #expect(
                harness.coordinator.searchFieldDidChange(.text("w"), of: searching) == .search(text: "w", scope: "All"))
            // A report from a screen that is not the visible one any more (the sheet went) is stale.
            try harness.run("tap cancel")
            #expect(harness.router.state.visible.id != searching)
            #expect(harness.coordinator.searchFieldDidChange(.text("late"), of: searching) == nil)
            #expect(harness.refusals.isEmpty)
        }
    }

    @Test func theRoutersOwnSearchIsSetOnTheField() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            let searching = try openSearch(harness)
            try harness.router.search("priv", scope: "Apps")
            var field = try #require(harness.fake.live[searching]?.searchController?.field)
            #expect(field.isActive && field.text == "priv" && field.scopeIndex == 1)
            #expect(field.shownResults?.screen.id == "searchResults")
            try harness.router.cancelSearch()
            field = try #require(harness.fake.live[searching]?.searchController?.field)
            #expect(!field.isActive && field.text.isEmpty && field.shownResults == nil)
        }
    }
}
