import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// `navgraph simulate --entry ID` and a flow file's `entry:`: the simulation starts from that entry.
@Suite struct EntrySimulationTests {
    static let text = """
        navgraph: 1
        graph: EntryFlow
        entries: [welcome, profile, app]
        screens:
          welcome:
            title: Welcome
          profile:
            title: "{name}"
            parameters:
              name: String
          home:
            title: Home
        containers:
          app:
            kind: tabBar
            tabs: [{ id: home, root: home }]

        """

    static func definition() throws -> GraphDefinition {
        let result = Pipeline.check(mainFile: "e.navgraph.yaml", sources: InMemorySources(["e.navgraph.yaml": text]))
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    @Test func aSimulationStartsFromTheEntryItNames() throws {
        let definition = try Self.definition()
        var fromRoot = try Simulator(definition: definition, files: .inMemory())
        #expect(try fromRoot.step("state").stack == ["welcome"])
        var fromApp = try Simulator(definition: definition, files: .inMemory(), entry: "app")
        let state = try fromApp.step("state")
        #expect(state.stack == ["home"])
        #expect(state.tabs?.selected == "home")
        let profile = try Simulator(
            definition: definition, files: .inMemory(),
            rootArguments: [SimulationArgument(name: "name", value: .text("Ada"))], entry: "profile")
        #expect(
            profile.navigationState.stack.map(\.screen) == [
                ScreenValue(id: "profile", arguments: ["name": .string("Ada")])
            ])
    }

    @Test func anUnknownEntryOrAnArgumentForAContainerIsRefused() throws {
        let definition = try Self.definition()
        #expect(throws: NavigationError.unknownEntry("home", entries: ["welcome", "profile", "app"])) {
            try Simulator(definition: definition, files: .inMemory(), entry: "home")
        }
        #expect(throws: NavigationError.unknownArgument(screen: "app", parameter: "name")) {
            try Simulator(
                definition: definition, files: .inMemory(),
                rootArguments: [SimulationArgument(name: "name", value: .text("x"))], entry: "app")
        }
        #expect(throws: NavigationError.missingArgument(screen: "profile", parameter: "name")) {
            try Simulator(definition: definition, files: .inMemory(), entry: "profile")
        }
    }

    @Test func aFlowFileEntryStartsEveryFlowThereAndAnUnknownOneFailsAtIt() throws {
        let definition = try Self.definition()
        let flowText = """
            graph: e.navgraph.yaml
            entry: app
            flows:
              starts at the tab bar:
                - state: {}
                  expect: { stack: [home] }

            """
        let decoded = FlowFileDecoder.decode(Array(flowText.utf8), path: "e.navflow.yaml")
        let file = try #require(decoded.file)
        #expect(decoded.diagnostics.isEmpty)
        let flow = try #require(file.flows.first)
        #expect(FlowRunner.run(flow, definition: definition, entry: file.entry).passed)
        #expect(!FlowRunner.run(flow, definition: definition).passed)
        let wrong = Located("hom", at: file.entry?.location ?? flow.name.location)
        let failed = FlowRunner.run(flow, definition: definition, entry: wrong)
        #expect(
            failed.failures.map(\.message) == [
                "the router cannot start: 'hom' is not an entry of the graph; it starts from 'welcome', 'profile', 'app'"
            ])
        #expect(failed.failures.first?.location == file.entry?.location)
    }
}
