import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// The edge swipe follows the top's `interactivePopGestureEnabled` even when the bars over two tops look alike.
@MainActor
@Suite struct SwipeSettingHostingTests {
    /// Three untitled screens: `locked` turns the swipe off; the bars over `locked` and `free` are otherwise equal.
    static let yaml = """
        navgraph: 1
        graph: SwipeFlow
        root: start
        screens:
          start:
            segues:
              lock: { kind: show, to: locked }
          locked:
            interactivePopGestureEnabled: false
            segues:
              free: { kind: show, to: free }
          free: {}
        """

    @Test func theSwipeSettingFollowsTheTopWhenTheBarsLookAlike() throws {
        let checked = Pipeline.check(
            mainFile: "swipe.navgraph.yaml", sources: InMemorySources(["swipe.navgraph.yaml": Self.yaml]))
        let definition = try #require(checked.definition)
        try DynamicGraph.$current.withValue(definition) {
            let harness = try HostHarness(definition: definition)
            try harness.run("perform lock")
            #expect(harness.router.bars(in: .main)?.interactivePopGestureEnabled == false)
            #expect(!harness.fake.beginSwipe(in: .main))
            #expect(harness.fake.differences(from: harness.router) == [])
            try harness.run("perform free")
            #expect(harness.router.bars(in: .main)?.interactivePopGestureEnabled == true)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.fake.beginSwipe(in: .main))
            harness.fake.finishSwipe()
            #expect(harness.router.state.stack.map(\.screen.id) == ["start", "locked"])
            #expect(!harness.fake.beginSwipe(in: .main))
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }
}
