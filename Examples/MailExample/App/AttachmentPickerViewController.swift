#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import UIKit

    /// The `attachmentPicker` screen, pushed inside the compose sheet: files to attach. "Recents" (`showRecents`,
    /// app-handled) lists the recently used ones only; its back button stays, as the graph says.
    final class AttachmentPickerViewController: UITableViewController {
        private let files = ["Slides.key", "Budget.numbers", "Photo.heic", "Notes.txt"]
        private let recents: Set<String> = ["Slides.key"]
        private var recentOnly = false

        init() {
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { nil }

        private var listed: [String] {
            recentOnly ? files.filter(recents.contains) : files
        }

        /// Lists the recently used files only, or every file again.
        func showRecents() {
            recentOnly.toggle()
            tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            listed.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = listed[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }
#endif
