import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Steps that expect nothing run without making the state, and a refused command leaves the router as it was.
struct StepWithoutStateTests {
    let definition = GraphDefinition(
        name: "G",
        root: "list",
        screens: [
            ScreenDefinition(
                id: "list", title: "List", restorationIdentifier: "list",
                segues: [SegueDefinition(id: "again", kind: .show, destination: "list")])
        ]
    )

    func simulator() throws -> Simulator {
        let files = Simulator.Files(read: { _ in Data() }, write: { _, _ in })
        return try Simulator(definition: definition, files: files)
    }

    @Test func performReportsEventsOrARefusalAndARefusalChangesNothing() throws {
        var simulator = try simulator()
        guard case .success(let outcome) = simulator.perform(.perform(segue: "again", arguments: [])) else {
            Issue.record("the push was refused")
            return
        }
        #expect(!outcome.events.isEmpty)
        let before = simulator.state
        guard case .failure(let refusal) = simulator.perform(.perform(segue: "missing", arguments: [])) else {
            Issue.record("an unknown segue was performed")
            return
        }
        #expect(!refusal.message.isEmpty)
        #expect(simulator.state == before)
        #expect(simulator.state.stack == ["list", "list"])
    }

    @Test func aLongFlowOfPushesEndsWithTheWholeStack() throws {
        let count = 3_000
        let text =
            "graph: g.navgraph.yaml\nflows:\n  deep:\n" + String(repeating: "    - perform: again\n", count: count)
            + "    - state: {}\n      expect: { top: list }\n"
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml")
        let flow = try #require(decoded.file?.flows.first)
        #expect(FlowRunner.run(flow, definition: definition).passed)
        var simulator = try simulator()
        for step in flow.steps.dropLast() { _ = simulator.perform(step.command) }
        #expect(simulator.state.stack.count == count + 1)
    }
}
