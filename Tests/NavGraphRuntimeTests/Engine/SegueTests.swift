import NavGraphRuntime
import Testing

/// Segues, taps and transitions at run time.
@Suite struct SegueTests {
    let mail: [String: ArgumentValue] = ["appID": .string("mail")]

    @Test func aSegueWhoseSourceIsNotVisibleThrowsAndChangesNothing() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        let before = engine.state
        #expect(throws: NavigationError.sourceNotVisible(segue: "openApp", source: "settingsList", visible: "about")) {
            try engine.perform(segue: "openApp", from: "settingsList", arguments: mail)
        }
        #expect(engine.state == before)
        #expect(engine.lastEvents.isEmpty)
        #expect(throws: NavigationError.unknownSegue(screen: "about", segue: "nope")) { try engine.perform("nope") }
    }

    @Test func argumentsAreLiteralsThenForwardedThenTheCallersWithDefaultsFilled() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openGeneral")
        #expect(engine.state.top.screen.arguments == ["section": .string("general")])
        try engine.perform("openApp", ["appID": .string("mail"), "appName": .string("Mail")])
        #expect(
            engine.state.top.screen.arguments == [
                "appID": .string("mail"), "appName": .string("Mail"), "section": .null,
            ]
        )
        try engine.perform("openDetail")
        #expect(engine.state.top.screen.arguments == ["appID": .string("mail"), "count": .int(3)])
    }

    @Test func aMissingMistypedOrAlreadySetArgumentThrows() throws {
        var engine = try SampleGraph.engine()
        #expect(throws: NavigationError.missingArgument(screen: "appSettings", parameter: "appID")) {
            try engine.perform("openApp")
        }
        #expect(throws: NavigationError.invalidArgument(screen: "appSettings", parameter: "appID", expected: "String"))
        {
            try engine.perform("openApp", ["appID": .bool(true)])
        }
        #expect(throws: NavigationError.argumentSetBySegue(segue: "openGeneral", parameter: "section")) {
            try engine.perform("openGeneral", ["section": .string("privacy")])
        }
        #expect(engine.stackIDs == ["settingsList"])
    }

    @Test func showPushesOntoTheSourcesStack() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openCompose")
        try engine.perform("pickRecipient")
        #expect(engine.presentedIDs == [["compose", "recipients"]])
        #expect(engine.stackIDs == ["settingsList"])
    }

    @Test func showWithoutANavigationStackPresentsModally() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        try engine.perform("moreInfo")
        #expect(engine.presentedIDs == [["about"], ["info"]])
        #expect(engine.state.presentations[1].style == .automatic)
        #expect(!engine.state.presentations[1].embedsNavigationController)
    }

    @Test func showDetailAndModalPresentInTheSeguesStyleElseTheScreens() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openDetailDirect")
        #expect(engine.state.presentations.map(\.style) == [.pageSheet])
        try engine.dismiss()
        try engine.perform("openAbout")
        #expect(engine.state.presentations.map(\.style) == [.formSheet])
    }

    @Test func embedInNavigationControllerGivesThePresentationItsOwnStack() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openCompose")
        #expect(engine.state.presentations[0].embedsNavigationController)
        #expect(engine.state.visibleNavigationStack?.map(\.screen.id) == ["compose"])
        #expect(engine.navigationBar != nil)
    }

    @Test func singleTopDoesNothingWhenAnEqualInstanceIsOnTop() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", mail)
        try engine.perform("openDetail")
        let before = engine.state
        #expect(try engine.perform("again") == .unchanged)
        #expect(engine.state == before)
        #expect(try engine.perform("again", ["count": .int(4)]) == .performed(inFlight: false))
        #expect(engine.stackIDs == ["settingsList", "appSettings", "detail", "detail"])
    }

    @Test func popToPopsBackToTheNearestInstanceThenPushes() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", mail)
        try engine.perform("openDetail")
        try engine.perform("again", ["count": .int(4)])
        try engine.perform("restart", ["count": .int(9)])
        #expect(engine.stackIDs == ["settingsList", "appSettings", "detail"])
        #expect(engine.state.top.screen.arguments["count"] == .int(9))
        #expect(
            engine.eventLines == [
                "viewDidLoad detail", "viewWillDisappear detail", "viewWillAppear detail", "willShow detail",
                "viewDidDisappear detail", "viewDidAppear detail", "didShow detail", "deinit detail", "deinit detail",
            ]
        )
    }

    @Test func unwindPopsAndDismissesBackToTheTarget() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", mail)
        try engine.perform("backToList")
        #expect(engine.stackIDs == ["settingsList"])
        try engine.perform("openCompose")
        try engine.perform("pickRecipient")
        try engine.perform("again")
        try engine.perform("done")
        #expect(engine.presentedIDs == [["compose"]])
        try engine.perform("pickRecipient")
        try engine.perform("home")
        #expect(engine.presentedIDs.isEmpty)
        #expect(engine.eventLines.suffix(2) == ["deinit recipients", "deinit compose"])
        #expect(!engine.eventLines.contains("willShow settingsList"))
    }

    @Test func unwindToAScreenNotBelowTheSourceThrows() throws {
        var engine = try NavigationEngine(
            definition: SampleGraph.definition(),
            root: ScreenValue(id: "detail", arguments: mail)
        )
        let before = engine.state
        #expect(throws: NavigationError.unwindTargetNotFound(segue: "home", target: "settingsList")) {
            try engine.perform("home")
        }
        #expect(engine.state == before)
        #expect(throws: NavigationError.unwindTakesNoArguments(segue: "home")) {
            try engine.perform("home", ["x": .null])
        }
    }

    @Test func aDoubleTapDuringATransitionCannotPushTwice() throws {
        var engine = try SampleGraph.engine(mode: .manual)
        #expect(try engine.perform("openApp", mail) == .performed(inFlight: true))
        #expect(engine.eventLines.last == "willShow appSettings")
        #expect(try engine.perform(segue: "openApp", from: "settingsList", arguments: mail) == .queued)
        #expect(throws: NavigationError.transitionInProgress) { try engine.pop() }
        let results = try engine.completeTransition()
        #expect(engine.eventLines.first == "viewDidDisappear settingsList")
        #expect(
            results.map(\.result) == [
                .failure(.sourceNotVisible(segue: "openApp", source: "settingsList", visible: "appSettings"))
            ]
        )
        #expect(engine.stackIDs == ["settingsList", "appSettings"])
        #expect(!engine.isTransitioning)
    }

    @Test func queuedRequestsRunInOrderAgainstTheNewState() throws {
        var engine = try SampleGraph.engine(mode: .manual)
        try engine.perform("openApp", mail)
        try engine.perform(segue: "openDetail", from: "appSettings")
        try engine.back()
        try engine.completeTransition()
        #expect(engine.stackIDs == ["settingsList", "appSettings", "detail"])
        #expect(engine.queue == [.back])
        // The state changes when a transition begins; its "did" events wait for the completion.
        try engine.completeTransition()
        #expect(engine.stackIDs == ["settingsList", "appSettings"])
        #expect(engine.isTransitioning)
        #expect(engine.eventLines.last == "willShow appSettings")
        try engine.completeTransition()
        #expect(engine.eventLines.last == "deinit detail")
        #expect(!engine.isTransitioning)
        #expect(throws: NavigationError.noTransitionInProgress) { try engine.completeTransition() }
    }

    @Test func unanimatedSeguesCompleteAtOnceEvenInManualMode() throws {
        var engine = try SampleGraph.engine(mode: .manual)
        try engine.push(ScreenValue(id: "detail", arguments: mail), animated: false)
        #expect(!engine.isTransitioning)
        #expect(try engine.perform("home") == .performed(inFlight: false))
    }

    @Test func tappingAnItemPerformsItsSegueBuiltinOrReportsItsAction() throws {
        var engine = try SampleGraph.engine()
        #expect(try engine.tap("edit") == .action("edit"))
        try engine.perform("openApp", mail)
        #expect(try engine.tap("share") == .action("share"))
        try engine.perform("openDetail")
        #expect(try engine.tap("close") == .builtin(.pop, .performed(inFlight: false)))
        #expect(try engine.tap("done") == .builtin(.popToRoot, .performed(inFlight: false)))
        #expect(engine.stackIDs == ["settingsList"])
        let compose = try SampleGraph.engine(container: ContainerSettings(toolbarHidden: false))
        var shown = compose
        #expect(try shown.tap("compose") == .segue("openCompose", .performed(inFlight: false)))
        #expect(try shown.tap("send") == .segue("sent", .performed(inFlight: false)))
        #expect(shown.presentedIDs.isEmpty)
        try shown.perform("openCompose")
        #expect(try shown.tap("cancel") == .builtin(.dismiss, .performed(inFlight: false)))
        #expect(shown.presentedIDs.isEmpty)
    }

    @Test func onlyItemsOnScreenCanBeTapped() throws {
        var engine = try SampleGraph.engine()
        #expect(throws: NavigationError.itemNotOnScreen("compose")) { try engine.tap("compose") }
        #expect(throws: NavigationError.itemNotOnScreen("share")) { try engine.tap("share") }
        try engine.perform("openAbout")
        #expect(throws: NavigationError.itemNotOnScreen("close")) { try engine.tap("close") }
        try engine.dismiss()
        try engine.perform("openGeneral")
        #expect(engine.navigationBar?.hidden == true)
        var shown = try SampleGraph.engine(container: ContainerSettings(toolbarHidden: false))
        #expect(throws: NavigationError.itemDisabled("info")) { try shown.tap("info") }
        #expect(throws: NavigationError.itemHasNoBehavior("space")) { try shown.tap("space") }
    }

    @Test func backPopsOnlyWhenTheBarShowsABackButton() throws {
        var engine = try SampleGraph.engine()
        #expect(throws: NavigationError.noBackButton) { try engine.back() }
        try engine.perform("openApp", mail)
        #expect(try engine.back() == .performed(inFlight: false))
        try engine.perform("openGeneral")
        #expect(throws: NavigationError.noBackButton) { try engine.back() }
        try engine.popToRoot()
        try engine.perform("openCompose")
        try engine.perform("pickRecipient")
        try engine.back()
        #expect(engine.presentedIDs == [["compose"]])
        #expect(throws: NavigationError.noBackButton) { try engine.back() }
    }

    @Test func sheetsCanBeSwipedAwayUnlessModalInPresentationOrFullScreen() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        #expect(try engine.dismissInteractively().map(\.screen.id) == ["about"])
        try engine.perform("openCompose")
        #expect(throws: NavigationError.self) { try engine.dismissInteractively() }
        try engine.dismiss()
        try engine.present(ScreenValue(id: "compose"), style: .pageSheet, embedInNavigationController: true)
        #expect(
            throws: NavigationError.cannotDismissInteractively(reason: "screen 'compose' sets 'modalInPresentation'")
        ) {
            try engine.dismissInteractively()
        }
    }
}

/// Textual arguments, as `navgraph simulate` reads them.
@Suite struct TextArgumentTests {
    @Test func textArgumentsConvertByTheDestinationParameterTypes() throws {
        let engine = try SampleGraph.engine()
        let converted = try engine.arguments(fromText: ["appID": "mail"], forSegue: "openApp", of: "settingsList")
        #expect(converted == ["appID": .string("mail")])
        #expect(throws: NavigationError.unknownArgument(screen: "appSettings", parameter: "nope")) {
            try engine.arguments(fromText: ["nope": "1"], forSegue: "openApp", of: "settingsList")
        }
        #expect(
            throws: NavigationError.textNotConvertible(
                text: "cellular", parameter: "section", expected: "SettingsSection?")
        ) {
            try engine.arguments(fromText: ["section": "cellular"], forSegue: "openApp", of: "settingsList")
        }
        let message = String(
            describing: NavigationError.textNotConvertible(text: "many", parameter: "badgeCount", expected: "Int")
        )
        #expect(message == "'many' is not a value of type 'Int' for 'badgeCount'")
        #expect(
            try engine.arguments(fromText: ["section": ""], forSegue: "openApp", of: "settingsList") == [
                "section": .null
            ])
        #expect(throws: NavigationError.textNotConvertible(text: "three", parameter: "count", expected: "Int")) {
            try engine.arguments(fromText: ["count": "three"], forSegue: "openDetail", of: "appSettings")
        }
    }

    @Test func everyParameterTypeConvertsFromText() {
        let cases: (String) -> Set<String>? = { $0 == "E" ? ["a", "b"] : nil }
        let convert = { (type: ParameterType, text: String) in type.value(fromText: text, enumCases: cases) }
        #expect(convert(.int, "42") == .int(42))
        #expect(convert(.int, "4.2") == nil)
        #expect(convert(.double, "4.5") == .double(4.5))
        #expect(convert(.double, "nan") == nil)
        #expect(convert(.bool, "true") == .bool(true))
        #expect(convert(.bool, "yes") == nil)
        #expect(convert(.uuid, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
        #expect(convert(.uuid, "nope") == nil)
        #expect(convert(.date, "2026-11-29T16:00:00Z") == .string("2026-11-29T16:00:00Z"))
        #expect(convert(.date, "yesterday") == nil)
        #expect(convert(.enumeration("E"), "b") == .string("b"))
        #expect(convert(.enumeration("E"), "c") == nil)
        #expect(convert(.array(.int), "1,2") == .array([.int(1), .int(2)]))
        #expect(convert(.array(.int), "1,x") == nil)
        #expect(convert(.optional(.int), "null") == .null)
        #expect(convert(.app("M.T"), #"{"a":1}"#) == .object(["a": .int(1)]))
        #expect(convert(.app("M.T"), "{") == nil)
    }
}
