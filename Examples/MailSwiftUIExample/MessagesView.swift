#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import SwiftUI

    /// The messages of one mailbox; choosing one performs `openMessage`. The title is the graph's `{name}`.
    struct MessagesView: View {
        let router: Router<MailFlow>
        let mailbox: MailFlow.MailboxKind
        let name: String
        let filtered: Bool

        var body: some View {
            List(SampleMessage.all(in: mailbox, unreadOnly: filtered), id: \.id) { message in
                Button(message.subject) {
                    _ = try? router.perform(
                        MailFlow.Messages.openMessage(messageID: message.id, subject: message.subject))
                }
            }
        }
    }

    /// A message of the sample mailboxes.
    struct SampleMessage {
        let id: UUID
        let subject: String
        let unread: Bool

        /// The sample messages of a mailbox, the unread ones only when `unreadOnly`.
        static func all(in mailbox: MailFlow.MailboxKind, unreadOnly: Bool) -> [SampleMessage] {
            let messages = [
                SampleMessage(id: UUID(), subject: "Welcome to \(mailbox.rawValue)", unread: true),
                SampleMessage(id: UUID(), subject: "Lunch on Friday?", unread: false),
            ]
            return unreadOnly ? messages.filter(\.unread) : messages
        }
    }
#endif
