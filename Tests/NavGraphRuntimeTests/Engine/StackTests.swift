@_spi(Hosting) import NavGraphRuntime
import Testing

/// Stacks and presentations.
@Suite struct StackTests {
    let app = ScreenValue(id: "appSettings", arguments: ["appID": .string("mail")])

    @Test func creatingWithARootSetsTheStackWithoutEvents() throws {
        let engine = try NavigationEngine(definition: SampleGraph.definition())
        #expect(engine.stackIDs == ["settingsList"])
        #expect(engine.lastEvents.isEmpty)
        #expect(!engine.state.isStarted)
    }

    @Test func aRootWithRequiredParametersNeedsThemGiven() throws {
        let definition = GraphDefinition(name: "G", root: "appSettings", screens: SampleGraph.definition().screens)
        #expect(throws: NavigationError.missingArgument(screen: "appSettings", parameter: "appID")) {
            try NavigationEngine(definition: definition)
        }
        let engine = try NavigationEngine(definition: definition, root: app)
        #expect(engine.state.top.screen.arguments["appName"] == .string(""))
    }

    @Test func anUnknownRootIsRefused() {
        #expect(throws: NavigationError.unknownScreen("nowhere")) {
            try NavigationEngine(definition: SampleGraph.definition(), root: ScreenValue(id: "nowhere"))
        }
    }

    @Test func twoPushesOfTheSameScreenAreTwoInstances() throws {
        var engine = try SampleGraph.engine()
        let first = try engine.push(app)
        let second = try engine.push(app)
        #expect(first.id != second.id)
        #expect(first.screen == second.screen)
        #expect(engine.state.stack.map(\.id) == [engine.state.stack[0].id, first.id, second.id])
    }

    @Test func popReturnsThePoppedInstanceAndNothingAtTheRoot() throws {
        var engine = try SampleGraph.engine()
        let pushed = try engine.push(app)
        #expect(try engine.pop() == pushed)
        let before = engine.state
        #expect(try engine.pop() == nil)
        #expect(engine.state == before)
        #expect(engine.lastEvents.isEmpty)
    }

    @Test func theRootIsNeverPoppedByPopPopToRootOrSwipe() throws {
        var engine = try SampleGraph.engine()
        #expect(try engine.pop() == nil)
        #expect(try engine.popToRoot().isEmpty)
        #expect(throws: NavigationError.self) { try engine.beginInteractivePop() }
        #expect(engine.stackIDs == ["settingsList"])
    }

    @Test func popToRootAndPopToReturnThePoppedInstancesBottomToTop() throws {
        var engine = try SampleGraph.engine()
        let a = try engine.push(app)
        let b = try engine.push(ScreenValue(id: "detail", arguments: ["appID": .string("mail")]))
        let c = try engine.push(app)
        #expect(try engine.popTo(a.id) == [b, c])
        #expect(try engine.popTo(a.id).isEmpty)
        #expect(try engine.popToRoot() == [a])
        #expect(try engine.popToRoot().isEmpty)
    }

    @Test func popToAnInstanceNotInTheVisibleStackThrows() throws {
        var engine = try SampleGraph.engine()
        let a = try engine.push(app)
        try engine.present(ScreenValue(id: "about"), style: .formSheet, embedInNavigationController: false)
        #expect(throws: NavigationError.noNavigationStack(visible: "about")) { try engine.popTo(a.id) }
        try engine.dismiss()
        #expect(throws: NavigationError.instanceNotFound(InstanceID(rawValue: 999))) {
            try engine.popTo(InstanceID(rawValue: 999))
        }
    }

    @Test func setStackReplacesTheStackKeepingIdentities() throws {
        var engine = try SampleGraph.engine()
        let root = engine.state.top
        let a = try engine.push(app)
        let detail = ScreenValue(id: "detail", arguments: ["appID": .string("x")])
        let result = try engine.setStack([.instance(root.id), .screen(detail)])
        #expect(result.first == root)
        #expect(engine.stackIDs == ["settingsList", "detail"])
        #expect(engine.eventLines.last == "deinit appSettings")
        #expect(engine.lastEvents.last?.instance == a.id)
        #expect(throws: NavigationError.emptyStack) { try engine.setStack([]) }
        #expect(throws: NavigationError.instanceNotFound(a.id)) { try engine.setStack([.instance(a.id)]) }
        #expect(throws: NavigationError.instanceNotFound(root.id)) {
            try engine.setStack([.instance(root.id), .instance(root.id)])
        }
    }

    @Test func visibleIsTheTopOfTheTopMostPresentationElseTheMainTop() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", ["appID": .string("mail")])
        #expect(engine.state.visible == engine.state.top)
        try engine.perform("backToList")
        try engine.perform("openCompose")
        #expect(engine.state.top.screen.id == "settingsList")
        #expect(engine.state.visible.screen.id == "compose")
        try engine.perform("pickRecipient")
        #expect(engine.state.visible.screen.id == "recipients")
        #expect(engine.state.top.screen.id == "settingsList")
    }

    @Test func dismissingAPresentationDismissesAllAboveIt() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openCompose")
        try engine.present(ScreenValue(id: "about"), style: .formSheet, embedInNavigationController: false)
        try engine.present(ScreenValue(id: "info"), style: .pageSheet, embedInNavigationController: false)
        let dismissed = try engine.dismissPresentation(at: 0)
        #expect(dismissed.map(\.screen.id) == ["compose", "about", "info"])
        #expect(engine.state.presentations.isEmpty)
        #expect(try engine.dismiss().isEmpty)
    }

    @Test func pushingOntoAScreenPresentedWithoutAStackIsRefused() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        let before = engine.state
        #expect(throws: NavigationError.noNavigationStack(visible: "about")) { try engine.push(app) }
        #expect(throws: NavigationError.noNavigationStack(visible: "about")) { try engine.pop() }
        #expect(engine.state == before)
    }

    @Test func pushChecksTheArguments() throws {
        var engine = try SampleGraph.engine()
        #expect(throws: NavigationError.missingArgument(screen: "appSettings", parameter: "appID")) {
            try engine.push(ScreenValue(id: "appSettings"))
        }
        #expect(throws: NavigationError.invalidArgument(screen: "appSettings", parameter: "appID", expected: "String"))
        {
            try engine.push(ScreenValue(id: "appSettings", arguments: ["appID": .int(1)]))
        }
        #expect(throws: NavigationError.unknownArgument(screen: "appSettings", parameter: "nope")) {
            try engine.push(ScreenValue(id: "appSettings", arguments: ["appID": .string("a"), "nope": .null]))
        }
        let bad: [String: ArgumentValue] = ["appID": .string("a"), "section": .string("cellular")]
        #expect(
            throws: NavigationError.invalidArgument(
                screen: "appSettings", parameter: "section", expected: "SettingsSection?")
        ) {
            try engine.push(ScreenValue(id: "appSettings", arguments: bad))
        }
        #expect(engine.stackIDs == ["settingsList"])
    }
}

/// Arguments are stored in one form per type, so equal screens compare equal after a JSON round trip.
@Suite struct ArgumentNormalizationTests {
    @Test func anIntegerGivenForADoubleIsStoredAsADouble() throws {
        let screen = ScreenDefinition(
            id: "s",
            parameters: [
                ParameterDefinition(name: "d", type: .double),
                ParameterDefinition(name: "list", type: .optional(.array(.double)), defaultValue: .null),
            ],
            restorationIdentifier: "s"
        )
        let definition = GraphDefinition(name: "G", root: "s", screens: [screen])
        let engine = try NavigationEngine(
            definition: definition,
            root: ScreenValue(id: "s", arguments: ["d": .int(1), "list": .array([.int(2), .double(2.5)])])
        )
        #expect(engine.state.top.screen.arguments == ["d": .double(1), "list": .array([.double(2), .double(2.5)])])
        let (restored, report) = try NavigationEngine.restoring(
            try RestorationSnapshot(data: try engine.restorationState().jsonData()),
            definition: definition
        )
        #expect(report.isComplete)
        #expect(restored.state.top.screen == engine.state.top.screen)
    }
}

/// The kind of transition each operation applies, for a UI adapter to animate.
@Suite struct TransitionKindTests {
    @Test func setStackIsAPushWhenTheNewTopIsNewElseAPop() throws {
        var engine = try SampleGraph.engine()
        let root = engine.state.top.id
        let detail = ScreenValue(id: "detail", arguments: ["appID": .string("mail")])
        let stack = try engine.setStack([.instance(root), .screen(detail), .screen(detail)])
        #expect(engine.lastTransition == .push)
        try engine.setStack([.instance(root), .instance(stack[1].id)])
        #expect(engine.lastTransition == .pop)
    }

    @Test func eachOperationReportsItsTransition() throws {
        var engine = try NavigationEngine(definition: SampleGraph.definition())
        try engine.start()
        #expect(engine.lastTransition == NavigationTransition.none)
        try engine.perform("openApp", ["appID": .string("mail")])
        #expect(engine.lastTransition == .push)
        try engine.perform("backToList")
        #expect(engine.lastTransition == .pop)
        try engine.perform("openCompose")
        #expect(engine.lastTransition == .present)
        try engine.perform("sent")
        #expect(engine.lastTransition == .dismiss)
        #expect(throws: NavigationError.self) { try engine.perform("sent") }
        #expect(engine.lastTransition == nil)
    }
}
