#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The view an alert at `index` of the chain is shown over (the root, or the presentation below it), with the
    /// router's alert there as `.alert` (style `alert`) or `.confirmationDialog` (style `actionSheet`): its title,
    /// its message, and one button per action, in order, with the action's role. A button reports its action to
    /// the router; SwiftUI closing it otherwise reports its cancel action (see `HostBridge.alertIsPresented`).
    struct AlertLayer<Graph: NavigationGraph, Content: View, Presenter: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let index: Int
        let presenter: Presenter

        var body: some View {
            let bridge = factory.bridge
            let alert = bridge.alert(at: index)
            let title = LocalizedStringKey(alert?.title ?? "")
            presenter
                .alert(
                    title, isPresented: bridge.alertIsPresented(at: index, style: .alert, onAction: factory.onAction),
                    presenting: alert
                ) { content in
                    buttons(of: content)
                } message: { content in
                    message(of: content)
                }
                .confirmationDialog(
                    title,
                    isPresented: bridge.alertIsPresented(at: index, style: .actionSheet, onAction: factory.onAction),
                    titleVisibility: alert?.title == nil ? .hidden : .visible, presenting: alert
                ) { content in
                    buttons(of: content)
                } message: { content in
                    message(of: content)
                }
        }

        private func buttons(of content: AlertContentState) -> some View {
            ForEach(content.actions, id: \.id) { action in
                Button(role: action.role?.buttonRole) {
                    factory.bridge.chooseAlertAction(
                        action.id, of: content.instance, at: index, onAction: factory.onAction)
                } label: {
                    Text(action.title)
                }
            }
        }

        @ViewBuilder
        private func message(of content: AlertContentState) -> some View {
            if let message = content.message { Text(message) }
        }
    }
#endif
