// expected-error: type 'SettingsFlow.SettingsList' has no member 'openAp'
func useTheGeneratedAPI() {
    _ = SettingsFlow.SettingsList.openAp(appID: "mail")
}
