#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import SwiftUI

    /// The view of each mail screen: `NavGraphView` calls this with the typed screen it shows.
    struct MailScreen: View {
        let screen: MailFlow.Screen
        let router: Router<MailFlow>
        let unreadOnly: Bool
        let flagged: Set<UUID>

        var body: some View {
            switch screen {
            case .mailboxes:
                MailboxesView(router: router)
            case .messages(let mailbox, let name, let linkUnreadOnly):
                MessagesView(router: router, mailbox: mailbox, name: name, filtered: linkUnreadOnly || unreadOnly)
            case .message(_, let messageID, let subject, _, _):
                MessageView(
                    router: router, messageID: messageID, subject: subject, isFlagged: flagged.contains(messageID))
            case .compose(let replyTo, let draft):
                ComposeView(replyTo: replyTo, draft: draft)
            case .attachmentPicker:
                AttachmentPickerView()
            case .discardDraft:
                // An action sheet: the host draws it from the graph and never asks for this view.
                EmptyView()
            }
        }
    }
#endif
