extension NavigationEngine {
    /// The items a person can tap now: those of the bar over the visible screen unless it is hidden, then those
    /// of the toolbar when it is shown. The back button is not an item: see `back()`.
    package var itemsOnScreen: [BarButtonItemDefinition] {
        guard let (top, _, screen) = visibleBarTop() else { return [] }
        var items: [BarButtonItemDefinition] = []
        if !isBarHidden(screen) {
            items.append(contentsOf: screen.navigationItem.leftBarButtonItems)
            items.append(contentsOf: screen.navigationItem.rightBarButtonItems)
        }
        if !(screen.toolbarHidden ?? controllerSettings.toolbarHidden) {
            items.append(contentsOf: screen.toolbarItems)
        }
        return applyingItemStates(items, of: top.id)
    }

    /// The items a person can tap over `instance` when it is the top of a navigation stack they can touch: the
    /// visible screen's, or (an expanded split, nothing presented) a column's. Nil when it is not such a top.
    package func items(over instance: InstanceID) -> (container: ContainerID, items: [BarButtonItemDefinition])? {
        guard let (container, screen, settings) = touchableTop(instance) else { return nil }
        var items: [BarButtonItemDefinition] = []
        if !isBarHidden(screen, settings: settings) {
            items.append(contentsOf: screen.navigationItem.leftBarButtonItems)
            items.append(contentsOf: screen.navigationItem.rightBarButtonItems)
        }
        if !(screen.toolbarHidden ?? settings.toolbarHidden) {
            items.append(contentsOf: screen.toolbarItems)
        }
        return (container, applyingItemStates(items, of: instance))
    }

    /// The container, screen and settings of `instance` when it is the top of a navigation stack a person can
    /// touch (see `items(over:)`); nil otherwise.
    func touchableTop(_ instance: InstanceID) -> (ContainerID, ScreenDefinition, ContainerSettings)? {
        for content in state.stackContents where content.screens.last?.id == instance {
            guard let container = state.container(of: content.id), isTouchable(container),
                state.isNavigationController(container), let top = content.screens.last,
                let screen = graph.screen(top.screen.id)
            else { continue }
            if case .column = container, state.split?.isCollapsed != false { continue }
            return (container, screen, settings(for: content.id, in: state))
        }
        return nil
    }

    /// Whether the bar over the visible screen shows a back button (what `back()` taps).
    package var showsBackButton: Bool {
        guard let (top, previous, screen) = visibleBarTop(), !isBarHidden(screen) else { return false }
        return leftEntries(of: screen, top: top.id, previous: previous).contains { entry in
            if case .back = entry { true } else { false }
        }
    }

    /// Taps an item on screen (over `instance` when given, else over the visible screen); the engine is idle.
    mutating func runTap(_ itemID: String, on instance: InstanceID? = nil) throws(NavigationError) -> TapOutcome {
        if let (alertInstance, alert) = visibleAlert, instance == nil || instance == alertInstance.id {
            return try runAlertAction(itemID, of: alert, on: alertInstance)
        }
        let source: ScreenInstance
        let container: ContainerID
        let items: [BarButtonItemDefinition]
        if let instance {
            guard let found = self.items(over: instance),
                let top = state.screens(in: state.stackID(of: found.container))?.last
            else { throw .itemNotOnScreen(itemID) }
            (source, container, items) = (top, found.container, found.items)
        } else {
            (source, container, items) = (state.visible, state.visibleContainer, itemsOnScreen)
        }
        if let dot = itemID.firstIndex(of: ".") {
            let behavior = try menuBehavior(
                owner: String(itemID[..<dot]), child: String(itemID[itemID.index(after: dot)...]), path: itemID,
                items: items, source: source.id)
            return try runTapBehavior(behavior, path: itemID, source: source, container: container)
        }
        guard let item = items.first(where: { $0.id == itemID }) else { throw .itemNotOnScreen(itemID) }
        guard item.enabled else { throw .itemDisabled(itemID) }
        if item.behavior == .none, let menu = item.menu {
            throw .itemOpensMenu(itemID, choices: menu.choosablePaths(under: itemID))
        }
        return try runTapBehavior(item.behavior, path: itemID, source: source, container: container)
    }

    /// Performs what a tapped item or a chosen menu entry does, from `source` whose bars show it.
    private mutating func runTapBehavior(
        _ behavior: BarButtonItemDefinition.Behavior, path: String, source: ScreenInstance, container: ContainerID
    ) throws(NavigationError) -> TapOutcome {
        switch behavior {
        case .none:
            throw .itemHasNoBehavior(path)
        case .action(let name):
            return .action(name)
        case .segue(let segue):
            tappedItem = path.split(separator: ".").first.map(String.init)
            defer { tappedItem = nil }
            return .segue(segue, try runSegue(segue, from: source.screen.id, arguments: [:]))
        case .builtin(let builtin):
            return .builtin(builtin, runBuiltin(builtin, in: container))
        }
    }

    /// Runs a builtin item action on the container whose bar shows the item, as UIKit does: `dismiss` dismisses
    /// the top-most presentation (nothing when none), `pop` and `popToRoot` work on that navigation stack
    /// (nothing at the root or without one).
    mutating func runBuiltin(_ builtin: BuiltinAction, in container: ContainerID) -> RequestOutcome {
        switch builtin {
        case .dismiss:
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = dismissTop(animated: true)
            return outcome(changed: changed)
        case .pop:
            guard state.isNavigationController(container) else { return .unchanged }
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = !popScreens(in: container, downTo: state.count(in: container) - 2, animated: true).isEmpty
            return outcome(changed: changed)
        case .popToRoot:
            guard state.isNavigationController(container) else { return .unchanged }
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = !popScreens(in: container, downTo: 0, animated: true).isEmpty
            return outcome(changed: changed)
        }
    }
}
