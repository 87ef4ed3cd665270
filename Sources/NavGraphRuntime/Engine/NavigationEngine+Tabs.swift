extension NavigationEngine {
    /// Selects a tab (queued while a transition is in flight): the visible screen disappears and the tab's top
    /// appears (`viewDidLoad` the first time); selecting the selected tab pops its stack to its root.
    @discardableResult
    package mutating func selectTab(_ tab: String) throws(NavigationError) -> RequestOutcome {
        try handle(.selectTab(tab))
    }

    /// The id of the selected tab; nil without a tab bar.
    package var selectedTab: String? { state.tabBar?.selectedTab }

    /// Whether the tab bar is hidden: an instance above the root of the selected tab's stack (or of one of its
    /// split's columns) has `hidesBottomBarWhenPushed`.
    package var isTabBarHidden: Bool {
        guard state.tabBar != nil else { return false }
        let stacks = [state.stack] + (state.split?.columns ?? [])
        return stacks.contains { stack in
            stack.dropFirst().contains { graph.screen($0.screen.id)?.hidesBottomBarWhenPushed == true }
        }
    }

    mutating func runSelectTab(_ tab: String) throws(NavigationError) -> RequestOutcome {
        guard let tabBar = state.tabBar else { throw .noTabBar }
        guard let index = tabBar.tabs.firstIndex(of: tab) else { throw .unknownTab(tab) }
        if index == tabBar.selected {
            let changed = !popScreens(in: .main, downTo: 0, animated: true).isEmpty
            return outcome(changed: changed)
        }
        guard tabBar.stored[index] != nil else { return .unchanged }
        applyTransition(.selectTab, animated: false, navigationIn: nil, removed: []) { Self.select(index, in: &$0) }
        return outcome(changed: true)
    }

    /// Makes tab `index` the selected one in `state`: the selected tab's content is stored and the tab's is taken
    /// out; nothing changes for the selected tab or an index out of range.
    static func select(_ index: Int, in state: inout NavigationState) {
        guard let tabBar = state.tabBar, index != tabBar.selected, tabBar.stored.indices.contains(index),
            let content = tabBar.stored[index]
        else { return }
        let selected = TabContent(stack: state.stack, split: state.split)
        state.tabBar?.stored[tabBar.selected] = selected
        state.tabBar?.stored[index] = nil
        state.tabBar?.selected = index
        state.stack = content.stack
        state.split = content.split
    }

    /// The state of root content `name` (a screen with its defaults, or a container), every instance new.
    func rootContent(_ name: String, in state: inout NavigationState) throws(NavigationError) -> TabContent {
        if let container = graph.container(name), graph.screen(name) == nil {
            guard container.kind == .split else { throw .unknownScreen(name) }
            return try splitContent(container, in: &state)
        }
        return TabContent(stack: [state.makeInstance(try graph.makeScreen(name, arguments: [:]))], split: nil)
    }

    /// Installs root content `name` in `state` (replacing its stacks and containers).
    func install(_ name: String, in state: inout NavigationState) throws(NavigationError) {
        guard let container = graph.container(name), graph.screen(name) == nil, container.kind == .tabBar else {
            let content = try rootContent(name, in: &state)
            state.stack = content.stack
            state.split = content.split
            state.tabBar = nil
            return
        }
        guard !container.tabs.isEmpty else { throw .unknownScreen(name) }
        var contents: [TabContent?] = []
        for tab in container.tabs {
            contents.append(try rootContent(tab.root, in: &state))
        }
        let selected = container.selected.flatMap { id in container.tabs.firstIndex { $0.id == id } } ?? 0
        guard let content = contents[selected] else { throw .unknownScreen(name) }
        contents[selected] = nil
        state.stack = content.stack
        state.split = content.split
        state.tabBar = TabBarState(
            container: container.id, tabs: container.tabs.map(\.id), selected: selected, stored: contents)
    }

    /// The settings of the navigation controller holding the visible screen: an embedding segue's, the secondary
    /// column's, the selected tab's (each when it overrides the graph's), else the graph's.
    var controllerSettings: ContainerSettings {
        if let presentation = state.presentations.last {
            return presentation.settings ?? definition.container
        }
        if let split = state.split, let container = graph.container(split.container),
            let settings = container.columns.last?.navigationController
        {
            return settings
        }
        if let tabBar = state.tabBar, let container = graph.container(tabBar.container),
            container.tabs.indices.contains(tabBar.selected),
            let settings = container.tabs[tabBar.selected].navigationController
        {
            return settings
        }
        return definition.container
    }
}
