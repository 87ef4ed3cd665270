// expected-error: missing argument for parameter 'appID' in call
func useTheGeneratedAPI() {
    _ = SettingsFlow.SettingsList.openApp(appName: "Mail")
}
