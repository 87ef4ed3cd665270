// expected-error: type 'SettingsFlow.SettingsSection' has no member 'wifi'
func useTheGeneratedAPI() {
    _ = SettingsFlow.AppSettings.openSection(section: .wifi)
}
