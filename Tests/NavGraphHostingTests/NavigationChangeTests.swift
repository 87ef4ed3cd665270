import Foundation
import NavGraphRuntime
import Testing

@testable import MailExample

/// `router.lastChange`: every operation's change, in the order a host applies it.
@MainActor
@Suite struct NavigationChangeTests {
    private let messageID = UUID()

    private func replying() throws -> Router<MailFlow> {
        try MailScenarios.replying(to: messageID)
    }

    @Test func aPresentationIsAddedLastWithItsBars() throws {
        let router = try replying()
        let change = try #require(router.lastChange)
        #expect(change.transition == .present)
        #expect(change.steps.count == 2)
        guard case .present(0, let presentation) = change.steps.first else {
            Issue.record("expected a presentation first, got \(change.steps)")
            return
        }
        #expect(presentation.style == .formSheet)
        #expect(presentation.embedsNavigationController)
        #expect(presentation.stack.map(\.screen.id) == ["compose"])
        guard case .bars(.presentation(0), let bars) = change.steps.last else {
            Issue.record("expected the presentation's bars, got \(change.steps)")
            return
        }
        #expect(bars.navigationBar.title == "New Message")
        #expect(bars == router.bars(in: .presentation(0)))
    }

    @Test func anUnwindDismissesBeforeItPops() throws {
        let router = try replying()
        try router.perform(MailFlow.Compose.send())
        let change = try #require(router.lastChange)
        #expect(change.animated)
        guard change.steps.count == 3, case .dismiss(fromIndex: 0, let removed) = change.steps[0],
            case .stack(.main, let screens, .pop) = change.steps[1], case .bars(.main, let bars) = change.steps[2]
        else {
            Issue.record("expected dismiss, pop, bars; got \(change.steps)")
            return
        }
        #expect(removed.map(\.style) == [.formSheet])
        #expect(removed.first?.stack.map(\.screen.id) == ["compose"])
        #expect(screens.map(\.screen.id) == ["mailboxes"])
        #expect(bars.navigationBar.title == "Mailboxes")
        #expect(change.items.isEmpty, "a dismissal and a pop bring no instance")
        #expect(change.serial == 5)
    }

    @Test func aPushInsideTheSheetChangesItsStack() throws {
        let router = try replying()
        try router.perform(MailFlow.Compose.addAttachment())
        let change = try #require(router.lastChange)
        guard case .stack(.presentation(0), let screens, .push) = change.steps.first else {
            Issue.record("expected a push in the sheet, got \(change.steps)")
            return
        }
        #expect(screens.map(\.screen.id) == ["compose", "attachmentPicker"])
        #expect(change.steps.contains { if case .bars(.presentation(0), _) = $0 { true } else { false } })
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
        guard change.steps.count == 2, case .replaceRoot(let root) = change.steps[0],
            case .bars(.main, let bars) = change.steps[1]
        else {
            Issue.record("expected the root and its bars, got \(change.steps)")
            return
        }
        #expect(root.stacks == router.stackContents)
        #expect(bars == router.bars(in: .main))
        let root0 = router.state.stack[0]
        #expect(change.items == [root0.id: try #require(router.navigationItem(for: root0))])
    }

    @Test func aPushBringsTheNavigationItemOfItsNewInstanceOnly() throws {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        let pushed = router.state.stack[1]
        let change = try #require(router.lastChange)
        #expect(change.items.count == 1)
        #expect(change.items[pushed.id]?.title == "Inbox")
        try router.pop()
        #expect(router.lastChange?.items.isEmpty == true)
    }

    @Test func aQueuedSegueIsDescribedWhenTheTransitionCompletes() throws {
        let router = Router<MailFlow>(transitionMode: .manual)
        try router.start()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        #expect(
            router.lastChange?.steps.first.map { if case .stack(.main, _, .push) = $0 { true } else { false } } == true)
        #expect(try router.perform(MailFlow.Messages.openMessage(messageID: messageID)) == .queued)
        #expect(router.lastChange == nil)
        try router.completeTransition()
        guard case .stack(.main, let screens, .push) = router.lastChange?.steps.first else {
            Issue.record("expected the queued push, got \(String(describing: router.lastChange))")
            return
        }
        #expect(screens.map(\.screen.id) == ["mailboxes", "messages", "message"])
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
        guard case .stack(.main, let screens, .pop) = change.steps.first else {
            Issue.record("expected a pop, got \(change.steps)")
            return
        }
        #expect(screens.count == 1)
    }

    @Test func aDeepLinkWaitingForTheDraftOpensInTheDismissalsChange() throws {
        let router = try replying()
        try router.open(link: "mail://mailboxes")
        // Compose holds a draft: the link waits, and opens with the dismissal, in one change.
        #expect(router.pendingLink == "mail://mailboxes")
        try router.dismiss()
        let change = try #require(router.lastChange)
        guard case .dismiss(fromIndex: 0, let removed) = change.steps.first else {
            Issue.record("expected a dismissal first, got \(change.steps)")
            return
        }
        #expect(removed.map(\.embedsNavigationController) == [true])
        #expect(change.steps.contains { if case .stack(.main, _, _) = $0 { true } else { false } })
    }

    @Test func aRestorationReplacesTheRoot() throws {
        let router = try replying()
        let snapshot = router.restorationState()
        let other = Router<MailFlow>()
        try other.start()
        try other.restore(snapshot)
        let change = try #require(other.lastChange)
        guard case .replaceRoot(let root) = change.steps.first else {
            Issue.record("expected a new root first, got \(change.steps)")
            return
        }
        #expect(root.tabBar == nil && root.splits.isEmpty)
        #expect(root.stacks.map(\.id) == [.main])
        #expect(root.stacks.first?.screens == other.state.stack)
        #expect(change.steps.contains { if case .present(0, _) = $0 { true } else { false } })
        #expect(!change.animated)
        // Every instance of the new root is new to the host, even one whose id it knew.
        let instances = other.stackContents.flatMap(\.screens)
        #expect(Set(change.items.keys) == Set(instances.map(\.id)))
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
        let router = try replying()
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
