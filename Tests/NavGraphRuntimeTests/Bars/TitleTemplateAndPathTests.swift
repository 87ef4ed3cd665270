import Foundation
import NavGraphRuntime
import Testing

struct TitleTemplateAndPathTests {
    @Test func doubledBracesShowAsOneBraceAndPlaceholdersFill() throws {
        let definition = GraphDefinition(
            name: "G",
            root: "a",
            screens: [
                ScreenDefinition(
                    id: "a",
                    title: "{{literal}} {name}}",
                    parameters: [ParameterDefinition(name: "name", type: .string, defaultValue: .string("x"))],
                    restorationIdentifier: "a"
                )
            ]
        )
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        #expect(engine.navigationBar?.title == "{literal} x}")
        #expect(TitleTemplate.parse("{open") == nil)
        #expect(TitleTemplate.parse("{open", lenient: true) == [.text("{open")])
    }

    @Test func restorationPathsStayUniqueWhenAnIdentifierLooksLikeACount() throws {
        let definition = GraphDefinition(
            name: "G",
            root: "a",
            screens: [
                ScreenDefinition(
                    id: "a",
                    restorationIdentifier: "alpha",
                    segues: [
                        SegueDefinition(id: "a", kind: .show, destination: "a"),
                        SegueDefinition(id: "x", kind: .show, destination: "x"),
                    ]
                ),
                ScreenDefinition(
                    id: "x",
                    restorationIdentifier: "alpha#2",
                    segues: [SegueDefinition(id: "a", kind: .show, destination: "a")]
                ),
            ]
        )
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        try engine.perform(segue: "x", from: "a")
        try engine.perform(segue: "a", from: "x")
        let paths = engine.restorationState().stack.map(\.path)
        #expect(paths == ["main/alpha", "main/alpha#2", "main/alpha#3"])
        let (restored, report) = try NavigationEngine.restoring(engine.restorationState(), definition: definition)
        #expect(report.isComplete)
        #expect(restored.state.stack.map(\.screen.id) == ["a", "x", "a"])
    }

    @Test func replacingAStartedEngineBalancesAppearances() throws {
        let definition = GraphDefinition(
            name: "G",
            root: "a",
            screens: [
                ScreenDefinition(
                    id: "a",
                    restorationIdentifier: "a",
                    segues: [SegueDefinition(id: "b", kind: .show, destination: "b")]
                ),
                ScreenDefinition(id: "b", restorationIdentifier: "b"),
            ]
        )
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        try engine.perform(segue: "b", from: "a")
        let snapshot = engine.restorationState()
        let old = engine.state.allInstances.map(\.id)
        let (restored, _) = try NavigationEngine.restoring(snapshot, definition: definition)
        try engine.replace(with: restored)
        let events = engine.lastEvents.map(\.description)
        #expect(
            events == [
                "viewDidLoad b", "viewWillDisappear b", "viewWillAppear b", "viewDidDisappear b", "viewDidAppear b",
                "deinit b", "deinit a",
            ]
        )
        #expect(engine.lastEvents.suffix(2).map(\.instance) == old.reversed())
    }
}

@Test func singleTopHoldsWhenShowFallsBackToPresenting() throws {
    let definition = GraphDefinition(
        name: "G",
        root: "r",
        screens: [
            ScreenDefinition(
                id: "r",
                restorationIdentifier: "r",
                segues: [SegueDefinition(id: "p", kind: .modal, destination: "p")]
            ),
            ScreenDefinition(
                id: "p",
                restorationIdentifier: "p",
                segues: [SegueDefinition(id: "again", kind: .show, destination: "p", singleTop: true)]
            ),
        ]
    )
    var engine = try NavigationEngine(definition: definition)
    try engine.start()
    try engine.perform(segue: "p", from: "r")
    #expect(try engine.perform(segue: "again", from: "p") == .unchanged)
    #expect(engine.state.presentations.count == 1)
    #expect(ParameterType.int.value(fromText: "+1", enumCases: { _ in nil }) == nil)
    #expect(ParameterType.int.value(fromText: "-1", enumCases: { _ in nil }) == .int(-1))
}
