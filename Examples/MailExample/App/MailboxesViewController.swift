#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import UIKit

    /// The `mailboxes` screen: the list of mailboxes; tapping one opens its messages (`openMailbox`). Its bar item
    /// "Edit" (`editMailboxes`, app-handled) lets the user choose which mailboxes the list shows.
    final class MailboxesViewController: UITableViewController {
        private let coordinator: MailCoordinator
        /// Mailboxes the user chose not to show.
        private var hidden: Set<MailFlow.MailboxKind> = [.junk]
        /// While editing, every mailbox is listed with a checkmark on the shown ones.
        private var isChoosing = false

        init(coordinator: MailCoordinator) {
            self.coordinator = coordinator
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { nil }

        /// The mailboxes listed.
        private var listed: [MailFlow.MailboxKind] {
            MailFlow.MailboxKind.allCases.filter { isChoosing || !hidden.contains($0) }
        }

        /// Starts or ends choosing the shown mailboxes.
        func toggleEditing() {
            isChoosing.toggle()
            tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            listed.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let mailbox = listed[indexPath.row]
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = mailbox.title
            cell.contentConfiguration = content
            if isChoosing {
                cell.accessoryType = hidden.contains(mailbox) ? .none : .checkmark
            } else {
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let mailbox = listed[indexPath.row]
            if isChoosing {
                if hidden.remove(mailbox) == nil { hidden.insert(mailbox) }
                tableView.reloadData()
                return
            }
            // Refused only when this screen is no longer the visible one (a tap during a transition away).
            try? coordinator.openMailbox(mailbox, name: mailbox.title)
        }
    }
#endif
