import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Input the simulator refuses or explains rather than reading it otherwise: repeated arguments, quoted expectations
/// that look like numbers, a flow restoring a file it did not save, deeply nested app-type values.
struct SimulationInputTests {
    @Test func anArgumentGivenTwiceIsRefused() throws {
        var simulator = try SimulationTestGraph.simulator()
        let state = try simulator.step("perform openProduct id=p1 id=p2")
        let object = try SimulationTestGraph.object(state)
        #expect(object["error"] as? String == "argument 'id' is given more than once")
        #expect(object["stack"] as? [String] == ["productList"])
        #expect(throws: SimulationInputError.self) { try SimulationArgument.parseList("a=1 b=2 a=3") }
    }

    /// Tabs separate words as spaces do: `open<TAB>URL` opens the link (here: no pattern matches it), it is not an
    /// unknown command or a usage error.
    @Test func aTabSeparatesACommandFromItsArguments() throws {
        var simulator = try SimulationTestGraph.simulator()
        let opened = try SimulationTestGraph.object(simulator.step("open\t/x"))
        #expect(opened["errorKind"] as? String == "linkNotMatched")
        let pushed = try SimulationTestGraph.object(simulator.step("perform\topenProduct \tid=p1"))
        #expect(pushed["error"] is NSNull)
        #expect(pushed["stack"] as? [String] == ["productList", "productDetail"])
    }

    @Test func aLineThatIsNotTextIsRefusedAsSuch() throws {
        var simulator = try SimulationTestGraph.simulator()
        let object = try SimulationTestGraph.object(simulator.refuse("input line 2 is not valid UTF-8"))
        #expect(object["errorKind"] as? String == "invalidCommand")
        #expect(object["stack"] as? [String] == ["productList"])
    }

    @Test func aQuotedNumberThatLooksLikeTheValueSaysWhyItDiffers() throws {
        let flows = try SimulationTestGraph.flows(
            """
            graph: shop.navgraph.yaml
            flows:
              quoted:
                - perform: openProduct
                  with: { id: p1 }
                  expect: { screens: [{}, { arguments: { price: "1.5" } }] }
              plain:
                - perform: openProduct
                  with: { id: p1 }
                  expect: { screens: [{}, { arguments: { price: 1.5 } }] }
            """)
        let definition = try SimulationTestGraph.definition()
        #expect(
            FlowRunner.run(flows[0], definition: definition).failures.map(\.message) == [
                "step 1 (perform openProduct id=p1): expected 'screens[1].arguments.price' to be '1.5', found 1.5; "
                    + "the expected value is quoted, so it is text: write it without quotes to match the number"
            ])
        #expect(FlowRunner.run(flows[1], definition: definition).passed)
    }

    @Test func aFlowRestoringAFileItDidNotSaveSaysFlowsReadNoDisk() throws {
        let flows = try SimulationTestGraph.flows(
            """
            graph: shop.navgraph.yaml
            flows:
              restore:
                - restore: saved.json
            """)
        let failures = FlowRunner.run(flows[0], definition: try SimulationTestGraph.definition()).failures
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.contains("a flow restores only what it saved itself, never a file on disk") == true)
    }

    /// App-type values 500 deep convert in linear time (they took seconds each through `JSONDecoder`) and print
    /// whole, in the drawn state and in JSON, as `save` writes them.
    @Test func deeplyNestedAppValuesConvertAndPrintWhole() throws {
        let graph = """
            navgraph: 1
            graph: Deep
            root: home
            screens:
              home:
                segues:
                  go: { kind: show, to: draft }
              draft:
                parameters:
                  draft: { swift: "Kit.Draft?", default: null }

            """
        let definition = try #require(check(graph).result.definition)
        var simulator = try Simulator(definition: definition, files: .inMemory())
        let value = String(repeating: "[", count: 500) + "1" + String(repeating: "]", count: 500)
        let start = ContinuousClock.now
        for _ in 0..<20 {
            let state = try simulator.step("perform go draft=\"\(value)\"")
            #expect(state.error == nil)
            _ = try simulator.step("back")
        }
        #expect(ContinuousClock.now - start < .seconds(20))
        let state = try simulator.step("perform go draft=\"\(value)\"")
        #expect(state.json().contains(#""draft":\#(value)"#))
        #expect(state.drawn().contains("draft(draft=\(value))"))
        _ = try simulator.step("back")
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(try simulator.step("perform go draft=\"\(tooDeep)\"").errorKind == "textNotConvertible")
    }
}
