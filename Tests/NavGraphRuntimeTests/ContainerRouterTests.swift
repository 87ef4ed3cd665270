import Foundation
import NavGraphRuntime
import Testing

/// `Router()` on a graph whose root is a tab bar, and the typed tab API, with a hand-written conformance shaped
/// like generated code (see docs/containers.md, Generated code).
@MainActor
@Suite struct ContainerRouterTests {
    enum TabbedFlow: NavigationGraphWithDefaultRoot {
        enum Screen: Hashable, Codable, Sendable {
            case first, second
        }
        enum Action: Hashable, Sendable {}
        enum Tab: String, Hashable, Sendable {
            case one, two
        }

        static var definition: GraphDefinition {
            GraphDefinition(
                name: "TabbedFlow", root: "tabs",
                screens: [
                    ScreenDefinition(id: "first", restorationIdentifier: "first"),
                    ScreenDefinition(id: "second", restorationIdentifier: "second"),
                ],
                containers: [
                    ContainerDefinition(
                        id: "tabs", kind: .tabBar,
                        tabs: [TabDefinition(id: "one", root: "first"), TabDefinition(id: "two", root: "second")],
                        selected: "two")
                ])
        }
        static var defaultRoot: Screen { .first }

        static func value(of screen: Screen) throws -> ScreenValue {
            ScreenValue(id: screen == .first ? "first" : "second")
        }

        static func screen(from value: ScreenValue) -> Screen? {
            switch value.id {
            case "first": .first
            case "second": .second
            default: nil
            }
        }

        static func action(named name: String) -> Action? { nil }
        static func tabID(of tab: Tab) -> String { tab.rawValue }
        static func tab(named name: String) -> Tab? { Tab(rawValue: name) }
    }

    @Test func aContainerRootInstallsEveryTabAndSelectsTheDeclaredOne() throws {
        let router = Router<TabbedFlow>()
        try router.start()
        #expect(router.selectedTab == .two)
        #expect(router.stack == [.second])
        #expect(
            router.lastEvents.map(\.description) == [
                "viewDidLoad second", "viewWillAppear second", "viewDidAppear second",
            ])
        try router.select(.one)
        #expect(router.stack == [.first])
        #expect(router.lastEvents.first?.description == "viewDidLoad first")
        #expect(router.state.tabStacks.map(\.tab) == ["one", "two"])
    }

    @Test func aGraphWithoutTabsHasNone() throws {
        let router = Router<SettingsFlow>()
        #expect(router.selectedTab == nil)
        #expect(!router.isTabBarHidden)
        #expect(router.lastReturn == nil)
    }
}
