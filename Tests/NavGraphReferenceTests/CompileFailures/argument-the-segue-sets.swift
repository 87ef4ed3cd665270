// expected-error: extra argument 'appID' in call
func useTheGeneratedAPI() {
    // 'openSection' forwards 'appID' from its source: the function does not take it.
    _ = SettingsFlow.AppSettings.openSection(appID: "mail", section: .privacy)
}
