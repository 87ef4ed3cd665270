import Foundation
import NavGraphRuntime
import Testing

@testable import MailExample

/// The coordinator over a router something else shows (the UIKit app's navigator): its typed segues drive that
/// router, and it starts nothing itself.
@MainActor
@Suite struct MailCoordinatorRouterTests {
    @Test func theCoordinatorDrivesTheRouterItIsGiven() throws {
        let router = Router<MailFlow>()
        let coordinator = MailCoordinator(router: router)
        #expect(!router.state.isStarted)
        try router.start()
        try coordinator.openMailbox(.sent, name: "Sent")
        #expect(router.stack == [.mailboxes, .messages(mailbox: .sent, name: "Sent", unreadOnly: false)])
        #expect(coordinator.visible == router.visible)
    }
}
