extension NavigationEngine {
    /// The settings of a stack's navigation controller in `state`: a presentation's segue's, a split column's, a
    /// tab's (each when it overrides the graph's), else the graph's.
    package func settings(for id: StackID, in state: NavigationState) -> ContainerSettings {
        let graphSettings = definition.container
        var tabSettings: ContainerSettings?
        if let tab = id.tab, let tabBar = state.tabBar, let container = graph.container(tabBar.container),
            container.tabs.indices.contains(tab)
        {
            tabSettings = container.tabs[tab].navigationController
        }
        switch id {
        case .presentation(let index):
            guard state.presentations.indices.contains(index) else { return graphSettings }
            return state.presentations[index].settings ?? graphSettings
        case .column(let column, let tab):
            guard let split = state.split(inTab: tab), let container = graph.container(split.container),
                container.columns.indices.contains(column)
            else { return tabSettings ?? graphSettings }
            return container.columns[column].navigationController ?? tabSettings ?? graphSettings
        case .main, .tab:
            if let split = state.split(inTab: id.tab), let container = graph.container(split.container),
                let settings = container.columns.last?.navigationController
            {
                return settings
            }
            return tabSettings ?? graphSettings
        }
    }

    /// The resolved bars of a stack in `state`; nil when there is no such stack or it is a presentation without
    /// its own navigation controller.
    package func bars(in id: StackID, of state: NavigationState) -> StackBars? {
        if case .presentation(let index) = id,
            !(state.presentations.indices.contains(index) && state.presentations[index].embedsNavigationController)
        {
            return nil
        }
        guard let stack = state.screens(in: id) else { return nil }
        return bars(in: id, of: state, stack: stack)
    }

    /// The resolved bars of stack `id` of `state` were its screens `stack` (the stack of an existing navigation
    /// controller); nil for an empty stack or a screen the graph does not have.
    func bars(
        in id: StackID, of state: NavigationState, stack: some BidirectionalCollection<ScreenInstance>
    ) -> StackBars? {
        guard let top = stack.last, let screen = graph.screen(top.screen.id) else { return nil }
        let settings = settings(for: id, in: state)
        let previous = stack.count >= 2 ? stack[stack.index(stack.endIndex, offsetBy: -2)] : nil
        return StackBars(
            navigationBar: navigationBar(
                top: top, previous: previous, screen: screen, stack: stack, settings: settings),
            toolbar: toolbar(of: screen, top: top.id, settings: settings),
            settings: settings, interactivePopGestureEnabled: screen.interactivePopGestureEnabled)
    }

    /// What a host sets on an instance's view controller; nil for a screen the graph does not have.
    package func navigationItem(for instance: ScreenInstance) -> NavigationItemState? {
        guard let screen = graph.screen(instance.screen.id) else { return nil }
        let arguments = instance.screen.arguments
        let item = screen.navigationItem
        let back = item.backBarButtonItem.flatMap { custom -> BackButton? in
            guard custom.title != nil || custom.image != nil else { return nil }
            return BackButton(title: custom.title.map { fillPlaceholders($0, with: arguments) }, image: custom.image)
        }
        var state = NavigationItemState(
            title: screen.title.map { fillPlaceholders($0, with: arguments) },
            navigationTitle: item.title.map { fillPlaceholders($0, with: arguments) },
            titleView: item.titleView,
            prompt: item.prompt.map { fillPlaceholders($0, with: arguments) },
            largeTitleDisplayMode: item.largeTitleDisplayMode,
            backButton: back,
            hidesBackButton: item.hidesBackButton,
            leftItemsSupplementBackButton: item.leftItemsSupplementBackButton,
            leftItems: applyingItemStates(item.leftBarButtonItems, of: instance.id),
            rightItems: applyingItemStates(item.rightBarButtonItems, of: instance.id),
            toolbarItems: applyingItemStates(screen.toolbarItems, of: instance.id),
            navigationBarHidden: screen.navigationBarHidden,
            toolbarHidden: screen.toolbarHidden,
            hidesBottomBarWhenPushed: screen.hidesBottomBarWhenPushed ?? false,
            isModalInPresentation: screen.modalInPresentation,
            interactivePopGestureEnabled: screen.interactivePopGestureEnabled,
            titleMenu: screen.shownTitleMenu
        )
        state.titleViewAccessibilityLabel = item.titleView == nil ? nil : item.titleViewAccessibilityLabel
        state.search = item.search
        state.searchState = search(of: instance.id)
        return state
    }
}
