import NavGraphRuntime
import Testing
import _NavGraphCore

/// Values in flow steps reach the router as written: sequences element by element, never through comma text;
/// what no command or argument takes is a diagnostic, not silently dropped.
struct FlowStepValueTests {
    func decode(_ steps: String) -> (file: FlowFile?, diagnostics: [Diagnostic]) {
        let text = "graph: shop.navgraph.yaml\nflows:\n  one:\n" + steps
        return FlowFileDecoder.decode(Array(text.utf8), path: "shop.navflow.yaml")
    }

    @Test func aSequenceArgumentKeepsCommasInsideItsElements() throws {
        let flows = try SimulationTestGraph.flows(
            """
            graph: shop.navgraph.yaml
            flows:
              tags:
                - perform: openProduct
                  with: { id: "p,1", tags: ["a,b", c] }
                  expect: { screens: [{}, { arguments: { id: "p,1", tags: ["a,b", c] } }] }
            """)
        let step = try #require(flows.first?.steps.first)
        #expect(
            step.command
                == .perform(
                    segue: "openProduct",
                    arguments: [
                        SimulationArgument(name: "id", value: .text("p,1")),
                        SimulationArgument(name: "tags", value: .list(["a,b", "c"])),
                    ]))
        #expect(step.text == #"perform openProduct id=p,1 tags=["a,b", "c"]"#)
        let outcome = FlowRunner.run(try #require(flows.first), definition: try SimulationTestGraph.definition())
        #expect(outcome.passed, "\(outcome.failures)")
    }

    @Test func aSequenceForAParameterThatIsNoArrayIsRefused() throws {
        let flows = try SimulationTestGraph.flows(
            """
            graph: shop.navgraph.yaml
            flows:
              list for a string:
                - perform: openProduct
                  with: { id: [p1, p2] }
                  expect: { errorKind: textNotConvertible, error: "'[\\"p1\\", \\"p2\\"]' is not a value of type 'String' for 'id'" }
            """)
        let outcome = FlowRunner.run(try #require(flows.first), definition: try SimulationTestGraph.definition())
        #expect(outcome.passed, "\(outcome.failures)")
    }

    @Test func nestedValuesInWithAreDiagnosed() {
        let decoded = decode("    - perform: openProduct\n      with: { id: p1, tags: [[a], b, {c: d}] }\n")
        #expect(
            decoded.diagnostics.map(\.message) == [
                "an element of argument 'tags' must be a scalar, not a sequence",
                "an element of argument 'tags' must be a scalar, not a mapping",
            ])
        #expect(decoded.diagnostics.map(\.location.column) == [30, 38])
        #expect(
            decode("    - perform: openProduct\n      with: { id: { a: b } }\n").diagnostics.map(\.message) == [
                "argument 'id' takes a scalar or a sequence"
            ])
    }

    @Test func aCommandGivenACollectionIsDiagnosed() {
        let perform = decode("    - perform: [openProduct, id=p1]\n")
        #expect(perform.diagnostics.map(\.message) == ["'perform' takes one word, not a sequence"])
        #expect(
            perform.diagnostics.first?.notes.map(\.message) == [
                "write the segue's name, and its arguments under 'with:'"
            ])
        #expect(perform.diagnostics.first?.location.line == 4)
        #expect(
            decode("    - tap: { item: share }\n").diagnostics.map(\.message) == [
                "'tap' takes one word, not a mapping"
            ])
        #expect(decode("    - back: [x]\n").diagnostics.map(\.message) == ["'back' takes one word, not a sequence"])
        #expect(decode("    - back: x\n").diagnostics.map(\.message) == ["usage: back"])
        // Nothing, written any of these ways, is nothing.
        let empty = decode("    - back: {}\n    - back: []\n    - back: null\n    - back:\n    - state: true\n")
        #expect(empty.diagnostics.isEmpty)
        #expect(empty.file?.flows.first?.steps.map(\.command) == [.back, .back, .back, .back, .state])
    }

    @Test func operandsWithSpacesReachTheCommandAsOneWord() throws {
        let decoded = decode("    - tap: \"two words\"\n    - save: \"my file.json\"\n")
        #expect(decoded.diagnostics.isEmpty)
        #expect(
            decoded.file?.flows.first?.steps.map(\.command) == [.tap(item: "two words"), .save(file: "my file.json")])
        #expect(decoded.file?.flows.first?.steps.map(\.text) == [#"tap "two words""#, #"save "my file.json""#])
    }
}
