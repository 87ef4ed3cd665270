import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// `setEnabled ITEM true|false`, `setHidden ITEM true|false` and `update NAME=VALUE ...` in simulate and in flow
/// files: they act on the visible screen and show in the state's bars.
@Suite struct ItemStateSimulationTests {
    /// The mail example's definition.
    static func mail() throws -> GraphDefinition {
        try #require(Pipeline.check(mainFile: "mail.navgraph.yaml", sources: try exampleGraphSources()).definition)
    }

    @Test func theCommandsParseFromALineAndFromAFlowStepsOneOperand() throws {
        #expect(try SimulationCommand.parse("setEnabled send false") == .setEnabled(item: "send", enabled: false))
        #expect(try SimulationCommand.parse("setHidden attach true") == .setHidden(item: "attach", hidden: true))
        #expect(
            try SimulationCommand.command(named: "setEnabled", operands: ["send true"])
                == .setEnabled(item: "send", enabled: true))
        #expect(throws: SimulationInputError("usage: setEnabled ITEM true|false")) {
            try SimulationCommand.parse("setEnabled send maybe")
        }
        #expect(throws: SimulationInputError("usage: setHidden ITEM true|false")) {
            try SimulationCommand.parse("setHidden attach")
        }
        let name = SimulationArgument(name: "name", value: .text("Sent mail"))
        #expect(try SimulationCommand.parse("update name=\"Sent mail\"") == .update(arguments: [name]))
        #expect(
            try SimulationCommand.command(named: "update", operands: ["name=\"Sent mail\""])
                == .update(arguments: [name]))
        #expect(
            try SimulationCommand.command(named: "update", operands: [], arguments: [name])
                == .update(arguments: [name]))
        #expect(throws: SimulationInputError("usage: update NAME=VALUE ...")) { try SimulationCommand.parse("update") }
    }

    @Test func theStateShowsDisabledAndLeavesOutHiddenItems() throws {
        var simulator = try Simulator(definition: Self.mail(), files: .inMemory())
        _ = try simulator.step("perform compose")
        let disabled = try simulator.step("setEnabled send false")
        #expect(disabled.disabledItems == ["send"])
        #expect(disabled.events.isEmpty && disabled.error == nil)
        #expect(disabled.json().contains(#"{"id":"send","enabled":false}"#))
        #expect(disabled.drawn().contains("[send (disabled)]"))
        #expect(try simulator.step("tap send").errorKind == "itemDisabled")
        let hidden = try simulator.step("setHidden attach true")
        #expect(hidden.toolbarItems.isEmpty)
        #expect(try simulator.step("tap attach").errorKind == "itemNotOnScreen")
        #expect(try simulator.step("setEnabled flag false").errorKind == "itemNotOnScreen")
        let enabled = try simulator.step("setEnabled send true")
        #expect(enabled.disabledItems.isEmpty)
        #expect(try simulator.step("tap send").presented.isEmpty)
    }

    @Test func updateRetitlesTheVisibleScreenAndChecksTheArguments() throws {
        var simulator = try Simulator(definition: Self.mail(), files: .inMemory())
        _ = try simulator.step("perform openMailbox mailbox=inbox name=Inbox")
        let updated = try simulator.step("update name=Unread unreadOnly=true")
        #expect(updated.navigationBar?.title == "Unread")
        #expect(updated.screens.last?.arguments["unreadOnly"] == .bool(true))
        #expect(updated.screens.last?.arguments["mailbox"] == .string("inbox"))
        #expect(try simulator.step("update unreadOnly=maybe").errorKind == "textNotConvertible")
        #expect(try simulator.step("update subject=Hi").errorKind == "unknownArgument")
        let state = try simulator.step("perform openMessage messageID=6F9619FF-8B86-D011-B42D-00CF4FC964FF")
        #expect(state.navigationBar?.left == [.back("Unread")])
    }

    static let flowText = """
        graph: mail.navgraph.yaml
        flows:
          state set while a screen is shown:
            - perform: openMailbox
              with: { mailbox: inbox, name: Inbox }
            - update: name=Unread
              expect: { navigationBar: { title: Unread } }
            - update: {}
              with: { name: Later }
              expect: { navigationBar: { title: Later } }
            - perform: compose
            - setEnabled: send false
              expect: { navigationBar: { right: [{ id: send, enabled: false }] } }
            - setHidden: attach true
              expect: { toolbar: { items: [] } }

        """

    @Test func flowStepsSetItemStatesAndUpdateArguments() throws {
        let decoded = FlowFileDecoder.decode(Array(Self.flowText.utf8), path: "mail.navflow.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let flow = try #require(decoded.file?.flows.first)
        let outcome = FlowRunner.run(flow, definition: try Self.mail())
        #expect(outcome.passed, "\(outcome.failures.map(\.message))")
    }
}
