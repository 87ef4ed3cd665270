@_spi(Hosting) import NavGraphRuntime

extension FakeUIKit {
    /// Where the fake's hierarchy differs from the router's state: every stack's view controllers (one per
    /// instance, alive, made once), the presented chain, the selected tab, the splits' collapse, and each
    /// navigation controller's bar and toolbar as the fake resolves them from the navigation items, against the
    /// router's resolved bars. Empty when they agree.
    func differences(from router: Router<some NavigationGraph>) -> [String] {
        var result: [String] = []
        let state = router.state
        var expectedRootStacks: Set<StackID> = []
        for content in state.stackContents {
            let ids = content.screens.map(\.id)
            switch content.id {
            case .presentation(let index):
                guard presented.indices.contains(index) else {
                    result.append("presentation \(index) is missing")
                    continue
                }
                let presentation = presented[index]
                let expected = state.presentations[index]
                if presentation.ids != ids { result.append("\(content.id): \(presentation.ids) instead of \(ids)") }
                if presentation.style != expected.style { result.append("\(content.id): style \(presentation.style)") }
                if (presentation.navigationController != nil) != expected.embedsNavigationController {
                    result.append("\(content.id): embedding differs")
                }
                if presentation.selectedDetent != expected.detent {
                    result.append("\(content.id): detent \(String(describing: presentation.selectedDetent))")
                }
            default:
                expectedRootStacks.insert(content.id)
                let shown = navigationController(for: content.id)?.ids
                if shown != ids {
                    result.append("\(content.id): \(shown.map(\.description) ?? "none") instead of \(ids)")
                }
            }
            for instance in content.screens {
                guard let controller = live[instance.id] else {
                    result.append("\(instance.id) has no live view controller")
                    continue
                }
                // Arguments may change under a kept view controller (`router.update`): the screen must not.
                if controller.instance.screen.id != instance.screen.id {
                    result.append("\(instance.id) shows another screen")
                }
                if controller.navigationItem != router.navigationItem(for: instance) {
                    result.append("\(instance.id): navigation item differs")
                }
            }
            if let bars = router.bars(in: content.id) {
                let navigation = navigationController(for: content.id)
                if navigation?.navigationBar != bars.navigationBar {
                    let shown = String(describing: navigation?.navigationBar)
                    result.append("\(content.id): bar \(shown) instead of \(bars.navigationBar)")
                }
                if let navigation, navigation.isInteractivePopGestureEnabled != bars.interactivePopGestureEnabled {
                    result.append("\(content.id): swipe back enabled \(navigation.isInteractivePopGestureEnabled)")
                }
                if let navigation, navigation.settings != bars.settings {
                    result.append("\(content.id): settings \(navigation.settings) instead of \(bars.settings)")
                }
                if navigation?.toolbar != bars.toolbar {
                    result.append(
                        "\(content.id): toolbar \(String(describing: navigation?.toolbar)) instead of \(bars.toolbar)")
                }
            }
        }
        if presented.count != state.presentations.count {
            result.append("\(presented.count) presentations instead of \(state.presentations.count)")
        }
        // Every navigation controller on screen shows one of the router's stacks (or nothing: a tab not shown yet).
        let expected = expectedRootStacks.compactMap { navigationController(for: $0) }
        let tabs: [Int?] = state.tabBar.map { Array($0.tabs.indices) } ?? [nil]
        for tab in tabs {
            for navigation in visibleNavigationControllers(tab: tab)
            where !navigation.viewControllers.isEmpty && !expected.contains(where: { $0 === navigation }) {
                result.append("\(navigation.holder) shows \(navigation.ids), a stack the router does not have")
            }
        }
        if selectedIndex != state.tabBar?.selected {
            let expected = String(describing: state.tabBar?.selected)
            result.append("selected tab \(String(describing: selectedIndex)) instead of \(expected)")
        }
        if isTabBarHidden != router.isTabBarHidden { result.append("tab bar hidden: \(isTabBarHidden)") }
        for tab in tabs where isCollapsed(tab: tab) != state.split(inTab: tab)?.isCollapsed {
            result.append(
                "split of tab \(String(describing: tab)) collapsed: \(String(describing: isCollapsed(tab: tab)))")
        }
        let instances = Set(state.allInstances.map(\.id))
        if Set(live.keys) != instances {
            result.append("live view controllers \(live.keys.sorted()) instead of \(instances.sorted())")
        }
        if !remade.isEmpty { result.append("view controllers made twice: \(remade)") }
        if !failures.isEmpty { result.append("UIKit refused: \(failures)") }
        // The bar and toolbar over the visible screen: the router's own resolution against the fake's.
        let visibleBar: NavigationBarState?
        let visibleToolbar: ToolbarState?
        if let last = presented.last {
            visibleBar = last.navigationController?.navigationBar
            visibleToolbar = last.navigationController?.toolbar
        } else {
            let navigation = navigationController(for: state.mainStackID)
            visibleBar = navigation?.navigationBar
            visibleToolbar = navigation?.toolbar
        }
        if visibleBar != router.navigationBar { result.append("the visible bar differs") }
        if (visibleToolbar ?? ToolbarState(hidden: true, items: [])) != router.toolbar {
            result.append("the visible toolbar differs")
        }
        return result
    }
}
