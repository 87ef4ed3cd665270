import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// `kind: return` at run time: a pop when pushed, a dismissal when presented (bare, or as the root of a presented
/// navigation controller), a pop inside a presented navigation controller; the same events as an unwind to the
/// screen below; the values delivered to whichever screen it went back to.
@Suite struct ReturnSegueRuntimeTests {
    static let graph = """
        navgraph: 1
        graph: Picking
        root: home
        screens:
          home:
            segues:
              push: { kind: show, to: picker }
              present: { kind: modal, to: picker, presentation: fullScreen }
              presentStack: { kind: modal, to: picker, embedInNavigationController: true, presentation: fullScreen }
              presentWrapper: { kind: modal, to: wrapper, embedInNavigationController: true }
          wrapper:
            segues:
              push: { kind: show, to: picker }
              close: { kind: unwind, to: home }
          picker:
            segues:
              chosen: { kind: return, returns: { size: String } }
              cancel: { kind: return }
              home: { kind: unwind, to: home }

        """

    private func engine() throws -> NavigationEngine {
        let definition = try #require(check(Self.graph).result.definition)
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        return engine
    }

    private func events(_ engine: NavigationEngine) -> [String] { engine.lastEvents.map(\.description) }

    private func ids(_ instances: [ScreenInstance]) -> [String] { instances.map(\.screen.id) }

    /// The events of `segue` performed from the picker after `caller` shows it.
    private func eventsBack(after caller: String, by segue: String, arguments: [String: ArgumentValue] = [:]) throws
        -> (engine: NavigationEngine, events: [String])
    {
        var engine = try engine()
        try engine.perform(segue: caller, from: "home")
        try engine.perform(segue: segue, from: "picker", arguments: arguments)
        return (engine, events(engine))
    }

    @Test func pushedItPopsWithAnUnwindsEvents() throws {
        let (engine, events) = try eventsBack(after: "push", by: "cancel")
        #expect(ids(engine.state.stack) == ["home"])
        #expect(engine.lastTransition == .pop)
        #expect(
            events == [
                "viewWillDisappear picker", "viewWillAppear home", "willShow home", "viewDidDisappear picker",
                "viewDidAppear home", "didShow home", "deinit picker",
            ])
        #expect(try eventsBack(after: "push", by: "home").events == events)
    }

    @Test func presentedItDismissesWithAnUnwindsEvents() throws {
        for caller in ["present", "presentStack"] {
            let (engine, events) = try eventsBack(after: caller, by: "cancel")
            #expect(engine.state.presentations.isEmpty, "\(caller)")
            #expect(ids(engine.state.stack) == ["home"])
            #expect(engine.lastTransition == .dismiss)
            #expect(
                events == [
                    "viewWillDisappear picker", "viewWillAppear home", "viewDidDisappear picker", "viewDidAppear home",
                    "deinit picker",
                ], "\(caller)")
            #expect(try eventsBack(after: caller, by: "home").events == events, "\(caller)")
        }
    }

    @Test func pushedInsideAPresentedNavigationControllerItPops() throws {
        var engine = try engine()
        try engine.perform(segue: "presentWrapper", from: "home")
        try engine.perform(segue: "push", from: "wrapper")
        try engine.perform(segue: "chosen", from: "picker", arguments: ["size": .string("M")])
        try #require(engine.state.presentations.count == 1)
        #expect(ids(engine.state.presentations[0].stack) == ["wrapper"])
        #expect(engine.lastTransition == .pop)
        #expect(events(engine).last == "returned chosen to wrapper")
        #expect(
            engine.lastReturn
                == ReturnedValues(source: "picker", segue: "chosen", target: "wrapper", values: ["size": .string("M")]))
    }

    @Test func theValueGoesToWhicheverScreenCame() throws {
        let (fromHome, events) = try eventsBack(after: "push", by: "chosen", arguments: ["size": .string("S")])
        #expect(events.last == "returned chosen to home")
        #expect(fromHome.lastReturn?.target == "home")
        #expect(fromHome.lastEvents.last?.instance == fromHome.state.visible.id)
        let missing = #expect(throws: NavigationError.self) {
            _ = try eventsBack(after: "push", by: "chosen")
        }
        #expect(missing == .missingReturnValue(segue: "chosen", value: "size"))
        let extra = #expect(throws: NavigationError.self) {
            _ = try eventsBack(after: "push", by: "cancel", arguments: ["size": .string("S")])
        }
        #expect(extra == .unwindTakesNoArguments(segue: "cancel"))
        // A value the segue does not return is the segue's fault, not its target's (which has no such parameter).
        let unknown = #expect(throws: NavigationError.self) {
            _ = try eventsBack(after: "push", by: "chosen", arguments: ["size": .string("S"), "color": .string("red")])
        }
        #expect(unknown == .unknownReturnValue(segue: "chosen", value: "color"))
        // Without `returns:`, a return delivers nothing.
        let (cancelled, _) = try eventsBack(after: "present", by: "cancel")
        #expect(cancelled.lastReturn == nil)
        #expect(!cancelled.lastEvents.contains { $0.kind == .returned })
    }

    @Test func theRootOfAStackHasNothingToReturnTo() throws {
        var engine = try engine()
        try engine.setStack([.screen(ScreenValue(id: "picker"))], animated: false)
        let before = engine.state
        #expect(throws: NavigationError.nothingToReturnTo(segue: "cancel", source: "picker")) {
            try engine.perform(segue: "cancel", from: "picker")
        }
        #expect(engine.state == before)
        #expect(
            NavigationError.nothingToReturnTo(segue: "cancel", source: "picker").description
                == "segue 'cancel' returns to the screen below 'picker', but 'picker' is the root of its stack")
    }

    @Test func simulatePrintsTheValueReturnedToTheCaller() throws {
        let definition = try #require(check(Self.graph).result.definition)
        var simulator = try Simulator(
            definition: definition, files: Simulator.Files(read: { _ in Data() }, write: { _, _ in }))
        _ = simulator.run(line: "perform presentWrapper")
        _ = simulator.run(line: "perform push")
        let ran = simulator.run(line: "perform chosen size=L")
        let state = try #require(ran)
        #expect(state.error == nil)
        #expect(state.returned?.segue == "chosen")
        #expect(state.returned?.to == "wrapper")
        #expect(state.drawn().contains("returned: chosen to wrapper size=\"L\""))
        #expect(state.json().contains(#""returned":{"segue":"chosen","to":"wrapper","values":{"size":"L"}}"#))
    }
}
