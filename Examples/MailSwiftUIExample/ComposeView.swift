#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import SwiftUI

    /// The compose sheet, in its own navigation stack: Cancel (dismiss), Send (unwind to the mailboxes) and the
    /// attach toolbar item come from the graph, and `modalInPresentation` keeps it from being swiped away.
    struct ComposeView: View {
        let replyTo: UUID?
        let draft: MailDraft?

        var body: some View {
            List {
                Text(draft?.subject ?? "New message")
                Text(draft?.body ?? "")
            }
        }
    }
#endif
