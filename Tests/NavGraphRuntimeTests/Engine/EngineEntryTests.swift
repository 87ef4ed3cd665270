import NavGraphRuntime
import Testing

/// `NavigationEngine(definition:entry:)` on a hand-built definition: a screen entry with a required parameter, a
/// container entry, an unknown one, and a snapshot whose root was not preserved restored from its entry.
@Suite struct EngineEntryTests {
    static let definition: GraphDefinition = {
        let text = ParameterDefinition(name: "name", type: .string)
        var definition = GraphDefinition(
            name: "EntryFlow", root: "welcome",
            screens: [
                ScreenDefinition(id: "welcome", restorationIdentifier: "welcome"),
                ScreenDefinition(id: "profile", parameters: [text], restorationIdentifier: "profile"),
                ScreenDefinition(id: "home", restorationIdentifier: nil),
                ScreenDefinition(id: "detail", restorationIdentifier: "detail"),
            ],
            containers: [ContainerDefinition(id: "app", kind: .tabBar, tabs: [TabDefinition(id: "home", root: "home")])]
        )
        definition.entries = ["welcome", "profile", "app", "home"]
        return definition
    }()

    @Test func aScreenEntryTakesItsArguments() throws {
        let value = ScreenValue(id: "profile", arguments: ["name": .string("Ada")])
        let engine = try NavigationEngine(definition: Self.definition, entry: value)
        #expect(engine.state.stack.map(\.screen) == [value])
        #expect(engine.entryID == "profile")
        #expect(throws: NavigationError.missingArgument(screen: "profile", parameter: "name")) {
            try NavigationEngine(definition: Self.definition, entry: ScreenValue(id: "profile"))
        }
    }

    @Test func aContainerEntryInstallsTheContainerAndTakesNoArgument() throws {
        let engine = try NavigationEngine(definition: Self.definition, entry: ScreenValue(id: "app"))
        #expect(engine.state.tabBar?.container == "app")
        #expect(engine.state.stack.map(\.screen.id) == ["home"])
        #expect(throws: NavigationError.unknownArgument(screen: "app", parameter: "x")) {
            try NavigationEngine(
                definition: Self.definition, entry: ScreenValue(id: "app", arguments: ["x": .int(1)]))
        }
    }

    @Test func theFirstEntryIsRecordedAsNone() throws {
        let engine = try NavigationEngine(definition: Self.definition, entry: ScreenValue(id: "welcome"))
        #expect(engine.entry == nil)
        #expect(engine.entryID == "welcome")
    }

    @Test func aScreenThatIsNoEntryIsRefused() {
        #expect(
            throws: NavigationError.unknownEntry(
                "detail", entries: ["welcome", "profile", "app", "home"])
        ) {
            try NavigationEngine(definition: Self.definition, entry: ScreenValue(id: "detail"))
        }
        let message = NavigationError.unknownEntry("x", entries: ["a", "b"]).description
        #expect(message == "'x' is not an entry of the graph; it starts from 'a', 'b'")
    }

    @Test func aSnapshotWithoutItsRootRestoresFromItsEntry() throws {
        // 'home' has no restoration identifier: the snapshot keeps 'detail' above it and names the entry.
        var engine = try NavigationEngine(definition: Self.definition, entry: ScreenValue(id: "home"))
        try engine.push(ScreenValue(id: "detail"), animated: false)
        let snapshot = engine.restorationState()
        #expect(snapshot.entry == "home")
        #expect(snapshot.rootIncluded == false)
        let (restored, report) = try NavigationEngine.restoring(snapshot, definition: Self.definition)
        #expect(restored.state.stack.map(\.screen.id) == ["home", "detail"])
        #expect(restored.entryID == "home")
        #expect(report.usesDefaultRoot)
    }
}
