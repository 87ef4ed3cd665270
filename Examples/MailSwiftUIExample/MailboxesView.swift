#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import SwiftUI

    /// The list of mailboxes; choosing one performs the graph's `openMailbox` segue. Its title, Edit button and
    /// compose toolbar item come from the graph.
    struct MailboxesView: View {
        let router: Router<MailFlow>

        var body: some View {
            List(MailFlow.MailboxKind.allCases, id: \.self) { kind in
                Button(kind.rawValue.capitalized) {
                    _ = try? router.perform(
                        MailFlow.Mailboxes.openMailbox(mailbox: kind, name: kind.rawValue.capitalized))
                }
            }
        }
    }
#endif
