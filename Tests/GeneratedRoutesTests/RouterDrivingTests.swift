import Foundation
import NavGraphRuntime
import Testing

/// The generated API driving the runtime's `Router`: typed segues in, typed screens out.
@MainActor
@Suite struct RouterDrivingTests {
    @Test func typedSeguesPushTypedScreens() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openApp(appID: "mail", appName: "Mail"))
        try router.perform(SettingsFlow.AppSettings.openSection(section: .privacy))
        #expect(
            router.stack == [
                .settingsList,
                .appSettings(appID: "mail", appName: "Mail", badgeCount: 0),
                .settingsGroup(appID: "mail", section: .privacy, showsFooter: true),
            ])
        try router.perform(SettingsFlow.SettingsGroup.backToApps())
        #expect(router.stack == [.settingsList])
    }

    @Test func aSegueOfAScreenThatIsNotVisibleThrowsAndChangesNothing() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        #expect(throws: NavigationError.self) {
            try router.perform(SettingsFlow.AppSettings.openSection(section: .battery))
        }
        #expect(router.stack == [.settingsList])
    }

    @Test func aRouterStartsFromATypedRoot() throws {
        let router = Router<SettingsFlow>(root: .appSettings(appID: "x"))
        #expect(router.stack == [.appSettings(appID: "x", appName: "", badgeCount: 0)])
    }

    @Test func appTypeArgumentsReachThePresentedScreen() throws {
        let router = Router<MailFlow>()
        try router.start()
        let draft = MailDraft(recipients: ["a@b.c"], subject: "Hello")
        try router.perform(MailFlow.Mailboxes.compose(draft: draft))
        #expect(router.visible == .compose(replyTo: nil, draft: draft))
        try router.perform(MailFlow.Compose.send())
        #expect(router.visible == .mailboxes)
    }

    @Test func tappingAnActionItemReportsTheTypedAction() throws {
        let router = Router<SettingsFlow>()
        try router.start()
        try router.perform(SettingsFlow.SettingsList.openGeneral())
        try router.perform(SettingsFlow.General.openAbout())
        #expect(try router.tap("share") == .action(.shareDeviceInfo))
    }
}
