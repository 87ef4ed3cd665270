import NavGraphRuntime
import Testing

/// `NavigationEngine.open(_:)` of a `reset` link: it replaces the state in one transition.
@Suite struct OpenLinkTests {
    /// list → (show) item(id) → (modal, formSheet, embedded) share(id forwarded) → (show) pick.
    static func definition(mode: LinkMode = .reset) -> GraphDefinition {
        var item = ScreenDefinition(
            id: "item", parameters: [ParameterDefinition(name: "id", type: .int)], restorationIdentifier: "item",
            deepLinks: [DeepLinkDefinition("/items/{id}", mode: mode)],
            segues: [
                SegueDefinition(
                    id: "share", kind: .modal, destination: "share", forward: ["id"], presentation: .formSheet,
                    embedInNavigationController: true)
            ])
        item.linkRoute = [LinkStep(screen: "list", segue: "open")]
        var pick = ScreenDefinition(
            id: "pick",
            parameters: [
                ParameterDefinition(name: "id", type: .int),
                ParameterDefinition(name: "note", type: .optional(.string)),
            ],
            restorationIdentifier: "pick", deepLinks: [DeepLinkDefinition("/items/{id}/pick?note={note}", mode: mode)])
        pick.linkRoute = [
            LinkStep(screen: "list", segue: "open"), LinkStep(screen: "item", segue: "share"),
            LinkStep(screen: "share", segue: "pick"),
        ]
        return GraphDefinition(
            name: "Items", root: "list",
            screens: [
                ScreenDefinition(
                    id: "list", restorationIdentifier: "list",
                    segues: [SegueDefinition(id: "open", kind: .show, destination: "item")]),
                item,
                ScreenDefinition(
                    id: "share", parameters: [ParameterDefinition(name: "id", type: .int)],
                    restorationIdentifier: "share",
                    segues: [SegueDefinition(id: "pick", kind: .show, destination: "pick")]),
                pick,
            ])
    }

    @Test func openReplacesStacksAndPresentationsWithForwardedValues() throws {
        var engine = try NavigationEngine(definition: Self.definition())
        try engine.start()
        let opened = try engine.open("https://h/items/7/pick")
        #expect(engine.state.stack.map(\.screen.id) == ["list", "item"])
        #expect(engine.state.stack.last?.screen.arguments == ["id": .int(7)])
        #expect(engine.state.presentations.map(\.style) == [.formSheet])
        #expect(
            engine.state.presentations.first?.stack.map(\.screen) == [
                ScreenValue(id: "share", arguments: ["id": .int(7)]),
                ScreenValue(id: "pick", arguments: ["id": .int(7), "note": .null]),
            ])
        #expect(opened.count == 4)
        #expect(engine.lastTransition == .present)
        // The sheet leaves 'item' on screen: it appears with the sheet's top; the old root leaves.
        #expect(
            engine.eventLines == [
                "viewDidLoad item", "viewDidLoad pick", "viewWillDisappear list", "viewWillAppear item",
                "viewWillAppear pick", "willShow item", "viewDidDisappear list", "viewDidAppear item",
                "viewDidAppear pick", "didShow item", "deinit list",
            ])
    }

    @Test func beforeStartNothingAppearsAndTheOldInstancesAreReleased() throws {
        var engine = try NavigationEngine(definition: Self.definition())
        try engine.open("/items/3")
        #expect(engine.state.stack.map(\.screen.id) == ["list", "item"])
        // As for a push before `start()`: the delegate still hears of the new top.
        #expect(engine.eventLines == ["willShow item", "didShow item", "deinit list"])
    }

    @Test func aManualTransitionDefersTheDidEvents() throws {
        var engine = try NavigationEngine(definition: Self.definition(), transitionMode: .manual)
        try engine.start()
        try engine.open("/items/3")
        #expect(engine.isTransitioning)
        #expect(throws: NavigationError.transitionInProgress) { try engine.open("/items/4") }
        try engine.completeTransition()
        #expect(engine.eventLines == ["viewDidDisappear list", "viewDidAppear item", "didShow item", "deinit list"])
    }
}
