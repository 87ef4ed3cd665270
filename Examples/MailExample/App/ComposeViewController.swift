#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import UIKit

    /// The `compose` screen, presented in its own navigation controller: the text of the message being written.
    /// "Cancel" (a builtin dismiss) and "Send" (the `send` unwind) are the graph's; the graph also makes the sheet
    /// modal in presentation, so a swipe down cannot lose the draft.
    final class ComposeViewController: UIViewController {
        private let draft: MailDraft
        private let textView = UITextView()

        init(draft: MailDraft) {
            self.draft = draft
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let to = draft.recipients.joined(separator: ", ")
            textView.text = "To: \(to)\nSubject: \(draft.subject)\n\n\(draft.body)"
            view = textView
        }
    }
#endif
