import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

/// The typed router over a generated-style graph.
@MainActor
@Suite struct RouterTests {
    final class Recorder: RouterDelegate {
        var lines: [String] = []
        func router(didEmit event: NavigationEvent) { lines.append(event.description) }
    }

    @Test func aRouterStartsOnTheRootScreen() throws {
        let router = Router<SettingsFlow>()
        #expect(router.stack == [.settingsList])
        #expect(router.top == .settingsList)
        #expect(router.lastEvents.isEmpty)
    }

    @Test func aRootWithRequiredParametersIsGivenTyped() throws {
        let router = Router<AppFlow>(root: .appSettings(appID: "x"))
        #expect(router.stack == [.appSettings(appID: "x")])
        try router.start()
        #expect(router.visible == .appSettings(appID: "x"))
    }

    @Test func performingTypedSeguesUpdatesTheTypedState() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openApp(appID: "mail", appName: "Mail"))
        try router.perform(SettingsFlow.AppSettings.openDetail(count: 5))
        #expect(
            router.stack == [
                .settingsList, .appSettings(appID: "mail", appName: "Mail"), .detail(appID: "mail", count: 5),
            ])
        #expect(router.visible == .detail(appID: "mail", count: 5))
        #expect(router.navigationBar?.title == "Detail 5")
        #expect(throws: NavigationError.sourceNotVisible(segue: "openApp", source: "settingsList", visible: "detail")) {
            try router.perform(SettingsFlow.SettingsList.openApp(appID: "x"))
        }
        try router.popToRoot()
        try router.perform(SettingsFlow.SettingsList.openAbout())
        #expect(router.top == .settingsList)
        #expect(router.visible == .about)
        #expect(router.presentations.map(\.screens) == [[.about]])
    }

    @Test func anArgumentThatFailsToEncodeIsThrownWhenPerformed() throws {
        struct Failure: Error {}
        let router = Router<SettingsFlow>()
        let segue = Segue<SettingsFlow>(source: "settingsList", id: "openApp") { throw Failure() }
        #expect(throws: NavigationError.self) { try router.perform(segue) }
        #expect(router.stack == [.settingsList])
    }

    @Test func tapReturnsTheTypedAction() throws {
        let router = Router<SettingsFlow>()
        #expect(try router.tap("edit") == .action(.edit))
        try router.push(.appSettings(appID: "mail"))
        #expect(try router.tap("done") == .builtin(.popToRoot, .performed(inFlight: false)))
        #expect(router.stack == [.settingsList])
    }

    @Test func observersGetEveryEventInOrder() throws {
        let router = Router<SettingsFlow>()
        let delegate = Recorder()
        router.delegate = delegate
        var seen: [String] = []
        let token = router.observe { seen.append($0.description) }
        try router.start()
        try router.push(.appSettings(appID: "mail"))
        #expect(seen == delegate.lines)
        #expect(seen.count == 10)
        token.cancel()
        try router.pop()
        #expect(seen.count == 10)
        #expect(delegate.lines.count == 17)
    }

    @Test func anEventStreamDeliversEventsAndEndsWithTheRouter() async throws {
        var router: Router<SettingsFlow>? = Router<SettingsFlow>()
        let stream = try #require(router).events()
        try router?.start()
        try router?.push(.appSettings(appID: "mail"))
        let expected = ["viewDidLoad settingsList", "viewWillAppear settingsList", "viewDidAppear settingsList"]
        router = nil
        var lines: [String] = []
        for await event in stream { lines.append(event.description) }
        #expect(Array(lines.prefix(3)) == expected)
        #expect(lines.count == 10)
    }

    @Test func manualTransitionsQueueRequests() throws {
        let router = Router<SettingsFlow>(transitionMode: .manual)
        try router.start()
        let open = SettingsFlow.SettingsList.openApp(appID: "mail")
        #expect(try router.perform(open) == .performed(inFlight: true))
        #expect(try router.perform(open) == .queued)
        #expect(router.isTransitioning)
        let results = try router.completeTransition()
        #expect(results.count == 1)
        #expect(router.stack.count == 2)
    }

    @Test func restorationRoundTripsThroughTheTypedRouter() throws {
        let router = Router<SettingsFlow>()
        try router.push(.appSettings(appID: "mail", appName: "Mail"))
        try router.present(.compose, style: .fullScreen, embedInNavigationController: true)
        let data = try router.restorationState().jsonData()
        let restored = try Router<SettingsFlow>(restoring: data)
        #expect(restored.stack == router.stack)
        #expect(restored.presentations.map(\.screens) == [[.compose]])
        #expect(restored.restorationReport?.isComplete == true)
    }

    @Test func aFailedRestoreNeverChangesALiveRouter() throws {
        let router = Router<AppFlow>(root: .appSettings(appID: "x"))
        try router.start()
        try router.push(.detail(appID: "x"))
        let before = router.state
        #expect(throws: NavigationError.self) { try Router<AppFlow>(restoring: Data("{".utf8)) }
        var snapshot = router.restorationState()
        snapshot.rootIncluded = false
        #expect(throws: NavigationError.missingArgument(screen: "appSettings", parameter: "appID")) {
            try router.restore(snapshot)
        }
        #expect(router.state == before)
        let report = try router.restore(snapshot, root: .appSettings(appID: "y"))
        #expect(report.isComplete)
        #expect(router.stack == [.appSettings(appID: "y"), .appSettings(appID: "x"), .detail(appID: "x")])
        // One transition, in the documented order (views load first): the old top disappears while the restored
        // top appears, then the old instances go.
        #expect(
            router.lastEvents.map(\.description) == [
                "viewDidLoad detail", "viewWillDisappear detail", "viewWillAppear detail", "viewDidDisappear detail",
                "viewDidAppear detail", "deinit detail", "deinit appSettings",
            ]
        )
        #expect(Set(router.lastEvents.suffix(2).map(\.instance)) == Set(before.stack.map(\.id)))
    }
}
