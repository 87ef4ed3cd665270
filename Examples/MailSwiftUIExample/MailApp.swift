#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
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
        /// The flagged messages (the graph's `toggleFlag` action).
        @State private var flagged: Set<UUID> = []
        /// What the alert says, and whether it shows.
        @State private var notice = ""
        @State private var showsNotice = false

        var body: some Scene {
            WindowGroup {
                NavGraphView(router, onAction: handle, onError: { show("Not now: \($0)") }) { screen in
                    MailScreen(screen: screen, router: router, unreadOnly: unreadOnly, flagged: flagged)
                }
                .alert(notice, isPresented: $showsNotice) {
                    Button("OK") {}
                }
            }
        }

        /// The graph's app-handled bar items (`action:`): the router reports them with the screen whose item was
        /// tapped, the app acts.
        private func handle(_ action: MailFlow.Action, on screen: MailFlow.Screen) {
            switch (action, screen) {
            case (.toggleFilter, _):
                unreadOnly.toggle()
            case (.toggleFlag, .message(_, let messageID, let subject, _, _)):
                let isFlagged = flagged.contains(messageID)
                if isFlagged { flagged.remove(messageID) } else { flagged.insert(messageID) }
                show(isFlagged ? "Unflagged “\(subject)”" : "Flagged “\(subject)”")
            case (.selectMessages, .messages(_, let name, _)):
                show("Selecting messages in \(name) is left to a real mail app.")
            case (.editMailboxes, _):
                show("The sample mailboxes cannot be edited.")
            case (.showRecents, _):
                show("No recent attachments yet.")
            default:
                show("\(action) on \(screen)")
            }
        }

        private func show(_ text: String) {
            notice = text
            showsNotice = true
        }
    }
#endif
