extension NavigationEngine {
    /// The alert or action sheet on screen: the visible instance when its screen is an alert, with its definition.
    package var visibleAlert: (instance: ScreenInstance, alert: AlertDefinition)? {
        guard !state.presentations.isEmpty, let alert = graph.screen(state.visible.screen.id)?.alert else {
            return nil
        }
        return (state.visible, alert)
    }

    /// Taps action `actionID` of the alert on screen. Each action takes the alert away and does what it says in
    /// the same transition, as `UIAlertController` dismisses itself before it runs an action's handler: a cancel
    /// action without behavior only closes it (reported as `dismiss`); an app action is reported once it is gone; `dismiss` also dismisses the presentation the alert was shown
    /// over (none over the main stack); `pop`/`popToRoot` work on the presenter's stack; a segue of the alert
    /// screen runs from the alert (an unwind or `replaceRoot` takes the alert with it; a `modal` segue shows its
    /// destination in the alert's place).
    mutating func runAlertAction(
        _ actionID: String,
        of alert: AlertDefinition,
        on instance: ScreenInstance
    ) throws(NavigationError) -> TapOutcome {
        guard let action = alert.actions.first(where: { $0.id == actionID }) else {
            throw .itemNotOnScreen(actionID)
        }
        let index = state.presentations.count - 1
        switch action.behavior {
        case .none:
            // The cancel action just closes the alert (the validator refuses any other action without behavior).
            guard action.role == .cancel else { throw .itemHasNoBehavior(actionID) }
            _ = dismissPresentations(from: index, animated: true)
            return .builtin(.dismiss, outcome(changed: true))
        case .action(let name):
            _ = dismissPresentations(from: index, animated: true)
            return .action(name)
        case .builtin(.dismiss):
            let changed = !dismissPresentations(from: max(0, index - 1), animated: true).isEmpty
            return .builtin(.dismiss, outcome(changed: changed))
        case .builtin(let builtin):
            let container = state.presenterContainer(ofPresentationAt: index)
            let keep = builtin == .pop ? state.count(in: container) - 2 : 0
            guard state.isNavigationController(container), keep >= 0 else {
                _ = dismissPresentations(from: index, animated: true)
                return .builtin(builtin, outcome(changed: true))
            }
            let popped = state.screens(above: keep, in: container)
            applyTransition(.pop, animated: true, navigationIn: container, removed: [instance] + popped.reversed()) {
                $0.presentations.removeLast()
                $0.removeLast(popped.count, in: container)
            }
            return .builtin(builtin, outcome(changed: true))
        case .segue(let segueID):
            let segue = try graph.requireSegue(segueID, of: instance.screen.id)
            guard segue.kind == .modal || segue.kind == .showDetail || segue.kind == .show else {
                return .segue(segueID, try runSegue(segueID, from: instance.screen.id, arguments: [:]))
            }
            let destination = try destinationValue(of: segue, from: instance, callerArguments: [:])
            let style = segue.presentation ?? graph.screen(destination.id)?.modalPresentationStyle ?? .automatic
            var presentation = Presentation(
                style: style, embedsNavigationController: segue.embedInNavigationController,
                stack: [state.makeInstance(destination)],
                settings: segue.embedInNavigationController ? segue.navigationController : nil)
            presentation.presenterColumn = state.presentations[index].presenterColumn
            applyTransition(.present, animated: segue.animated, navigationIn: nil, removed: [instance]) {
                $0.presentations[index] = presentation
            }
            return .segue(segueID, outcome(changed: true))
        }
    }
}

/// An alert or action sheet as shown: its texts with `{param}` placeholders filled from the instance's arguments.
public struct AlertContentState: Hashable, Sendable {
    /// The alert's screen instance.
    public var instance: ScreenInstance
    /// Alert or action sheet.
    public var style: AlertDefinition.Style
    /// The title (the screen's `title`), filled in; nil when it has none.
    public var title: String?
    /// The message, filled in; nil when it has none.
    public var message: String?
    /// The buttons, in declaration order.
    public var actions: [AlertActionDefinition]
}

extension NavigationEngine {
    /// What the alert on screen shows; nil when no alert is on screen.
    package var alertOnScreen: AlertContentState? {
        visibleAlert.flatMap { alertContent(of: $0.instance) }
    }

    /// The alert style of a presentation that shows an alert; nil for any other presentation.
    package func alertStyle(of presentation: Presentation) -> AlertDefinition.Style? {
        guard presentation.stack.count == 1 else { return nil }
        return graph.screen(presentation.stack[0].screen.id)?.alert?.style
    }

    /// What an alert instance shows; nil when `instance` is not an alert.
    package func alertContent(of instance: ScreenInstance) -> AlertContentState? {
        graph.screen(instance.screen.id).flatMap { AlertContentState(instance, of: $0) }
    }
}

extension AlertContentState {
    init?(_ instance: ScreenInstance, of screen: ScreenDefinition) {
        guard let alert = screen.alert else { return nil }
        let arguments = instance.screen.arguments
        self.init(
            instance: instance, style: alert.style,
            title: screen.title.map { fillPlaceholders($0, with: arguments) },
            message: alert.message.map { fillPlaceholders($0, with: arguments) },
            actions: alert.actions)
    }
}

extension NavigationEngine {
    /// The person chose action `actionID` of the alert on screen, which UIKit has already taken away: the router
    /// does what the action says, as `tap` would (the alert's removal included). Throws `itemNotOnScreen` when no
    /// alert is on screen or it has no such action.
    package mutating func userDidChooseAlertAction(_ actionID: String) throws(NavigationError) -> TapOutcome {
        lastEvents = []
        lastTransition = nil
        lastReturn = nil
        try requireIdle()
        guard let (instance, alert) = visibleAlert else { throw .itemNotOnScreen(actionID) }
        return try runAlertAction(actionID, of: alert, on: instance)
    }
}
