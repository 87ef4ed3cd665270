import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// Tapping the selected tab: UIKit pops that tab's navigation controller to its root (animated) and tells the tab
/// bar controller's delegate `didSelect`, then the navigation controller's delegate `didShow` when the pop ends.
/// The router hears it once, with the events of the programmatic `selectTab` of the selected tab.
@MainActor
@Suite struct TabReselectHostingTests {
    @Test func reselectingATabPopsItOnceWithTheRoutersEvents() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            try harness.run("perform openDeal")
            try harness.run("perform openReviews")
            let navigation = try #require(harness.fake.navigationController(for: .tab(0)))
            #expect(navigation.viewControllers.count == 3)
            let popped = navigation.viewControllers.dropFirst().map { $0 }
            let log = harness.fake.log.count
            #expect(harness.fake.tapTab(0))
            // UIKit's order: the pop starts, the tab bar's delegate hears the tap, the pop's animation ends later.
            // (No second willShow: the host's own setViewControllers finds the stack already at its root.)
            #expect(Array(harness.fake.log[log...]) == ["willShow #2", "didSelect 0"])
            #expect(harness.fake.isAnimating)
            #expect(harness.router.state.stack.map(\.screen.id) == ["home"])
            #expect(harness.coordinator.lastRefusal == nil)
            let events = harness.router.lastEvents
            harness.fake.finishAnimations()
            #expect(harness.fake.log.last == "didShow #2")
            // The delegate's didShow is UIKit's echo of that pop: nothing more reaches the router.
            #expect(harness.router.lastEvents == events)
            #expect(harness.coordinator.lastRefusal == nil)
            #expect(popped.allSatisfy { $0.isReleased })
            #expect(harness.fake.differences(from: harness.router) == [])

            // The simulator's programmatic selectTab of the selected tab gives the same events.
            var simulator = try Simulator(definition: DynamicGraph.current, files: .inMemory())
            for line in ["perform signedIn", "perform openDeal", "perform openReviews", "selectTab home"] {
                _ = simulator.run(try #require(try SimulationCommand.parse(line)))
            }
            #expect(events == simulator.lastEvents)
            #expect(harness.router.state.stack == simulator.navigationState.stack)
        }
    }

    @Test func reselectingATabAtItsRootChangesNothing() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            let log = harness.fake.log.count
            #expect(harness.fake.tapTab(0))
            #expect(Array(harness.fake.log[log...]) == ["didSelect 0"])
            #expect(!harness.fake.isAnimating)
            #expect(harness.router.lastEvents.isEmpty)
            #expect(harness.coordinator.lastRefusal == nil)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func reselectingASplitTabPopsItsSecondaryAsTheRouterDoes() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            try harness.run("selectTab catalog")
            try harness.run("perform products.openProduct sku=tee")
            try harness.run("perform openReviews")
            #expect(harness.router.state.stack.count == 2)
            // UIKit pops only a navigation controller it selects; the router pops the split's secondary, and the
            // host shows that.
            let step = try harness.run("selectTab catalog")
            #expect(
                harness.checkStep("reselect", hostRefused: step.hostRefused, simulatorRefused: step.simulatorRefused))
            #expect(harness.router.state.stack.map(\.screen.id) == ["product"])
        }
    }
}
