import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// The chrome the SwiftUI host puts around each screen, computed from the router, agrees after every step of every
/// flow of every example flow file (and from every example graph's root) with what the fake UIKit, driven by the
/// same router, draws: title, large title, right items in on-screen order, toolbar items, back button, and the tab
/// bar.
@MainActor
@Suite struct ScreenChromeTests {
    @Test(arguments: ExampleGraphs.flowFiles)
    func everyStepOfEveryFlowDressesItsScreensAsUIKitDoes(file: String) throws {
        let (flowFile, definition) = try #require(try ExampleGraphs.flows(file), "\(file) does not load")
        var checked = 0
        try DynamicGraph.$current.withValue(definition) {
            for flow in flowFile.flows {
                let harness = try HostHarness(
                    definition: definition, rootArguments: flowFile.rootArguments, entry: flowFile.entry?.value)
                checked += Self.differences(harness, at: "\(flow.name.value): at the start")
                for (index, step) in flow.steps.enumerated() {
                    _ = harness.run(step.command)
                    checked += Self.differences(harness, at: "\(flow.name.value), step \(index + 1) (\(step.text))")
                }
            }
        }
        #expect(checked > 10)
    }

    @Test(arguments: ExampleGraphs.graphFiles)
    func everyGraphDressesItsRootAsUIKitDoes(file: String) throws {
        let definition = try #require(try ExampleGraphs.definition(file), "\(file) does not validate")
        try DynamicGraph.$current.withValue(definition) {
            let harness = try HostHarness(definition: definition)
            #expect(Self.differences(harness, at: file) > 0)
        }
    }

    /// Expects the chrome of the top of every stack to match the fake UIKit's bars; returns how many stacks it
    /// checked.
    static func differences(_ harness: HostHarness, at place: String) -> Int {
        let router = harness.router
        let tree = HostTree(router)
        var checked = 0
        for stack in tree.stacks {
            guard let top = stack.screens.last,
                let navigation = harness.fake.navigationController(for: stack.id),
                let bar = navigation.navigationBar
            else { continue }
            checked += 1
            let chrome = ScreenChrome(of: top, at: stack.screens.count - 1, in: stack.id, router: router)
            let where_ = "\(place), \(stack.id)"
            #expect(chrome.title == bar.title, "\(where_): title")
            #expect(chrome.right == bar.right.reversed(), "\(where_): right items, left to right")
            #expect(chrome.toolbar == (navigation.toolbar?.items ?? []), "\(where_): toolbar items")
            let showsBack = bar.left.contains { if case .back = $0 { true } else { false } }
            if stack.screens.count > 1 { #expect(chrome.hidesBackButton == !showsBack, "\(where_): back button") }
            switch chrome.titleMode {
            case .large: #expect(bar.largeTitle, "\(where_): large title")
            case .inline: #expect(!bar.largeTitle, "\(where_): inline title")
            case .automatic: break
            }
            if case .presentation = stack.id {
                #expect(!chrome.hidesTabBar, "\(where_): a presented screen hides no tab bar")
            } else {
                #expect(chrome.hidesTabBar == harness.fake.isTabBarHidden, "\(where_): tab bar")
                #expect(chrome.hidesTabBar == router.isTabBarHidden, "\(where_): tab bar")
            }
        }
        return checked
    }
}
