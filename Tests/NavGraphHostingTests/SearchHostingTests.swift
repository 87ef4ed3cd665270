import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// Searches and self-dismissing screens through the host: the router's search reaches the searching screen's
/// view controller with its navigation item (what the UIKit navigator sets its search controller from), and a
/// system screen closing itself leaves the router and the screen in the same state (docs/hosts.md).
@MainActor
@Suite struct SearchHostingTests {
    @Test func aSearchWalksTheSameOnTheHostAndInTheSimulator() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            for line in [
                "tap search", "search \"\"", "search gen scope=Apps", "perform openFoundApp appID=mail", "back",
                "cancelSearch", "tap cancel",
            ] {
                let (hostRefused, simulatorRefused) = try harness.run(line)
                #expect(harness.checkStep(line, hostRefused: hostRefused, simulatorRefused: simulatorRefused))
                #expect(!hostRefused, "\(line)")
            }
        }
    }

    @Test func theSearchingScreensNavigationItemCarriesTheSearch() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            try harness.run("tap search")
            let searching = harness.router.state.visible
            let controller = try #require(harness.coordinator.controllers[searching.id])
            #expect(controller.navigationItem?.search?.placeholder == "Search Settings")
            // The host asked for the results instance to make the results controller: no search is active.
            #expect(controller.navigationItem?.searchState?.isActive == false)
            #expect(controller.navigationItem?.searchState?.results?.screen.id == "searchResults")
            try harness.run("search gen scope=Apps")
            let state = try #require(controller.navigationItem?.searchState)
            #expect(state.isActive && state.text == "gen" && state.scope == "Apps")
            #expect(state.results?.screen.id == "searchResults")
            try harness.run("cancelSearch")
            #expect(controller.navigationItem?.searchState?.isActive == false)
        }
    }

    @Test func aSelfDismissingScreenLeavesTheHostInStep() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            for line in [
                "perform openApp appID=mail", "perform openSection section=privacy", "tap help", "dismissItself",
            ] {
                let (hostRefused, simulatorRefused) = try harness.run(line)
                #expect(harness.checkStep(line, hostRefused: hostRefused, simulatorRefused: simulatorRefused))
            }
            #expect(harness.router.state.presentations.isEmpty)
            #expect(harness.fake.presented.isEmpty)
        }
    }
}
