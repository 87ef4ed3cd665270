// Control: the same calls, correct; this file must compile, so that the others fail for their mistake alone.
import NavGraphRuntime

func useTheGeneratedAPI() {
    _ = SettingsFlow.SettingsList.openApp(appID: "mail")
    _ = SettingsFlow.SettingsList.openApp(appID: "mail", appName: "Mail", badgeCount: 2)
    _ = SettingsFlow.AppSettings.openSection(section: .privacy)
    let screen: SettingsFlow.Screen = .appSettings(appID: "mail")
    _ = screen
}

@MainActor
func makeRouters() {
    _ = Router<SettingsFlow>()
    _ = Router<RequiredRootFlow>(root: .profile(name: "Ada"))
    _ = Router<RequiredRootFlow>(entry: .profile(name: "Ada"))
    _ = Router<RequiredRootFlow>(entry: .about)
    _ = NavigationError.generatedCodeMismatch(graph: "SettingsFlow").description
}
