import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// `setBadge TAB VALUE|null` in simulate and in flow files: the tab's badge in the state's `tabs`.
@Suite struct BadgeSimulationTests {
    /// The shop example's definition.
    static func shop() throws -> GraphDefinition {
        try #require(Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    }

    @Test func setBadgeParsesFromALineAndFromAFlowStepsOneOperand() throws {
        #expect(try SimulationCommand.parse("setBadge cart 3") == .setBadge(tab: "cart", value: "3"))
        #expect(try SimulationCommand.parse("setBadge cart null") == .setBadge(tab: "cart", value: nil))
        #expect(
            try SimulationCommand.parse("setBadge cart \"New items\"") == .setBadge(tab: "cart", value: "New items"))
        #expect(
            try SimulationCommand.command(named: "setBadge", operands: ["cart New items"])
                == .setBadge(tab: "cart", value: "New items"))
        #expect(throws: SimulationInputError("usage: setBadge TAB VALUE|null")) {
            try SimulationCommand.parse("setBadge cart")
        }
    }

    @Test func theStateShowsTheBadgeTheAppSet() throws {
        var simulator = try Simulator(definition: Self.shop(), files: .inMemory())
        _ = try simulator.step("setBadge cart 5")
        let state = try simulator.step("perform signedIn")
        #expect(state.tabs?.items.map(\.badge) == [nil, nil, "5"])
        let cleared = try simulator.step("setBadge cart null")
        #expect(cleared.tabs?.items.map(\.badge) == [nil, nil, nil])
        #expect(cleared.events.isEmpty)
        let refused = try simulator.step("setBadge wishlist 1")
        #expect(refused.errorKind == "unknownTab")
    }

    @Test func aGraphWithoutATabBarRefusesSetBadge() throws {
        let text = "navgraph: 1\ngraph: Plain\nroot: home\nscreens:\n  home: {}\n"
        let result = Pipeline.check(mainFile: "p.navgraph.yaml", sources: InMemorySources(["p.navgraph.yaml": text]))
        let definition = try #require(result.definition)
        var simulator = try Simulator(definition: definition, files: .inMemory())
        #expect(try simulator.step("setBadge home 1").errorKind == "noTabBar")
    }

    static let flowText = """
        graph: shop.navgraph.yaml
        flows:
          a badge:
            - perform: signedIn
            - setBadge: cart 8
              expect: { tabs: { items: [{ id: home }, { id: catalog }, { id: cart, badge: "8" }] } }
            - setBadge: cart null
              expect: { tabs: { items: [{ id: home }, { id: catalog }, { id: cart, badge: null }] } }

        """

    @Test func aFlowStepSetsABadge() throws {
        let decoded = FlowFileDecoder.decode(Array(Self.flowText.utf8), path: "shop.navflow.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let flow = try #require(decoded.file?.flows.first)
        let outcome = FlowRunner.run(flow, definition: try Self.shop())
        #expect(outcome.passed, "\(outcome.failures.map(\.message))")
    }
}
