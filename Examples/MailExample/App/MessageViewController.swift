#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import UIKit

    /// The `message` screen: one message's text. Its bar items: the flag (`toggleFlag`, app-handled); "Trash"
    /// (a builtin pop), "Reply" and "Compose" (segues) the navigator performs by itself.
    final class MessageViewController: UIViewController {
        private let message: SampleMail.Message
        private let textView = UITextView()
        private var isFlagged = false

        init(message: SampleMail.Message) {
            self.message = message
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            textView.isEditable = false
            showMessage()
            view = textView
        }

        /// Flags the message, or removes its flag.
        func toggleFlag() {
            isFlagged.toggle()
            showMessage()
        }

        private func showMessage() {
            let flag = isFlagged ? "⚑ " : ""
            textView.text = "\(flag)From: \(message.sender)\n\n\(message.body)"
        }
    }
#endif
