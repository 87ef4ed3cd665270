import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A small graph: a list that pushes an app screen (with typed parameters) and presents a sheet without a stack.
private let graphText = """
    navgraph: 1
    graph: Settings
    root: list
    enums:
      Section: [general, privacy]
    screens:
      list:
        title: Settings
        navigationItem:
          rightBarButtonItems:
            - { id: info, title: Info, segue: openAbout }
            - { id: edit, system: edit, action: editList }
        segues:
          openApp: { kind: show, to: app }
          openAbout: { kind: modal, to: about }
      app:
        title: "{name}"
        parameters:
          name: String
          badge: { type: Int, default: 0 }
          section: { type: Section, default: general }
      about:
        title: About
        segues:
          done: { kind: unwind, to: list }

    """

private func makeSimulator() throws -> Simulator {
    let result = Pipeline.check(mainFile: "s.navgraph.yaml", sources: InMemorySources(["s.navgraph.yaml": graphText]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    return try Simulator(definition: definition, files: Simulator.Files(read: { _ in Data() }, write: { _, _ in }))
}

/// Runs `line`, which must print a state.
private func step(_ simulator: inout Simulator, _ line: String) throws -> SimulationState {
    let state = simulator.run(line: line)
    return try #require(state)
}

@Test func commandLinesParseIntoCommands() throws {
    #expect(try SimulationCommand.parse("  ") == nil)
    #expect(try SimulationCommand.parse("# a comment") == nil)
    #expect(try SimulationCommand.parse("back") == .back)
    #expect(try SimulationCommand.parse("swipeBack cancel") == .swipeBack(cancel: true))
    #expect(
        try SimulationCommand.parse("perform openApp name=\"Mail App\" badge=3")
            == .perform(
                segue: "openApp",
                arguments: [
                    SimulationArgument(name: "name", value: .text("Mail App")),
                    SimulationArgument(name: "badge", value: .text("3")),
                ]))
    #expect(try SimulationCommand.parse("open \"/a b\"") == .open(url: "/a b"))
}

@Test func badCommandLinesAreRefusedWithAReason() {
    #expect(throws: SimulationInputError("unknown command 'prform'; did you mean 'perform'?")) {
        try SimulationCommand.parse("prform openApp")
    }
    #expect(throws: SimulationInputError("usage: tap ITEM")) { try SimulationCommand.parse("tap") }
    #expect(throws: SimulationInputError("expected 'name=value', not 'badge'")) {
        try SimulationCommand.parse("perform openApp badge")
    }
    #expect(throws: SimulationInputError("unterminated quote")) { try SimulationCommand.parse("tap \"x") }
}

@Test func performConvertsArgumentsByTheDestinationsTypes() throws {
    var simulator = try makeSimulator()
    let state = try step(&simulator, "perform openApp name=Mail badge=3 section=privacy")
    #expect(state.error == nil)
    #expect(state.stack == ["list", "app"])
    #expect(state.navigationBar?.title == "Mail")
    #expect(state.navigationBar?.left == [.back("Settings")])
    #expect(state.events.first == "viewDidLoad app")
    #expect(simulator.engine.state.top.screen.arguments["badge"] == .int(3))
    #expect(simulator.engine.state.top.screen.arguments["section"] == .string("privacy"))
}

@Test func aRefusedCommandLeavesTheStateAndSetsError() throws {
    var simulator = try makeSimulator()
    let before = simulator.state
    for line in ["perform openApp name=Mail badge=many", "perform openApp", "perform openApp nmae=Mail", "back"] {
        let state = try step(&simulator, line)
        #expect(state.error != nil, "\(line)")
        #expect(state.stack == before.stack)
        #expect(state.events.isEmpty)
    }
    let typo = try step(&simulator, "perform openApp nmae=Mail")
    #expect(typo.error?.contains("did you mean 'name'?") == true)
}

@Test func tapDismissAndSwipeBackDriveTheRouter() throws {
    var simulator = try makeSimulator()
    let presented = try step(&simulator, "tap info")
    #expect(presented.presented.map(\.stack) == [["about"]])
    #expect(presented.visible == "about")
    #expect(presented.top == "list")
    // A screen presented without a navigation stack shows no bar.
    #expect(presented.navigationBar == nil)
    #expect(try step(&simulator, "dismiss").presented.isEmpty)
    _ = simulator.run(line: "perform openApp name=Mail")
    let cancelled = try step(&simulator, "swipeBack cancel")
    #expect(cancelled.stack == ["list", "app"])
    #expect(cancelled.events.contains("viewWillAppear list"))
    let finished = try step(&simulator, "swipeBack")
    #expect(finished.stack == ["list"])
    #expect(finished.events.last == "deinit app")
}

@Test func stateJSONHasTheKeysOfTheFlowTestContractInOrder() throws {
    var simulator = try makeSimulator()
    let state = try step(&simulator, "perform openApp name=Mail")
    let json = state.json()
    #expect(!json.contains("\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(
        Set(object.keys)
            == [
                "stack", "screens", "presented", "top", "visible", "navigationBar", "toolbar", "tabs", "split",
                "alert", "action", "returned", "pendingLink", "events", "error", "errorKind",
            ])
    #expect(object["stack"] as? [String] == ["list", "app"])
    #expect(object["error"] is NSNull)
    #expect(object["pendingLink"] is NSNull)
    let bar = try #require(object["navigationBar"] as? [String: Any])
    #expect((bar["left"] as? [[String: String]]) == [["back": "Settings"]])
    #expect(bar["titleView"] is NSNull)
    let toolbar = try #require(object["toolbar"] as? [String: Any])
    #expect(toolbar["hidden"] as? Bool == true)
    let keys = [
        "\"stack\"", "\"presented\"", "\"top\"", "\"visible\"", "\"navigationBar\"", "\"toolbar\"", "\"action\"",
        "\"returned\"", "\"pendingLink\"", "\"events\"", "\"error\"", "\"errorKind\"",
    ]
    let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
    #expect(positions.count == keys.count && positions == positions.sorted())
}

@Test func drawnStateShowsTheBarWithRightItemsRightToLeft() throws {
    let simulator = try makeSimulator()
    let drawn = simulator.state.drawn()
    #expect(drawn.hasPrefix("stack: list\n"))
    // `info` is declared first, so it is the right-most item.
    #expect(drawn.contains("| [edit] [info]\n"), "\(drawn)")
    #expect(drawn.contains("toolbar: hidden"))
}
