// expected-error: type 'SettingsFlow.SettingsList' has no member 'openSection'
func useTheGeneratedAPI() {
    // 'openSection' is a segue of 'appSettings', not of 'settingsList'.
    _ = SettingsFlow.SettingsList.openSection(section: .privacy)
}
