import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A `return` on the fake UIKit: the host applies exactly the operations it applies for the same state change made
/// another way (an unwind to the screen below, a back tap), and the fake agrees with the router afterwards.
@MainActor
@Suite struct ReturnSegueHostingTests {
    static let graph = """
        navgraph: 1
        graph: Picking
        root: home
        screens:
          home:
            segues:
              push: { kind: show, to: picker }
              present: { kind: modal, to: picker, presentation: fullScreen }
              presentStack: { kind: modal, to: picker, embedInNavigationController: true }
              presentWrapper: { kind: modal, to: wrapper, embedInNavigationController: true }
          wrapper:
            segues:
              push: { kind: show, to: picker }
              close: { kind: unwind, to: home }
          picker:
            segues:
              chosen: { kind: return, returns: { size: String } }
              home: { kind: unwind, to: home }

        """

    /// The host operations of `last` after `steps`, and whether the fake agrees with the router afterwards.
    private func operations(after steps: [String], then last: String) throws -> [HostOperation] {
        let checked = Pipeline.check(
            mainFile: "p.navgraph.yaml", sources: InMemorySources(["p.navgraph.yaml": Self.graph]))
        let definition = try #require(checked.definition, "\(checked.diagnostics.map(\.message))")
        return try DynamicGraph.$current.withValue(definition) {
            let harness = try HostHarness(definition: definition)
            for step in steps { try harness.run(step) }
            let before = HostTree(harness.router)
            let (hostRefused, simulatorRefused) = try harness.run(last)
            #expect(!hostRefused && !simulatorRefused, "\(last)")
            #expect(harness.fake.differences(from: harness.router) == [], "\(steps) then \(last)")
            return HostPlan.operations(from: before, to: HostTree(harness.router), animated: true)
        }
    }

    @Test func aReturnIsHostedAsTheUnwindToTheScreenBelow() throws {
        for caller in ["perform push", "perform present", "perform presentStack"] {
            let returned = try operations(after: [caller], then: "perform chosen size=M")
            let unwound = try operations(after: [caller], then: "perform home")
            #expect(!returned.isEmpty)
            #expect(returned == unwound, "\(caller)")
        }
    }

    @Test func aReturnInsideAPresentedStackIsHostedAsABackTap() throws {
        let steps = ["perform presentWrapper", "perform push"]
        let returned = try operations(after: steps, then: "perform chosen size=S")
        #expect(
            returned.contains { if case .setStack(.presentation(0), _, animated: true) = $0 { true } else { false } })
        #expect(!returned.contains { if case .dismiss = $0 { true } else { false } })
        #expect(returned == (try operations(after: steps, then: "back")))
    }
}
