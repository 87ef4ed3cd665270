#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation

    /// The messages the example shows: a few per mailbox, made up (a real app would read a mail store).
    struct SampleMail {
        /// One message.
        struct Message {
            /// The message's identity, what the graph's `message` screen takes.
            var id = UUID()
            /// The subject line.
            var subject: String
            /// Who sent it.
            var sender = ""
            /// The text.
            var body = ""
            /// Whether it has been read.
            var isRead = false
        }

        /// Every message by mailbox.
        private let mailboxes: [MailFlow.MailboxKind: [Message]] = [
            .inbox: [
                Message(subject: "Lunch?", sender: "Ann", body: "Shall we try the new place on Friday?"),
                Message(subject: "Slides", sender: "Bo", body: "Here are the slides from today.", isRead: true),
            ],
            .drafts: [Message(subject: "Holiday plans", body: "Dear all,", isRead: true)],
            .sent: [Message(subject: "Re: Slides", sender: "Me", body: "Thanks!", isRead: true)],
        ]

        /// The messages of a mailbox, newest first.
        func messages(in mailbox: MailFlow.MailboxKind) -> [Message] {
            mailboxes[mailbox] ?? []
        }

        /// The message with this id, in any mailbox.
        func message(_ id: UUID) -> Message? {
            mailboxes.values.joined().first { $0.id == id }
        }
    }

    extension MailFlow.MailboxKind {
        /// The mailbox's name as the list shows it.
        var title: String {
            switch self {
            case .inbox: "Inbox"
            case .drafts: "Drafts"
            case .sent: "Sent"
            case .junk: "Junk"
            case .trash: "Trash"
            case .archive: "Archive"
            }
        }
    }
#endif
