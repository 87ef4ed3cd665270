// expected-error: cannot convert value of type 'Int' to expected argument type 'String'
func useTheGeneratedAPI() {
    _ = SettingsFlow.SettingsList.openApp(appID: 42)
}
