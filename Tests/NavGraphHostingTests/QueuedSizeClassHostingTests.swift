import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A size-class change UIKit reports while the router is in a transition (which refuses it) waits and is applied
/// when the transition ends, so the router's split never stays expanded under a collapsed one.
@MainActor
@Suite struct QueuedSizeClassHostingTests {
    private func withHarness(mode: TransitionMode = .manual, _ body: (HostHarness) throws -> Void) throws {
        let checked = Pipeline.check(
            mainFile: "split.navgraph.yaml",
            sources: InMemorySources(["split.navgraph.yaml": SplitBarsHostingTests.yaml]))
        let definition = try #require(checked.definition, "\(checked.diagnostics)")
        try DynamicGraph.$current.withValue(definition) {
            try body(try HostHarness(definition: definition, mode: mode))
        }
    }

    @Test func aCollapseDuringAPushIsAppliedWhenThePushEnds() throws {
        try withHarness { harness in
            let open = try #require(try SimulationCommand.parse("perform list.open"))
            harness.runWithoutWaiting(open, .compact(true))
            #expect(harness.refusals.isEmpty)
            #expect(harness.router.state.split?.isCollapsed == true)
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.fake.navigationController(for: .main)?.holder == .compact(tab: nil))
        }
    }

    @Test func aCollapseDuringTheSwipeBackIsAppliedWhenTheSwipeEnds() throws {
        try withHarness(mode: .immediate) { harness in
            try harness.run("perform list.open")
            try harness.run("perform more")
            #expect(harness.fake.beginSwipe(in: .main))
            harness.fake.changeSizeClass(compact: true)
            #expect(harness.refusals.isEmpty)
            #expect(harness.router.state.split?.isCollapsed == false, "waits for the swipe")
            harness.fake.finishSwipe()
            harness.fake.finishAnimations()
            #expect(harness.refusals.isEmpty)
            #expect(harness.router.state.split?.isCollapsed == true)
            #expect(harness.router.state.stack.count == 2)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }
}
