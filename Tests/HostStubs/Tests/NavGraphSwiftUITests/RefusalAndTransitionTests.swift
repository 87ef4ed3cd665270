import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// What the SwiftUI host does when the router refuses what the user did on screen (draws the router's state again
/// and reports the error), and how it completes the transitions of a `.manual` router so queued requests run.
@MainActor
@Suite struct RefusalAndTransitionTests {
    /// Collects what `onError` receives.
    final class Errors {
        var received: [NavigationError] = []
    }

    let errors = Errors()

    func bridge(_ router: Router<MailFlow>) -> HostBridge<MailFlow> {
        let errors = errors
        return HostBridge(router: router, onError: { errors.received.append($0) })
    }

    @Test func aRefusedPopIsDrawnAgainAndReported() throws {
        let router = Router<MailFlow>()
        try router.start()
        let bridge = bridge(router)
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        try router.perform(MailFlow.Messages.compose())
        let stack = router.state.stack
        let before = bridge.revision.value
        bridge.userChanged(path: [], in: .stack(.main))  // under the compose sheet: the router refuses
        #expect(router.state.stack == stack)
        #expect(bridge.revision.value == before + 1)
        #expect(errors.received.count == 1)
    }

    @Test func aNavigationLinkPushIsUndone() throws {
        let router = Router<MailFlow>()
        try router.start()
        let bridge = bridge(router)
        let stack = router.state.stack
        let before = bridge.revision.value
        bridge.userChanged(path: [InstanceID(rawValue: 999)], in: .stack(.main))  // a push the router did not make
        #expect(router.state.stack == stack)
        #expect(bridge.revision.value == before + 1)  // the path is read back from the router
        #expect(errors.received.isEmpty)
    }

    @Test func aRefusedSwipeDownIsDrawnAgainAndReported() throws {
        let router = Router<MailFlow>()
        try router.start()
        let bridge = bridge(router)
        try router.perform(MailFlow.Mailboxes.compose())  // modalInPresentation
        let before = bridge.revision.value
        bridge.userDismissed(presentationAt: 0)
        #expect(router.state.presentations.count == 1)
        #expect(bridge.revision.value == before + 1)
        #expect(errors.received.count == 1)
    }

    @Test func aManualRouterHasEveryTransitionCompletedAndItsQueueRun() throws {
        let router = Router<MailFlow>(transitionMode: .manual)
        let bridge = bridge(router)
        bridge.startIfNeeded()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        #expect(bridge.awaitsCompletion)  // the push waits for its animation
        try router.perform(MailFlow.Messages.openMessage(messageID: UUID(), subject: "Hello"))
        #expect(router.state.stack.map(\.screen.id) == ["mailboxes", "messages"])  // queued
        bridge.completeTransitions()
        #expect(!bridge.awaitsCompletion)
        #expect(!router.isTransitioning)
        #expect(router.state.stack.map(\.screen.id) == ["mailboxes", "messages", "message"])
        #expect(errors.received.isEmpty)
    }

    @Test func aBarItemIsTappedOnItsOwnScreenWhichOnActionReceives() throws {
        let router = Router<MailFlow>()
        try router.start()
        let bridge = bridge(router)
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        let messages = try #require(router.state.stack.last)
        let select = try #require(router.navigationItem(for: messages)?.rightItems.first { $0.id == "select" })
        var received: [(MailFlow.Action, MailFlow.Screen)] = []
        bridge.tap(select.id, on: messages) { received.append(($0, $1)) }
        #expect(received.map(\.0) == [.selectMessages])
        #expect(received.map(\.1) == [.messages(mailbox: .inbox, name: "Inbox", unreadOnly: false)])
        #expect(errors.received.isEmpty)
        // The same item on a screen no longer on top: refused, reported, nothing sent to onAction.
        try router.perform(MailFlow.Messages.openMessage(messageID: UUID(), subject: "Hello"))
        bridge.tap(select.id, on: messages) { received.append(($0, $1)) }
        #expect(received.count == 1)
        #expect(errors.received.count == 1)
    }
}
