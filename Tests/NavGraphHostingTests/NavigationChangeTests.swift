import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import MailGraphFixture

/// `router.lastChange`: the few facts a host reads about each operation (serial, animation, transition, the
/// person's own change, a new root); the host reads the state itself.
@MainActor
@Suite struct NavigationChangeTests {
    private let messageID = UUID()

    @Test func aPresentationIsAnAnimatedPresentOnTheSameRoot() throws {
        let router = try MailScenarios.replying(to: messageID)
        let change = try #require(router.lastChange)
        #expect(change.transition == .present)
        #expect(change.animated)
        #expect(!change.isUserDriven)
        #expect(!change.replacesRoot)
    }

    @Test func serialsCountTheChangesOnly() throws {
        let router = Router<MailFlow>()
        try router.start()
        #expect(router.lastChange?.serial == 1)
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        #expect(router.lastChange?.serial == 2)
        #expect(throws: NavigationError.self) { try router.perform(MailFlow.Mailboxes.compose()) }
        #expect(router.lastChange?.serial == 2, "a refused operation is no change")
        try router.pop(animated: false)
        let pop = try #require(router.lastChange)
        #expect(pop.serial == 3)
        #expect(pop.transition == .pop)
        #expect(!pop.animated)
    }

    @Test func anOperationThatChangesNothingLeavesNoChange() throws {
        let router = Router<MailFlow>()
        try router.start()
        #expect(router.lastChange?.serial == 1)
        try router.dismiss()
        #expect(router.lastChange == nil)
        try router.start()
        #expect(router.lastChange == nil, "a second start shows nothing new")
    }

    @Test func startingShowsTheWholeStateAsANewRoot() throws {
        let router = Router<MailFlow>()
        try router.start()
        let change = try #require(router.lastChange)
        #expect(change.serial == 1)
        #expect(change.transition == NavigationTransition.none)
        #expect(!change.animated)
        #expect(change.replacesRoot)
    }

    @Test func aQueuedSegueIsAChangeWhenTheTransitionCompletes() throws {
        let router = Router<MailFlow>(transitionMode: .manual)
        try router.start()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        #expect(router.lastChange?.transition == .push)
        #expect(try router.perform(MailFlow.Messages.openMessage(messageID: messageID)) == .queued)
        #expect(router.lastChange == nil)
        try router.completeTransition()
        let change = try #require(router.lastChange)
        #expect(change.transition == .push)
        #expect(router.state.stack.map(\.screen.id) == ["mailboxes", "messages", "message"])
    }

    @Test func aFinishedSwipeIsAUserDrivenPop() throws {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        try router.beginInteractivePop()
        #expect(router.lastChange == nil)
        try router.finishInteractivePop()
        let change = try #require(router.lastChange)
        #expect(change.isUserDriven)
        #expect(!change.animated)
        #expect(!change.replacesRoot)
        #expect(router.state.stack.count == 1)
    }

    @Test func aDeepLinkWaitingForTheDraftOpensInTheDismissalsChange() throws {
        let router = try MailScenarios.replying(to: messageID)
        let serial = try #require(router.lastChange?.serial)
        try router.open(link: "mail://mailboxes")
        // Compose holds a draft: the link waits (nothing on screen changes), and opens with the dismissal, in one
        // change.
        #expect(router.pendingLink == "mail://mailboxes")
        #expect(router.lastChange == nil)
        try router.dismiss()
        let change = try #require(router.lastChange)
        #expect(change.serial == serial + 1)
        #expect(router.pendingLink == nil)
        #expect(router.state.presentations.isEmpty)
        #expect(router.state.stack.map(\.screen.id) == ["mailboxes"])
    }

    @Test func aRestorationReplacesTheRoot() throws {
        let router = try MailScenarios.replying(to: messageID)
        let snapshot = router.restorationState()
        let other = Router<MailFlow>()
        try other.start()
        try other.restore(snapshot)
        let change = try #require(other.lastChange)
        #expect(change.replacesRoot)
        #expect(change.transition == .replaceRoot)
        #expect(!change.animated)
    }

    @Test func observersOfChangesGetEachChangeOnce() throws {
        let router = Router<MailFlow>()
        try router.start()
        var serials: [Int] = []
        let token = router.observeChanges { serials.append($0.serial) }
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        try router.pop()
        token.cancel()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        #expect(serials == [2, 3])
    }

    @Test func eachInstanceHasItsNavigationItemWithFilledTitles() throws {
        let router = try MailScenarios.replying(to: messageID)
        let messages = router.state.stack[1]
        let item = try #require(router.navigationItem(for: messages))
        #expect(item.title == "Inbox")
        #expect(item.largeTitleDisplayMode == .automatic)
        #expect(item.rightItems.map(\.id) == ["select"])
        let compose = router.state.presentations[0].stack[0]
        #expect(router.navigationItem(for: compose)?.isModalInPresentation == true)
        #expect(router.bars(in: .main)?.navigationBar.backButton?.title == "Inbox")
        #expect(router.bars(in: .presentation(1)) == nil)
    }
}
