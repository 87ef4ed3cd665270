import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A screen with `dismissesItself` that UIKit takes away by itself (no delegate hears it): the host notices it
/// gone the next time it looks (`noticeSelfDismissals`, as the UIKit host does before a tap and on UIKit's
/// callbacks) and tells the router `dismissedItself`; other presentations are never reported so.
@MainActor
@Suite struct SelfDismissalHostingTests {
    /// Opens the help page (Safari) over the privacy section; returns the instance under it.
    private func openHelp(_ harness: HostHarness) throws -> ScreenInstance {
        for line in ["perform openApp appID=mail", "perform openSection section=privacy"] { try harness.run(line) }
        let under = harness.router.state.visible
        try harness.run("tap help")
        #expect(harness.router.state.visible.screen.id == "helpPage")
        return under
    }

    @Test func aSystemScreenGoneByItselfIsReportedToTheRouter() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            let under = try openHelp(harness)
            let help = harness.router.state.visible
            #expect(harness.fake.topClosesItself())
            #expect(harness.router.state.presentations.count == 1, "not noticed before the host looks")
            harness.fake.noticeSelfDismissals()
            #expect(harness.router.state.presentations.isEmpty)
            #expect(harness.fake.presented.isEmpty)
            #expect(harness.fake.live[help.id] == nil)
            #expect(harness.router.state.visible.id == under.id)
            #expect(harness.refusals.isEmpty)
            // Looking again finds nothing more.
            harness.fake.noticeSelfDismissals()
            #expect(harness.refusals.isEmpty)
        }
    }

    @Test func aScreenThatDoesNotDismissItselfIsNeverReportedSo() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            try harness.run("tap search")
            #expect(harness.fake.topClosesItself())
            harness.fake.noticeSelfDismissals()
            #expect(harness.router.state.presentations.count == 1)
            #expect(!harness.coordinator.dismissesItself(presentationAt: 0))
        }
    }
}
