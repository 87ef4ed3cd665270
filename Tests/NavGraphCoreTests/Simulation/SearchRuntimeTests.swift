import NavGraphRuntime
import Testing
import _NavGraphCore

/// Searches and screens that dismiss themselves at run time: `search TEXT [scope=S]`, `cancelSearch` and
/// `dismissItself`, the results screen's events and segues, the state's `search` (docs/runtime.md, Search).
@Suite struct SearchRuntimeTests {
    static let graph = """
        navgraph: 1
        graph: MailApp
        root: mailboxes

        screens:
          mailboxes:
            title: Mailboxes
            navigationItem:
              search: { placeholder: Search, scopes: [All, Current], results: found }
            segues:
              help: { kind: modal, to: safari }
              compose: { kind: modal, to: composer, embedInNavigationController: true }
          found:
            parameters:
              hint: { type: String, default: recent }
            segues:
              open: { kind: show, to: message, forward: [hint] }
              share: { kind: modal, to: safari }
          message:
            parameters:
              hint: String
          composer:
            navigationBarHidden: true
            navigationItem:
              search: {}
          safari:
            dismissesItself: true

        """

    static func simulator() throws -> Simulator {
        let definition = try #require(
            Pipeline.check(mainFile: "mail.navgraph.yaml", sources: InMemorySources(["mail.navgraph.yaml": graph]))
                .definition)
        return try Simulator(definition: definition, files: .inMemory())
    }

    @Test func theCommandsParseFromALineAndFromAFlowStep() throws {
        #expect(try SimulationCommand.parse("search invoice") == .search(text: "invoice", scope: nil))
        #expect(try SimulationCommand.parse("search \"\"") == .search(text: "", scope: nil))
        #expect(
            try SimulationCommand.parse("search \"two words\" scope=Current")
                == .search(text: "two words", scope: "Current"))
        #expect(
            try SimulationCommand.command(named: "search", operands: ["two words scope=All"])
                == .search(text: "two words", scope: "All"))
        #expect(
            try SimulationCommand.command(named: "search", operands: ["plain words"])
                == .search(text: "plain words", scope: nil))
        #expect(throws: SimulationInputError("usage: search TEXT [scope=SCOPE]")) {
            try SimulationCommand.parse("search")
        }
        #expect(throws: SimulationInputError("usage: search TEXT [scope=SCOPE]")) {
            try SimulationCommand.parse("search a b")
        }
        #expect(try SimulationCommand.parse("cancelSearch") == .cancelSearch)
        #expect(try SimulationCommand.parse("dismissItself") == .dismissItself)
        #expect(throws: SimulationInputError("usage: cancelSearch")) { try SimulationCommand.parse("cancelSearch x") }
    }

    @Test func theResultsScreenShowsWhileTheFieldHoldsText() throws {
        var simulator = try Self.simulator()
        let idle = try simulator.step("state")
        #expect(idle.search == nil || idle.search?.active == false)
        #expect(idle.json().contains(#""search":{"active":false,"text":"","scope":null,"results":null}"#))
        let started = try simulator.step("search \"\"")
        #expect(started.search?.active == true && started.search?.scope == "All" && started.search?.results == nil)
        #expect(started.events.isEmpty)
        let typed = try simulator.step("search inv scope=Current")
        #expect(typed.visible == "mailboxes" && typed.top == "mailboxes")
        #expect(typed.search?.results == "found" && typed.search?.scope == "Current")
        #expect(typed.events == ["viewDidLoad found", "viewWillAppear found", "viewDidAppear found"])
        #expect(typed.drawn().contains("search: active \"inv\" scope=Current, results: found"))
        // More text: the results screen only updates; an empty field hides it, and it shows again without loading.
        #expect(try simulator.step("search invo").events.isEmpty)
        #expect(try simulator.step("search \"\"").events == ["viewWillDisappear found", "viewDidDisappear found"])
        #expect(try simulator.step("search i").events == ["viewWillAppear found", "viewDidAppear found"])
        let cancelled = try simulator.step("cancelSearch")
        #expect(cancelled.search?.active == false && cancelled.search?.text == "" && cancelled.search?.scope == nil)
        #expect(cancelled.events == ["viewWillDisappear found", "viewDidDisappear found"])
        #expect(try simulator.step("cancelSearch").events.isEmpty)
    }

    @Test func aScopeTheSearchDoesNotListOrAScreenWithoutASearchFieldIsRefused() throws {
        var simulator = try Self.simulator()
        let refused = try simulator.step("search x scope=Nowhere")
        #expect(refused.errorKind == "unknownScope")
        #expect(refused.search?.active == false)
        _ = try simulator.step("perform compose")
        let hidden = try simulator.step("search x")
        #expect(hidden.errorKind == "noSearch")
        #expect(hidden.error == "screen 'composer' shows no search field: its navigation bar is not on screen")
    }

    @Test func theResultsScreensSeguesActInTheSearchingScreensPlace() throws {
        var simulator = try Self.simulator()
        #expect(try simulator.step("perform open").errorKind != nil)
        _ = try simulator.step("search inv")
        let pushed = try simulator.step("perform open")
        #expect(pushed.error == nil)
        #expect(pushed.stack == ["mailboxes", "message"])
        // `forward` takes the results screen's own arguments.
        #expect(pushed.screens.last?.arguments["hint"] == .string("recent"))
        #expect(
            pushed.events.prefix(3) == [
                "viewDidLoad message", "viewWillDisappear found", "viewWillDisappear mailboxes",
            ])
        let back = try simulator.step("back")
        #expect(back.search?.active == true && back.search?.results == "found")
        #expect(back.events.contains("viewWillAppear found"))
        // A presentation over the searching screen leaves it on screen (a sheet): the results screen stays too.
        let shared = try simulator.step("perform share")
        #expect(shared.presented.map(\.stack) == [["safari"]])
        #expect(!shared.events.contains("viewWillDisappear found"))
    }

    @Test func theResultsScreenGoesWithItsSearchingScreen() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("search inv")
        var engine = simulator.engine
        let searching = engine.state.visible.id
        let results = try #require(engine.search(of: searching)?.results)
        try engine.setStack([.screen(ScreenValue(id: "message", arguments: ["hint": .string("x")]))], animated: false)
        #expect(engine.search(of: searching) == nil)
        #expect(engine.lastEvents.map(\.description).suffix(2) == ["deinit mailboxes", "deinit found"])
        #expect(engine.lastEvents.last?.instance == results.id)
    }

    @Test func restorationDropsTheSearch() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("search inv")
        _ = try simulator.step("save snapshot.json")
        let restored = try simulator.step("restore snapshot.json")
        #expect(restored.error == nil)
        #expect(restored.search?.active == false)
    }

    @Test func aSelfDismissingScreenIsReportedGone() throws {
        var simulator = try Self.simulator()
        let notPresented = try simulator.step("dismissItself")
        #expect(notPresented.errorKind == "notSelfDismissing")
        _ = try simulator.step("perform help")
        let gone = try simulator.step("dismissItself")
        #expect(gone.presented.isEmpty && gone.visible == "mailboxes")
        #expect(gone.events == ["viewWillDisappear safari", "viewDidDisappear safari", "deinit safari"])
        _ = try simulator.step("perform compose")
        #expect(try simulator.step("dismissItself").errorKind == "notSelfDismissing")
        var engine = simulator.engine
        #expect(throws: NavigationError.instanceNotFound(InstanceID(rawValue: 999))) {
            try engine.dismissedItself(InstanceID(rawValue: 999))
        }
    }
}
