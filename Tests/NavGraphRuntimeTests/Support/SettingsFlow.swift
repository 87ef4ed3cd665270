@_spi(Generated) import NavGraphRuntime

/// A hand-written `NavigationGraph` conformance shaped like what `navgraph generate` emits for `SampleGraph`.
enum SettingsFlow: NavigationGraphWithDefaultRoot {
    /// `enums: SettingsSection`.
    enum SettingsSection: String, Hashable, Codable, Sendable, ArgumentConvertible {
        case general, privacy, battery
    }

    /// One case per screen.
    enum Screen: Hashable, Codable, Sendable {
        case settingsList
        case appSettings(appID: String, appName: String = "", section: SettingsSection? = nil)
        case detail(appID: String, count: Int = 3)
        case about
        case info
        case compose
        case recipients
        case general(section: SettingsSection)
    }

    /// The bar-item actions.
    enum Action: String, Hashable, Sendable {
        case edit, share, showInfo, attach
    }

    static var definition: GraphDefinition { SampleGraph.definition() }

    static var defaultRoot: Screen { .settingsList }

    static func value(of screen: Screen) throws -> ScreenValue {
        switch screen {
        case .settingsList: ScreenValue(id: "settingsList")
        case .appSettings(let appID, let appName, let section):
            ScreenValue(
                id: "appSettings",
                arguments: [
                    "appID": appID.argumentValue, "appName": appName.argumentValue, "section": section.argumentValue,
                ]
            )
        case .detail(let appID, let count):
            ScreenValue(id: "detail", arguments: ["appID": appID.argumentValue, "count": count.argumentValue])
        case .about: ScreenValue(id: "about")
        case .info: ScreenValue(id: "info")
        case .compose: ScreenValue(id: "compose")
        case .recipients: ScreenValue(id: "recipients")
        case .general(let section): ScreenValue(id: "general", arguments: ["section": section.argumentValue])
        }
    }

    static func screen(from value: ScreenValue) -> Screen? {
        let arguments = value.arguments
        switch value.id {
        case "settingsList": return .settingsList
        case "appSettings":
            guard let appID = arguments["appID"].flatMap(String.init(argumentValue:)),
                let appName = arguments["appName"].flatMap(String.init(argumentValue:)),
                let section = arguments["section"].flatMap(SettingsSection?.init(argumentValue:))
            else { return nil }
            return .appSettings(appID: appID, appName: appName, section: section)
        case "detail":
            guard let appID = arguments["appID"].flatMap(String.init(argumentValue:)),
                let count = arguments["count"].flatMap(Int.init(argumentValue:))
            else { return nil }
            return .detail(appID: appID, count: count)
        case "about": return .about
        case "info": return .info
        case "compose": return .compose
        case "recipients": return .recipients
        case "general":
            guard let section = arguments["section"].flatMap(SettingsSection.init(argumentValue:)) else { return nil }
            return .general(section: section)
        default: return nil
        }
    }

    static func action(named name: String) -> Action? {
        Action(rawValue: name)
    }

    /// Segues of `settingsList`.
    enum SettingsList {
        static func openApp(appID: String, appName: String = "") -> Segue<SettingsFlow> {
            Segue(
                source: "settingsList", id: "openApp",
                arguments: ["appID": .string(appID), "appName": .string(appName)])
        }

        static func openAbout() -> Segue<SettingsFlow> {
            Segue(source: "settingsList", id: "openAbout")
        }
    }

    /// Segues of `appSettings`.
    enum AppSettings {
        static func openDetail(count: Int = 3) -> Segue<SettingsFlow> {
            Segue(source: "appSettings", id: "openDetail", arguments: ["count": count.argumentValue])
        }
    }
}

/// The same screens with `appSettings` as the root: a root with a required parameter.
enum AppFlow: NavigationGraph {
    typealias Screen = SettingsFlow.Screen
    typealias Action = SettingsFlow.Action

    static var definition: GraphDefinition {
        var definition = SampleGraph.definition()
        definition.name = "AppFlow"
        definition.root = "appSettings"
        return definition
    }

    static func value(of screen: Screen) throws -> ScreenValue { try SettingsFlow.value(of: screen) }
    static func screen(from value: ScreenValue) -> Screen? { SettingsFlow.screen(from: value) }
    static func action(named name: String) -> Action? { SettingsFlow.action(named: name) }
}
