#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// An alert or action sheet screen as the SwiftUI host draws it for now: in the full-screen cover its
    /// presentation gets, a list of its title, its message and one button per action, in order, with its role
    /// (`cancel`, `destructive`) as the button's role; a button taps the
    /// action on the router, which takes the alert away. (`.alert` / `.confirmationDialog` are not used yet: see
    /// docs/hosts.md.)
    struct AlertScreenView: View {
        let content: AlertContentState
        let choose: @MainActor (String) -> Void

        /// SwiftUI's role of an action's role.
        static func role(of role: AlertActionDefinition.Role?) -> ButtonRole? {
            switch role {
            case nil: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }

        var body: some View {
            List {
                if let title = content.title { Text(title) }
                if let message = content.message { Text(message) }
                ForEach(content.actions, id: \.id) { action in
                    Button(role: Self.role(of: action.role)) {
                        choose(action.id)
                    } label: {
                        Text(action.title)
                    }
                }
            }
        }
    }
#endif
