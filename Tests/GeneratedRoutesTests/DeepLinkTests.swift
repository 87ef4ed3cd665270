import Foundation
import NavGraphRuntime
import Testing

/// Deep links through the generated API: `Screen(url:)`, `Screen.url(base:)` and `Router.open(_:)`.
@MainActor
@Suite struct DeepLinkTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func screenFromURLReadsPathAndQueryAndFillsDefaults() throws {
        #expect(SettingsFlow.Screen(url: try url("https://x.example/settings")) == .settingsList)
        #expect(
            SettingsFlow.Screen(url: try url("app://h/settings/apps/mail")) == .appSettings(appID: "mail"))
        #expect(
            SettingsFlow.Screen(url: try url("/settings/apps/mail/privacy?footer=false"))
                == .settingsGroup(appID: "mail", section: .privacy, showsFooter: false))
        #expect(SettingsFlow.Screen(url: try url("SETTINGS://Search")) == .search)
        #expect(
            MailFlow.Screen(url: try url("/mail/sent?name=Sent%20Items&unread=true"))
                == .messages(mailbox: .sent, name: "Sent Items", unreadOnly: true))
    }

    @Test(arguments: [
        "/nowhere", "/settings/apps", "/settings/apps/mail/nosuchsection", "/settings/apps/mail/privacy?footer=maybe",
        "settings://elsewhere", "other://search", "mailto:someone",
    ])
    func screenFromURLIsNilForABadLink(link: String) throws {
        #expect(SettingsFlow.Screen(url: try url(link)) == nil)
    }

    @Test(arguments: [
        SettingsFlow.Screen.settingsList,
        .appSettings(appID: "mail & more/ü"),
        .settingsGroup(appID: "x", section: .battery, showsFooter: false),
        .search,
        .about,
    ])
    func urlRoundTrips(screen: SettingsFlow.Screen) throws {
        let link = try #require(screen.url(base: try url("https://settings.example")))
        #expect(SettingsFlow.Screen(url: link) == screen)
    }

    @Test func urlIsNilWhenTheLinkCannotCarryTheScreen() throws {
        // No base for a path pattern; an argument no pattern carries; a screen without links.
        #expect(SettingsFlow.Screen.appSettings(appID: "x").url() == nil)
        #expect(SettingsFlow.Screen.appSettings(appID: "x", badgeCount: 3).url(base: try url("a://b")) == nil)
        #expect(SettingsFlow.Screen.general.url(base: try url("a://b")) == nil)
        #expect(SettingsFlow.Screen.search.url() == URL(string: "settings://search"))
    }

    @Test func openBuildsTheSyntheticBackStackWithForwardedValues() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.open(try url("https://settings.example/settings/apps/mail/privacy"))
        #expect(
            router.stack == [
                .settingsList, .appSettings(appID: "mail"),
                .settingsGroup(appID: "mail", section: .privacy, showsFooter: true),
            ])
        #expect(router.presentations.isEmpty)
        #expect(router.navigationBar?.backButton?.title == "Back")
    }

    @Test func openPresentsAScreenOnlyAModalReaches() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openGeneral())
        try router.open(try url("settings://search"))
        #expect(router.stack == [.settingsList])
        #expect(router.presentations.count == 1)
        #expect(router.presentations.first?.style == .pageSheet)
        #expect(router.presentations.first?.screens == [.search])
        #expect(router.state.presentations.first?.embedsNavigationController == true)
        #expect(router.visible == .search)
    }

    @Test func openEmitsTheEventsOfOneTransition() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openApp(appID: "a"))
        try router.open(try url("/settings/general/about"))
        let events = router.lastEvents.map { "\($0.kind) \($0.screen.id)" }
        #expect(
            events == [
                "viewDidLoad about", "viewWillDisappear appSettings", "viewWillAppear about", "willShow about",
                "viewDidDisappear appSettings", "viewDidAppear about", "didShow about", "deinit appSettings",
            ])
        #expect(router.stack == [.settingsList, .general, .about])
    }

    @Test(arguments: [
        ("/nowhere", "linkNotMatched"), ("/settings/apps/mail/nosuch", "textNotConvertible"),
        ("/settings/apps/a%zz", "malformedLink"), ("", "malformedLink"), ("https://u@h/settings", "malformedLink"),
        ("/settings/apps/x/privacy?footer=1", "textNotConvertible"),
        ("/settings/apps/x/privacy?footer=a&footer=b", "malformedLink"),
    ])
    func aBadLinkThrowsAndChangesNothing(link: String, kind: String) throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openApp(appID: "a"))
        let before = router.state
        do {
            try router.open(link: link)
            Issue.record("'\(link)' opened")
        } catch {
            #expect(kindOf(error) == kind)
        }
        #expect(router.state == before)
    }

    @Test func unknownQueryItemsAreIgnored() throws {
        let router = Router<SettingsFlow>()
        try router.open(link: "/settings/apps/x?utm_source=mail")
        #expect(router.stack == [.settingsList, .appSettings(appID: "x")])
    }

    @Test func anOversizedLinkThrows() throws {
        let router = Router<SettingsFlow>()
        let link = "/settings/apps/" + String(repeating: "a", count: 5000)
        #expect(throws: NavigationError.linkTooLong(length: link.utf8.count, limit: 2048)) {
            try router.open(link: link)
        }
        #expect(router.stack == [.settingsList])
    }

    @Test func openDuringATransitionThrows() throws {
        let router = Router<SettingsFlow>(transitionMode: .manual)
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openGeneral())
        #expect(throws: NavigationError.transitionInProgress) { try router.open(link: "/settings") }
    }

    private func kindOf(_ error: any Error) -> String {
        guard let error = error as? NavigationError else { return "" }
        return switch error {
        case .linkNotMatched: "linkNotMatched"
        case .malformedLink: "malformedLink"
        case .linkTooLong: "linkTooLong"
        case .textNotConvertible: "textNotConvertible"
        default: "\(error)"
        }
    }
}
