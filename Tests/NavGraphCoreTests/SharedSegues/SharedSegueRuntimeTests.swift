import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A shared segue at run time: performed from whichever source is visible, refused elsewhere with an error naming
/// the sources, and refused on a screen whose own segue overrides it (whose own segue `simulate` performs).
struct SharedSegueRuntimeTests {
    static let graph = """
        navgraph: 1
        graph: Social
        root: home
        segues:
          openStatus: { kind: show, to: status, from: all }
        screens:
          home:
            segues:
              openTimeline: { kind: show, to: timeline }
              openSettings: { kind: show, to: settings }
          timeline:
            segues:
              openStatus: { kind: modal, to: status, embedInNavigationController: true }
          settings: {}
          status:
            parameters: { statusID: Int }
            navigationItem:
              leftItemsSupplementBackButton: true
              leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }]

        """

    static func definition() throws -> GraphDefinition {
        let files = ["g.navgraph.yaml": graph.replacingOccurrences(of: "from: all", with: "from: [home, timeline]")]
        let result = Pipeline.check(mainFile: "g.navgraph.yaml", sources: InMemorySources(files))
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    @Test func theSharedCallRunsFromEachSourceAndIsRefusedElsewhere() throws {
        var engine = try NavigationEngine(definition: Self.definition())
        try engine.start()
        let arguments: [String: ArgumentValue] = ["statusID": .int(7)]
        try engine.handle(.performShared(segue: "openStatus", arguments: arguments))
        #expect(
            engine.state.stack.map(\.screen) == [
                ScreenValue(id: "home"), ScreenValue(id: "status", arguments: ["statusID": .int(7)]),
            ])
        try engine.back()
        try engine.perform(segue: "openSettings", from: "home")
        #expect(
            throws: NavigationError.notASharedSegueSource(segue: "openStatus", sources: ["home"], visible: "settings")
        ) {
            try engine.handle(.performShared(segue: "openStatus", arguments: arguments))
        }
        #expect(engine.state.visible.screen.id == "settings")
    }

    @Test func theSharedCallIsRefusedWhereTheScreensOwnSegueOverridesIt() throws {
        var engine = try NavigationEngine(definition: Self.definition())
        try engine.start()
        try engine.perform(segue: "openTimeline", from: "home")
        let error = #expect(throws: NavigationError.self) {
            try engine.handle(.performShared(segue: "openStatus", arguments: ["statusID": .int(1)]))
        }
        #expect(
            error?.description
                == "shared segue 'openStatus' is performed only from 'home'; the visible screen is 'timeline'")
        // The screen's own segue is still its own: presented, not pushed.
        try engine.perform(segue: "openStatus", from: "timeline", arguments: ["statusID": .int(1)])
        #expect(engine.state.presentations.count == 1)
    }

    @Test func simulatePerformsTheSharedSegueFromAnySourceAndNamesTheSourcesWhenRefused() throws {
        let definition = try Self.definition()
        var simulator = try Simulator(definition: definition, files: .inMemory())
        #expect(simulator.run(line: "perform openStatus statusID=3")?.error == nil)
        #expect(simulator.navigationState.stack.map(\.screen.id) == ["home", "status"])
        _ = simulator.run(line: "back")
        _ = simulator.run(line: "perform openSettings")
        let refused = simulator.run(line: "perform openStatus statusID=3")
        #expect(
            refused?.error
                == "shared segue 'openStatus' is performed only from 'home'; the visible screen is 'settings'")
        #expect(refused?.errorKind == "notASharedSegueSource")
        _ = simulator.run(line: "back")
        _ = simulator.run(line: "perform openTimeline")
        // On `timeline`, `openStatus` is the screen's own segue: it presents.
        #expect(simulator.run(line: "perform openStatus statusID=4")?.error == nil)
        #expect(simulator.navigationState.presentations.count == 1)
    }

    @Test func simulateTakesTheGeneratedCallsName() throws {
        var simulator = try Simulator(definition: Self.definition(), files: .inMemory())
        #expect(simulator.run(line: "perform Segues.openStatus statusID=3")?.error == nil)
        #expect(simulator.navigationState.stack.map(\.screen.id) == ["home", "status"])
        _ = simulator.run(line: "back")
        _ = simulator.run(line: "perform openTimeline")
        // On `timeline`, whose own segue overrides it, the shared call is refused, as `router.perform` refuses it.
        let refused = simulator.run(line: "perform Segues.openStatus statusID=3")
        #expect(refused?.errorKind == "notASharedSegueSource")
        #expect(simulator.navigationState.presentations.isEmpty)
    }

    @Test func anUnknownSharedSegueIsAnUnknownSegueWithADidYouMean() throws {
        var simulator = try Simulator(definition: Self.definition(), files: .inMemory())
        let misspelt = simulator.run(line: "perform Segues.openStatsu statusID=3")
        #expect(misspelt?.errorKind == "unknownSegue")
        #expect(misspelt?.error == "the graph has no shared segue 'openStatsu'; did you mean 'Segues.openStatus'?")
        let unknown = simulator.run(line: "perform Segues.nope")
        #expect(unknown?.errorKind == "unknownSegue")
        #expect(unknown?.error == "the graph has no shared segue 'nope'")
        #expect(simulator.navigationState.stack.map(\.screen.id) == ["home"])
    }

    @Test func aFlowFilePerformsTheSharedSegue() throws {
        let text = """
            graph: g.navgraph.yaml
            flows:
              from two sources:
                - perform: openStatus
                  with: { statusID: 1 }
                  expect: { stack: [home, status] }
                - back: {}
                - perform: openSettings
                - perform: openStatus
                  with: { statusID: 2 }
                  expect: { error: "shared segue 'openStatus' is performed only from 'home'; the visible screen is 'settings'" }

            """
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml")
        let flow = try #require(decoded.file?.flows.first, "\(decoded.diagnostics.map(\.message))")
        let outcome = FlowRunner.run(flow, definition: try Self.definition())
        #expect(outcome.passed, "\(outcome.failures)")
    }

    @Test func inAnExpandedSplitAColumnTopThatIsASourcePerformsIt() throws {
        let text = """
            navgraph: 1
            graph: Catalog
            root: catalog
            containers:
              catalog: { kind: split, primary: categories, secondary: noSelection }
            segues:
              openProduct: { kind: showDetail, to: product, from: [categories] }
            screens:
              categories: {}
              noSelection: {}
              product:
                parameters: { sku: String }

            """
        let result = Pipeline.check(mainFile: "c.navgraph.yaml", sources: InMemorySources(["c.navgraph.yaml": text]))
        let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        #expect(engine.state.visible.screen.id == "noSelection")
        try engine.handle(.performShared(segue: "openProduct", arguments: ["sku": .string("tee")]))
        #expect(engine.state.visible.screen.id == "product")
        // Collapsed, only the visible screen counts: `product` is no source.
        try engine.handle(.setCompact(true))
        #expect(throws: NavigationError.self) {
            try engine.handle(.performShared(segue: "openProduct", arguments: ["sku": .string("cap")]))
        }
    }
}
