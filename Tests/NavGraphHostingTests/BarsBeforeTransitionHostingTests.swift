import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// UIKit reads the incoming screen's bars and the back button of the screen below it when a push or pop begins:
/// the host sets them before, and animates bar visibility changes with the transition.
@MainActor
@Suite struct BarsBeforeTransitionHostingTests {
    @Test func aPushThatHidesTheBarFindsItsBarsSetWhenItBegins() throws {
        let checked = Pipeline.check(
            mainFile: "split.navgraph.yaml",
            sources: InMemorySources(["split.navgraph.yaml": SplitBarsHostingTests.yaml]))
        let definition = try #require(checked.definition, "\(checked.diagnostics)")
        try DynamicGraph.$current.withValue(definition) {
            let harness = try HostHarness(definition: definition)
            let open = try harness.run("perform list.open")
            #expect(harness.checkStep("open", hostRefused: open.hostRefused, simulatorRefused: open.simulatorRefused))
            let more = try harness.run("perform more")
            #expect(harness.checkStep("more", hostRefused: more.hostRefused, simulatorRefused: more.simulatorRefused))
            let secondary = try #require(harness.fake.navigationController(for: .main))
            // The back button over "Detail" (the item's title shortened to "Back") was there when the push began.
            #expect(secondary.barWhenTransitionBegan == harness.router.bars(in: .main)?.navigationBar)
            #expect(secondary.barWhenTransitionBegan?.left.isEmpty == false)
            try harness.run("back")
            let zoom = try harness.run("perform item.zoom")
            #expect(harness.checkStep("zoom", hostRefused: zoom.hostRefused, simulatorRefused: zoom.simulatorRefused))
            #expect(secondary.barWhenTransitionBegan?.hidden == true)
            #expect(secondary.barsAnimated, "the bar hides with the push")
            #expect(harness.fake.failures == [])
        }
    }
}
