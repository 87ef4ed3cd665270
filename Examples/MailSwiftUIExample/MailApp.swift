#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphRuntime
    import NavGraphSwiftUI
    import SwiftUI

    /// The mail app in SwiftUI: one router over the generated `MailFlow` graph (the build plugin generates it from
    /// `mail.navgraph.yaml`, the same graph as the UIKit example), shown by `NavGraphView`. Every navigation bar,
    /// toolbar, sheet and back button comes from the graph; the views only show content and ask the router to move.
    ///
    /// The app target (Examples/project.yml) makes it the entry point with `@main` (Examples/MailSwiftUIApp).
    struct MailApp: App {
        /// The router: the app's whole navigation state.
        @State private var router = Router<MailFlow>()
        /// Whether the messages list shows unread messages only (the graph's `toggleFilter` action).
        @State private var unreadOnly = false

        var body: some Scene {
            WindowGroup {
                NavGraphView(router, onAction: handle) { screen in
                    MailScreen(screen: screen, router: router, unreadOnly: unreadOnly)
                }
            }
        }

        /// The graph's app-handled bar items (`action:`): the router reports them, the app acts.
        private func handle(_ action: MailFlow.Action, on screen: MailFlow.Screen) {
            switch action {
            case .toggleFilter: unreadOnly.toggle()
            case .editMailboxes, .selectMessages, .toggleFlag, .showRecents: break  // not part of this example
            }
        }
    }
#endif
