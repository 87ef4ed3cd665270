#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import SwiftUI

    /// One message. The flag and trash buttons, and the reply and compose toolbar items, come from the graph; the
    /// Reply button below performs the graph's `reply` segue with a draft, which no bar item can pass.
    struct MessageView: View {
        let router: Router<MailFlow>
        let messageID: UUID
        let subject: String
        let isFlagged: Bool

        var body: some View {
            List {
                Text(subject)
                if isFlagged { Text("⚑ Flagged") }
                Button("Reply with quote") {
                    let draft = MailDraft(subject: "Re: \(subject)", body: "> …")
                    _ = try? router.perform(MailFlow.Message.reply(replyTo: messageID, draft: draft))
                }
            }
        }
    }
#endif
