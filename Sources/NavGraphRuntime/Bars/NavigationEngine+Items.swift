extension NavigationEngine {
    /// The items a person can tap now: those of the bar over the visible screen unless it is hidden, then those
    /// of the toolbar when it is shown. The back button is not an item: see `back()`.
    package var itemsOnScreen: [BarButtonItemDefinition] {
        guard let (_, _, screen) = visibleBarTop() else { return [] }
        var items: [BarButtonItemDefinition] = []
        if !isBarHidden(screen) {
            items.append(contentsOf: screen.navigationItem.leftBarButtonItems)
            items.append(contentsOf: screen.navigationItem.rightBarButtonItems)
        }
        if !(screen.toolbarHidden ?? controllerSettings.toolbarHidden) {
            items.append(contentsOf: screen.toolbarItems)
        }
        return items
    }

    /// Whether the bar over the visible screen shows a back button (what `back()` taps).
    package var showsBackButton: Bool {
        guard let (_, previous, screen) = visibleBarTop(), !isBarHidden(screen) else { return false }
        return leftEntries(of: screen, previous: previous).contains { entry in
            if case .back = entry { true } else { false }
        }
    }

    /// Taps an item on screen; the engine is idle.
    mutating func runTap(_ itemID: String) throws(NavigationError) -> TapOutcome {
        guard let item = itemsOnScreen.first(where: { $0.id == itemID }) else { throw .itemNotOnScreen(itemID) }
        guard item.enabled else { throw .itemDisabled(itemID) }
        switch item.behavior {
        case .none:
            throw .itemHasNoBehavior(itemID)
        case .action(let name):
            return .action(name)
        case .segue(let segue):
            return .segue(segue, try runSegue(segue, from: state.visible.screen.id, arguments: [:]))
        case .builtin(let builtin):
            return .builtin(builtin, runBuiltin(builtin))
        }
    }

    /// Runs a builtin item action on the visible screen's container, as UIKit does: `dismiss` dismisses the
    /// presentation holding the visible screen (nothing when none), `pop` and `popToRoot` work on its navigation
    /// stack (nothing at the root or without one).
    mutating func runBuiltin(_ builtin: BuiltinAction) -> RequestOutcome {
        switch builtin {
        case .dismiss:
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = dismissTop(animated: true)
            return outcome(changed: changed)
        case .pop:
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = popTop(animated: true)
            return outcome(changed: changed)
        case .popToRoot:
            let container = state.visibleContainer
            guard state.isNavigationController(container) else { return .unchanged }
            // Mutate first: `outcome(changed: mutation())` would copy `self` (and its stacks) for the call.
            let changed = !popScreens(in: container, downTo: 0, animated: true).isEmpty
            return outcome(changed: changed)
        }
    }
}
