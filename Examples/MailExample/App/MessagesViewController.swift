#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import UIKit

    /// The `messages` screen: the messages of one mailbox; tapping one opens it (`openMessage`). Its bar items:
    /// "Select" (`selectMessages`) marks messages instead of opening them, the filter (`toggleFilter`) shows only
    /// unread ones; "Compose" is a segue the navigator performs by itself.
    final class MessagesViewController: UITableViewController {
        private let coordinator: MailCoordinator
        private let messages: [SampleMail.Message]
        private var unreadOnly: Bool
        private var isSelecting = false
        private var selected: Set<UUID> = []

        init(
            mailbox: MailFlow.MailboxKind, unreadOnly: Bool, messages: [SampleMail.Message],
            coordinator: MailCoordinator
        ) {
            self.coordinator = coordinator
            self.messages = messages
            self.unreadOnly = unreadOnly
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        /// The messages listed.
        private var listed: [SampleMail.Message] {
            unreadOnly ? messages.filter { !$0.isRead } : messages
        }

        /// Starts or ends marking messages.
        func toggleSelecting() {
            isSelecting.toggle()
            selected = []
            tableView.reloadData()
        }

        /// Shows only the unread messages, or all of them again.
        func toggleUnreadOnly() {
            unreadOnly.toggle()
            tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            listed.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let message = listed[indexPath.row]
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = message.subject
            content.secondaryText = message.sender
            cell.contentConfiguration = content
            if isSelecting {
                cell.accessoryType = selected.contains(message.id) ? .checkmark : .none
            } else {
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let message = listed[indexPath.row]
            if isSelecting {
                if selected.remove(message.id) == nil { selected.insert(message.id) }
                tableView.reloadData()
                return
            }
            // Refused only when this screen is no longer the visible one (a tap during a transition away).
            try? coordinator.openMessage(message.id, subject: message.subject)
        }
    }
#endif
