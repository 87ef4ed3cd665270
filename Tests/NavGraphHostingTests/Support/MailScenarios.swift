import Foundation
@_spi(Hosting) import NavGraphRuntime

@testable import MailGraphFixture

/// Mail routers in states several tests start from.
@MainActor
enum MailScenarios {
    /// Mailboxes → messages → message, then a reply sheet with its own stack.
    static func replying(to messageID: UUID) throws -> Router<MailFlow> {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        try router.perform(MailFlow.Messages.openMessage(messageID: messageID, subject: "Hi"))
        try router.perform(MailFlow.Message.reply(replyTo: messageID, draft: nil))
        return router
    }
}
