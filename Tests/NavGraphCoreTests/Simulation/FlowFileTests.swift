import NavGraphRuntime
import Testing
import _NavGraphCore

struct FlowFileTests {
    let definition = GraphDefinition(
        name: "G",
        root: "list",
        screens: [
            ScreenDefinition(
                id: "list",
                title: "List",
                restorationIdentifier: "list",
                segues: [SegueDefinition(id: "open", kind: .show, destination: "item")]
            ),
            ScreenDefinition(
                id: "item",
                title: "{name}",
                parameters: [ParameterDefinition(name: "name", type: .string)],
                restorationIdentifier: "item"
            ),
        ]
    )

    func decode(_ text: String) -> (file: FlowFile?, diagnostics: [Diagnostic]) {
        FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml")
    }

    @Test func stepsBecomeSimulateCommands() throws {
        let decoded = decode(
            """
            graph: g.navgraph.yaml
            flows:
              one:
                - perform: open
                  with: { name: "Two words", tags: [a, b] }
                - swipeBack: cancel
                - back: {}
                - tap: add
                - save: s.json
            """
        )
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let steps = try #require(decoded.file?.flows.first?.steps)
        #expect(
            steps.map(\.text) == [
                "perform open name=\"Two words\" tags=[\"a\", \"b\"]", "swipeBack cancel", "back", "tap add",
                "save s.json",
            ])
        #expect(steps[1].command == .swipeBack(cancel: true))
        #expect(
            steps[0].command
                == .perform(
                    segue: "open",
                    arguments: [
                        SimulationArgument(name: "name", value: .text("Two words")),
                        SimulationArgument(name: "tags", value: .list(["a", "b"])),
                    ]))
    }

    @Test func mistakesInAFlowFileAreDiagnosedWhereTheyAre() {
        let decoded = decode(
            "graph: g.navgraph.yaml\nflows:\n  one:\n    - back: {}\n      tap: x\n    - expect: {}\n    - jumpp: {}\n")
        #expect(decoded.diagnostics.map(\.code) == [.wrongValueKind, .missingKey, .unknownKey])
        #expect(decoded.diagnostics.map(\.location.line) == [5, 6, 7])
        #expect(decode("flows: {}\n").diagnostics.map(\.code) == [.missingKey, .missingKey])
        #expect(decode("").diagnostics.map(\.code) == [.emptyOrInvalidFile])
    }

    @Test func expectationsMatchAsASubsetAndReportTheFirstDifference() throws {
        let decoded = decode(
            """
            graph: g
            flows:
              ok:
                - perform: open
                  with: { name: Mail }
                  expect: { stack: [list, item], navigationBar: { title: Mail, left: [{ back: List }] }, error: null }
              wrong:
                - perform: open
                  with: { name: Mail }
                  expect: { stack: [list], navigationBar: { titel: Mail } }
            """
        )
        let flows = try #require(decoded.file?.flows)
        #expect(FlowRunner.run(flows[0], definition: definition).passed)
        let failures = FlowRunner.run(flows[1], definition: definition).failures
        #expect(
            failures.map(\.message) == [
                "step 1 (perform open name=Mail): expected 'stack' to be ['list'], found [\"list\",\"item\"]",
                "step 1 (perform open name=Mail): 'navigationBar' has no key 'titel'; did you mean 'title'?",
            ])
        #expect(failures.map(\.location.line) == [10, 10])
    }

    @Test func saveAndRestoreWithinAFlowUseMemoryFiles() throws {
        let decoded = decode(
            """
            graph: g
            flows:
              round trip:
                - perform: open
                  with: { name: A }
                - save: s.json
                - back: {}
                - restore: s.json
                  expect: { stack: [list, item], navigationBar: { title: A } }
            """
        )
        let flow = try #require(decoded.file?.flows.first)
        let outcome = FlowRunner.run(flow, definition: definition)
        #expect(outcome.passed, "\(outcome.failures)")
    }
}
