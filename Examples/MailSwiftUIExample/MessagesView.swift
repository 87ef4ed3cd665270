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

        /// The sample messages of a mailbox, the unread ones only when `unreadOnly`. The same on every redraw (and
        /// every launch): each message's id is made from its mailbox and its place in it.
        static func all(in mailbox: MailFlow.MailboxKind, unreadOnly: Bool) -> [SampleMessage] {
            let messages = [
                SampleMessage(id: id(mailbox, 1), subject: "Welcome to \(mailbox.rawValue)", unread: true),
                SampleMessage(id: id(mailbox, 2), subject: "Lunch on Friday?", unread: false),
            ]
            return unreadOnly ? messages.filter(\.unread) : messages
        }

        /// A fixed id: the mailbox's name in the first bytes, the message's number in the last.
        private static func id(_ mailbox: MailFlow.MailboxKind, _ number: UInt8) -> UUID {
            var bytes = [UInt8](repeating: 0, count: 16)
            for (index, byte) in mailbox.rawValue.utf8.prefix(15).enumerated() { bytes[index] = byte }
            bytes[15] = number
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                    bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }
#endif
