import Foundation
import NavGraphRuntime

/// The mail app's navigation, as an app would write it: a router over the generated `MailFlow` graph (the build
/// plugin generates it from `mail.navgraph.yaml`) and typed calls into the generated segues.
@MainActor
final class MailCoordinator {
    /// The router running the mail graph.
    let router: Router<MailFlow>

    /// Starts on the mailboxes screen, the graph's root.
    init() throws(NavigationError) {
        router = Router<MailFlow>()
        try router.start()
    }

    /// Drives `router`, which something else shows (in the UIKit app, the navigator, which also starts it).
    init(router: Router<MailFlow>) {
        self.router = router
    }

    /// Opens a mailbox from the list of mailboxes.
    func openMailbox(_ kind: MailFlow.MailboxKind, name: String) throws(NavigationError) {
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: kind, name: name))
    }

    /// Opens a message of the visible mailbox.
    func openMessage(_ id: UUID, subject: String) throws(NavigationError) {
        try router.perform(MailFlow.Messages.openMessage(messageID: id, subject: subject))
    }

    /// Starts a reply to the visible message, with a draft.
    func reply(to id: UUID, draft: MailDraft) throws(NavigationError) {
        try router.perform(MailFlow.Message.reply(replyTo: id, draft: draft))
    }

    /// Sends the message being written: unwinds to the mailboxes.
    func send() throws(NavigationError) {
        try router.perform(MailFlow.Compose.send())
    }

    /// Closes the composer (after "Save Draft" in the discard-draft sheet); nothing when it is not on screen.
    func closeComposer() throws(NavigationError) {
        guard case .compose = router.visible else { return }
        try router.dismiss()
    }

    /// The screens of the main navigation stack, bottom first.
    var stack: [MailFlow.Screen] { router.stack }

    /// The screen the user sees.
    var visible: MailFlow.Screen? { router.visible }
}
