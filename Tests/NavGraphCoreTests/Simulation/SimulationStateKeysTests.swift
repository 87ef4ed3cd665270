import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// The state keys flows check beyond the stacks: `screens` (with arguments), `action`, `returned`, `errorKind`.
struct SimulationStateKeysTests {
    @Test func screensTellTwoPushesOfTheSameScreenApart() throws {
        var simulator = try SimulationTestGraph.simulator()
        _ = try simulator.step("perform openProduct id=p1")
        let state = try simulator.step("perform openProduct id=p2 tags=a,b")
        let object = try SimulationTestGraph.object(state)
        let screens = try #require(object["screens"] as? [[String: Any]])
        #expect(screens.map { $0["id"] as? String } == ["productList", "productDetail", "productDetail"])
        #expect((screens[1]["arguments"] as? [String: Any])?["id"] as? String == "p1")
        let second = try #require(screens[2]["arguments"] as? [String: Any])
        #expect(second["id"] as? String == "p2")
        #expect(second["tags"] as? [String] == ["a", "b"])
        #expect(second["price"] as? Double == 1.5)
        #expect(state.json().contains(#""arguments":{"id":"p2","price":1.5,"tags":["a","b"]}"#), "\(state.json())")
    }

    @Test func presentedEntriesHoldTheirScreensToo() throws {
        var simulator = try SimulationTestGraph.simulator()
        let object = try SimulationTestGraph.object(try simulator.step("perform openCart"))
        let presented = try #require(object["presented"] as? [[String: Any]])
        let screens = try #require(presented.first?["screens"] as? [[String: Any]])
        #expect(screens.first?["id"] as? String == "cart")
        #expect((screens.first?["arguments"] as? [String: String]) == ["owner": "me"])
    }

    @Test func aFlowChecksArgumentsOfTheStack() throws {
        let flows = try SimulationTestGraph.flows(
            """
            graph: shop.navgraph.yaml
            flows:
              two products:
                - perform: openProduct
                  with: { id: p1 }
                - perform: openProduct
                  with: { id: p2 }
                  expect:
                    screens: [{ id: productList }, { arguments: { id: p1 } }, { id: productDetail, arguments: { id: p2, price: 1.5 } }]
              wrong:
                - perform: openProduct
                  with: { id: p1 }
                  expect: { screens: [{}, { arguments: { id: p2 } }] }
            """)
        let definition = try SimulationTestGraph.definition()
        #expect(FlowRunner.run(flows[0], definition: definition).passed)
        let failures = FlowRunner.run(flows[1], definition: definition).failures
        #expect(
            failures.map(\.message) == [
                #"step 1 (perform openProduct id=p1): expected 'screens[1].arguments.id' to be 'p2', found "p1""#
            ])
    }

    @Test func tappingAnAppHandledItemReportsItsAction() throws {
        var simulator = try SimulationTestGraph.simulator()
        _ = try simulator.step("perform openProduct id=p1")
        let tapped = try simulator.step("tap share")
        #expect(tapped.action == "share")
        #expect(tapped.error == nil)
        #expect(tapped.drawn().contains("\naction: share\n"))
        let object = try SimulationTestGraph.object(tapped)
        #expect(object["action"] as? String == "share")
        #expect(object["returned"] is NSNull)
        // The action belongs to the tap: the next command reports none.
        #expect(try simulator.step("state").action == nil)
    }

    @Test func errorKindIsTheNavigationErrorCaseOrTheSimulatorsKind() throws {
        var simulator = try SimulationTestGraph.simulator()
        #expect(try simulator.step("back").errorKind == "noBackButton")
        #expect(try simulator.step("perform nowhere").errorKind == "unknownSegue")
        #expect(try simulator.step("jump").errorKind == "invalidCommand")
        #expect(try simulator.step("open /x").errorKind == "linkNotMatched")
        #expect(try simulator.step("restore missing.json").errorKind == "fileError")
        #expect(try simulator.step("state").errorKind == nil)
        let object = try SimulationTestGraph.object(try simulator.step("back"))
        #expect(object["errorKind"] as? String == "noBackButton")
    }
}
