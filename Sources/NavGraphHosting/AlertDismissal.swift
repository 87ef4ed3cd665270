@_spi(Hosting) public import NavGraphRuntime

/// What an alert closed without any of its buttons reports (an action sheet's popover on iPad closed by a tap
/// outside it, or the dismiss button SwiftUI adds to a confirmation dialog): as UIKit calls a cancel action's
/// handler in that case, the alert's cancel action; without one, the alert only closes. See docs/hosts.md.
public enum AlertDismissal: Hashable, Sendable {
    /// The person chose the cancel action with this id.
    case cancelAction(String)
    /// No action: the alert is dismissed, as `router.dismiss()` would.
    case dismiss
}

extension AlertContentState {
    /// The id of the action whose role is `cancel`; nil when the alert has none.
    public var cancelActionID: String? {
        actions.first { $0.role == .cancel }?.id
    }

    /// What closing this alert without a button reports.
    public var dismissalWithoutButton: AlertDismissal {
        cancelActionID.map(AlertDismissal.cancelAction) ?? .dismiss
    }
}

extension HostRouting {
    /// The platform took away the alert `instance` presented at `index` without any of its buttons: reports its
    /// cancel action, or dismisses it when it has none (`dismissalWithoutButton`). Nothing happens (nil) when the
    /// router no longer presents that alert on top there, which is the case after a button already reported its
    /// action. Returns the app action a cancel action names, if any.
    @discardableResult
    public func userClosedAlert(_ instance: InstanceID, at index: Int) throws(NavigationError) -> String? {
        guard presentsAlert(instance, at: index), let content = alertContent(ofPresentationAt: index) else {
            return nil
        }
        switch content.dismissalWithoutButton {
        case .cancelAction(let action):
            return try userDidChooseAlertAction(action)
        case .dismiss:
            try dismiss(animated: false)
            return nil
        }
    }

    /// Whether the router still presents alert `instance` on top, at `index`: a button of it may report its
    /// action. False once the alert is gone (closed by a button or from code), so a late tap reports nothing.
    public func presentsAlert(_ instance: InstanceID, at index: Int) -> Bool {
        index == state.presentations.count - 1 && alertContent(ofPresentationAt: index)?.instance.id == instance
    }
}
