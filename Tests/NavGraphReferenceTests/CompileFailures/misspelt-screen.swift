// expected-error: type 'SettingsFlow.Screen' has no member 'appSetings'
func useTheGeneratedAPI() {
    let screen: SettingsFlow.Screen = .appSetings(appID: "mail")
    _ = screen
}
