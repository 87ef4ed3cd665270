#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// Alerts and action sheets, which SwiftUI shows with `.alert` and `.confirmationDialog` on the view of the
    /// presentation under them (or the root), never as a sheet or cover (see docs/hosts.md, SwiftUI).
    extension HostBridge {
        /// The alert or action sheet the router presents at `index` of the chain; nil when that presentation is
        /// not one (or there is none).
        func alert(at index: Int) -> AlertContentState? {
            _ = revision.value
            return router.alertContent(ofPresentationAt: index)
        }

        /// The instance of the alert of `style` the router presents at `index`; nil when there is none (or it is
        /// of the other style, which the other modifier shows).
        func shownAlert(at index: Int, style: AlertDefinition.Style) -> InstanceID? {
            alert(at: index).flatMap { $0.style == style ? $0.instance.id : nil }
        }

        /// Whether the alert of `style` at `index` is shown. SwiftUI writes false when it takes the alert away:
        /// after a button's action (which already reported the choice, so nothing more happens), or without a
        /// button, which reports the alert's cancel action or dismisses it (`alertClosed`).
        func alertIsPresented(
            at index: Int, style: AlertDefinition.Style, onAction: ((Graph.Action, Graph.Screen) -> Void)?
        ) -> Binding<Bool> {
            let shown = shownAlert(at: index, style: style)
            return Binding(
                get: { @MainActor in shown != nil && shownAlert(at: index, style: style) == shown },
                set: { @MainActor isPresented in
                    guard !isPresented, let shown else { return }
                    alertClosed(shown, at: index, onAction: onAction)
                }
            )
        }

        /// The person tapped the button of action `action` of alert `instance` at `index` (SwiftUI takes the
        /// alert away after the action runs): the router does what the action says; an app action goes to
        /// `onAction` with the alert's screen. A tap on an alert the router no longer presents reports nothing.
        func chooseAlertAction(
            _ action: String, of instance: ScreenInstance, at index: Int,
            onAction: ((Graph.Action, Graph.Screen) -> Void)?
        ) {
            guard router.presentsAlert(instance.id, at: index) else { return }
            report { () throws(NavigationError) in
                guard let name = try router.userDidChooseAlertAction(action) else { return }
                try handOver(name, of: instance, to: onAction)
            }
        }

        /// SwiftUI took alert `instance` at `index` away without a button: its cancel action is reported (an app
        /// action goes to `onAction`), or it is dismissed when it has none. Nothing when the router no longer
        /// presents it (a button already reported).
        func alertClosed(
            _ instance: InstanceID, at index: Int, onAction: ((Graph.Action, Graph.Screen) -> Void)?
        ) {
            guard router.presentsAlert(instance, at: index),
                let alert = router.alertContent(ofPresentationAt: index)
            else { return }
            report { () throws(NavigationError) in
                guard let name = try router.userClosedAlert(instance, at: index) else { return }
                try handOver(name, of: alert.instance, to: onAction)
            }
        }

        /// Hands app action `name` of the alert `instance` to `onAction` with the alert's screen.
        private func handOver(
            _ name: String, of instance: ScreenInstance, to onAction: ((Graph.Action, Graph.Screen) -> Void)?
        ) throws(NavigationError) {
            guard let action = Graph.action(named: name) else { throw .unknownAction(name) }
            guard let screen = router.screen(of: instance) else { return }
            onAction?(action, screen)
        }
    }

    extension AlertActionDefinition.Role {
        /// SwiftUI's role of the same name.
        var buttonRole: ButtonRole {
            switch self {
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }
#endif
