@_spi(Hosting) import NavGraphRuntime
import Testing

/// Lifecycle and delegate events, in UIKit's order.
@Suite struct EventTests {
    let app = ScreenValue(id: "appSettings", arguments: ["appID": .string("mail")])

    @Test func startShowsTheRootOnce() throws {
        var engine = try NavigationEngine(definition: SampleGraph.definition())
        try engine.start()
        #expect(
            engine.eventLines == [
                "viewDidLoad settingsList", "viewWillAppear settingsList", "viewDidAppear settingsList",
            ])
        try engine.start()
        #expect(engine.lastEvents.isEmpty)
    }

    @Test func beforeStartNothingAppears() throws {
        var engine = try NavigationEngine(definition: SampleGraph.definition())
        try engine.push(app)
        #expect(engine.eventLines == ["willShow appSettings", "didShow appSettings"])
        try engine.start()
        #expect(
            engine.eventLines == ["viewDidLoad appSettings", "viewWillAppear appSettings", "viewDidAppear appSettings"])
    }

    @Test func pushEmitsLoadDisappearAppearWillShowThenDidEvents() throws {
        var engine = try SampleGraph.engine()
        try engine.push(app)
        #expect(
            engine.eventLines == [
                "viewDidLoad appSettings", "viewWillDisappear settingsList", "viewWillAppear appSettings",
                "willShow appSettings", "viewDidDisappear settingsList", "viewDidAppear appSettings",
                "didShow appSettings",
            ]
        )
    }

    @Test func popEmitsDisappearAppearShowThenDeinit() throws {
        var engine = try SampleGraph.engine()
        try engine.push(app)
        try engine.pop()
        #expect(
            engine.eventLines == [
                "viewWillDisappear appSettings", "viewWillAppear settingsList", "willShow settingsList",
                "viewDidDisappear appSettings", "viewDidAppear settingsList", "didShow settingsList",
                "deinit appSettings",
            ]
        )
    }

    @Test func viewDidLoadOnlyTheFirstTime() throws {
        var engine = try SampleGraph.engine()
        try engine.push(app)
        try engine.push(ScreenValue(id: "detail", arguments: ["appID": .string("mail")]))
        try engine.pop()
        #expect(!engine.eventLines.contains("viewDidLoad appSettings"))
        #expect(engine.eventLines.contains("viewWillAppear appSettings"))
    }

    @Test func popToRootOnlyTheOldTopDisappearsAndRemovedInstancesDeinitTopFirst() throws {
        var engine = try SampleGraph.engine()
        try engine.push(app)
        try engine.push(ScreenValue(id: "detail", arguments: ["appID": .string("mail")]))
        try engine.popToRoot()
        #expect(
            engine.eventLines == [
                "viewWillDisappear detail", "viewWillAppear settingsList", "willShow settingsList",
                "viewDidDisappear detail", "viewDidAppear settingsList", "didShow settingsList",
                "deinit detail", "deinit appSettings",
            ]
        )
    }

    @Test func setStackLoadsOnlyTheNewTopAndLoadsOthersWhenRevealed() throws {
        var engine = try SampleGraph.engine()
        let detail = ScreenValue(id: "detail", arguments: ["appID": .string("mail")])
        let root = engine.state.top.id
        try engine.setStack([.instance(root), .screen(app), .screen(detail)])
        #expect(
            engine.eventLines == [
                "viewDidLoad detail", "viewWillDisappear settingsList", "viewWillAppear detail", "willShow detail",
                "viewDidDisappear settingsList", "viewDidAppear detail", "didShow detail",
            ]
        )
        try engine.pop()
        #expect(engine.eventLines.first == "viewDidLoad appSettings")
        #expect(engine.eventLines.last == "deinit detail")
    }

    @Test(arguments: PresentationStyle.allCases)
    func presentingHidesThePresenterOnlyForFullScreenAndCurrentContext(style: PresentationStyle) throws {
        var engine = try SampleGraph.engine()
        try engine.present(ScreenValue(id: "about"), style: style, embedInNavigationController: false)
        let hides = style == .fullScreen || style == .currentContext
        let expected =
            hides
            ? [
                "viewDidLoad about", "viewWillDisappear settingsList", "viewWillAppear about",
                "viewDidDisappear settingsList", "viewDidAppear about",
            ]
            : ["viewDidLoad about", "viewWillAppear about", "viewDidAppear about"]
        #expect(engine.eventLines == expected)
        try engine.dismiss()
        let dismissal =
            hides
            ? [
                "viewWillDisappear about", "viewWillAppear settingsList", "viewDidDisappear about",
                "viewDidAppear settingsList", "deinit about",
            ]
            : ["viewWillDisappear about", "viewDidDisappear about", "deinit about"]
        #expect(engine.eventLines == dismissal)
    }

    @Test func presentationsHaveNoWillShowOrDidShow() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openCompose")
        try engine.perform("pickRecipient")
        #expect(engine.eventLines.contains("willShow recipients"))
        try engine.dismiss()
        let kinds = Set(engine.lastEvents.map(\.kind))
        #expect(!kinds.contains(.willShow) && !kinds.contains(.didShow))
        #expect(engine.eventLines.suffix(2) == ["deinit recipients", "deinit compose"])
    }

    @Test func dismissingAChainDeinitsEveryInstanceTopFirst() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        try engine.present(ScreenValue(id: "info"), style: .fullScreen, embedInNavigationController: false)
        // A full-screen presentation over a sheet hides both the sheet and what the sheet left visible.
        #expect(
            engine.eventLines == [
                "viewDidLoad info", "viewWillDisappear about", "viewWillDisappear settingsList", "viewWillAppear info",
                "viewDidDisappear about", "viewDidDisappear settingsList", "viewDidAppear info",
            ]
        )
        try engine.dismissPresentation(at: 0)
        #expect(
            engine.eventLines == [
                "viewWillDisappear info", "viewWillAppear settingsList", "viewDidDisappear info",
                "viewDidAppear settingsList", "deinit info", "deinit about",
            ]
        )
    }

    @Test func interactivePopBeginEmitsWillEventsAndFinishCompletesLikePop() throws {
        var engine = try SampleGraph.engine()
        try engine.push(app)
        try engine.beginInteractivePop()
        #expect(engine.eventLines == ["viewWillDisappear appSettings", "viewWillAppear settingsList"])
        #expect(engine.stackIDs == ["settingsList", "appSettings"])
        let begin = engine.eventLines
        try engine.finishInteractivePop()
        #expect(engine.stackIDs == ["settingsList"])
        var popped = try SampleGraph.engine()
        try popped.push(app)
        try popped.pop()
        #expect(begin + engine.eventLines == popped.eventLines)
    }

    @Test func interactivePopCancelReappearsTheTopAndKeepsTheStack() throws {
        var engine = try SampleGraph.engine()
        try engine.push(app)
        let before = engine.state
        try engine.beginInteractivePop()
        try engine.cancelInteractivePop()
        #expect(
            engine.eventLines == [
                "viewWillDisappear settingsList", "viewDidDisappear settingsList", "viewWillAppear appSettings",
                "viewDidAppear appSettings",
            ]
        )
        #expect(engine.state == before)
    }

    @Test func interactivePopNeedsTwoScreensAndTheGestureEnabled() throws {
        var engine = try SampleGraph.engine()
        #expect(engine.interactivePopRefusal != nil)
        try engine.perform("openCompose")
        try engine.perform("pickRecipient")
        #expect(throws: NavigationError.interactivePopNotAllowed(reason: "screen 'recipients' disables the swipe back"))
        {
            try engine.beginInteractivePop()
        }
        try engine.dismiss()
        try engine.perform("openAbout")
        #expect(engine.interactivePopRefusal == "screen 'about' is not in a navigation stack")
    }

    @Test func interactivePopIsAllowedWhenACustomLeftItemReplacesTheBackButton() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", ["appID": .string("mail")])
        try engine.perform("openDetail")
        #expect(
            engine.navigationBar?.left.contains(.item(SampleGraph.detail.navigationItem.leftBarButtonItems[0])) == true)
        try engine.beginInteractivePop()
        #expect(engine.isInteractivelyPopping)
        #expect(throws: NavigationError.transitionInProgress) { try engine.push(app) }
        try engine.finishInteractivePop()
        #expect(engine.state.top.screen.id == "appSettings")
        #expect(throws: NavigationError.noTransitionInProgress) { try engine.finishInteractivePop() }
        #expect(throws: NavigationError.noTransitionInProgress) { try engine.cancelInteractivePop() }
    }
}
