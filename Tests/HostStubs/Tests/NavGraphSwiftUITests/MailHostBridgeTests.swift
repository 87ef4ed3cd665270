import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// What the SwiftUI host reads from the mail graph's router and how it reports the user's changes, checked on
/// Linux against the router (the SwiftUI views themselves only type-check here).
@MainActor
@Suite struct MailHostBridgeTests {
    let router = Router<MailFlow>()
    var bridge: HostBridge<MailFlow> { HostBridge(router: router) }

    init() throws {
        try router.start()
    }

    /// Opens Inbox, then a message in it; returns the three instances of the main stack.
    func openMessage() throws -> [ScreenInstance] {
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        try router.perform(MailFlow.Messages.openMessage(messageID: UUID(), subject: "Hello"))
        return router.state.stack
    }

    @Test func theRootStackIsTheMainSlotAndItsRootShowsTheGraphsBars() throws {
        let screens = bridge.screens(in: .main)
        #expect(screens.map(\.screen.id) == ["mailboxes"])
        let chrome = bridge.chrome(of: try #require(screens.first), at: 0, in: .main)
        #expect(chrome.title == "Mailboxes")
        #expect(chrome.titleMode == .large)  // always, in a stack that prefers large titles
        #expect(chrome.right.map(\.id) == ["edit"])
        #expect(chrome.toolbar.map(\.id) == ["space", "compose"])
        #expect(!chrome.toolbarHidden)  // the graph shows the toolbar
        #expect(!chrome.navigationBarHidden)
        #expect(!chrome.hidesBackButton)
    }

    @Test func pushedScreensFillTheirTitlesAndFollowThePreviousTitleMode() throws {
        let stack = try openMessage()
        let messages = bridge.chrome(of: stack[1], at: 1, in: .main)
        #expect(messages.title == "Inbox")  // "{name}"
        #expect(messages.titleMode == .automatic)
        #expect(messages.right.map(\.id) == ["select"])
        let message = bridge.chrome(of: stack[2], at: 2, in: .main)
        #expect(message.title == "Hello")  // navigationItem.title "{subject}"
        #expect(message.titleMode == .inline)  // never
        #expect(message.right.map(\.id) == ["trash", "flag"])  // the first listed is the right-most on screen
    }

    @Test func aShortenedPathPopsTheRouter() throws {
        let stack = try openMessage()
        bridge.userPopped(to: stack[0].id, in: .main)
        #expect(router.state.stack.map(\.id) == [stack[0].id])
        #expect(router.visible == .mailboxes)
    }

    @Test func aPathThatDidNotShrinkOrAStackOutOfReachChangesNothing() throws {
        let stack = try openMessage()
        bridge.userPopped(to: stack[2].id, in: .main)  // the top itself: nothing popped
        #expect(router.state.stack == stack)
        try router.perform(MailFlow.Message.compose())
        bridge.userPopped(to: stack[0].id, in: .main)  // under the compose sheet: not the stack the user touches
        #expect(router.state.stack == stack)
        #expect(router.state.presentations.count == 1)
    }

    @Test func anEmbeddedSheetIsItsOwnStackAndCannotBeSwipedAwayWhenModal() throws {
        try router.perform(MailFlow.Mailboxes.compose())
        let presentation = try #require(router.state.presentations.first)
        #expect(presentation.embedsNavigationController)
        #expect(!presentation.style.coversScreen)
        #expect(bridge.screens(in: .presentation(0)).map(\.screen.id) == ["compose"])
        #expect(bridge.tree.presentations.first?.isModalInPresentation == true)  // compose sets modalInPresentation
        bridge.userDismissed(presentationAt: 0)
        #expect(router.state.presentations.count == 1)  // refused, as SwiftUI refuses the swipe
        let compose = bridge.chrome(of: presentation.stack[0], at: 0, in: .presentation(0))
        #expect(compose.left.map(\.id) == ["cancel"])
        #expect(compose.hidesBackButton)  // left items without leftItemsSupplementBackButton replace it
    }

    @Test func leftItemsThatSupplementTheBackButtonKeepIt() throws {
        try router.perform(MailFlow.Mailboxes.compose())
        try router.perform(MailFlow.Compose.addAttachment())
        let screens = bridge.screens(in: .presentation(0))
        #expect(screens.map(\.screen.id) == ["compose", "attachmentPicker"])
        let picker = bridge.chrome(of: screens[1], at: 1, in: .presentation(0))
        #expect(picker.left.map(\.id) == ["recents"])
        #expect(!picker.hidesBackButton)
        bridge.userPopped(to: screens[0].id, in: .presentation(0))
        #expect(bridge.screens(in: .presentation(0)).map(\.screen.id) == ["compose"])
    }

    @Test func theRouterStartsOnceWhenTheViewAppears() throws {
        let fresh = Router<MailFlow>()
        let freshBridge = HostBridge(router: fresh)
        freshBridge.startIfNeeded()
        #expect(fresh.state.isStarted)
        var events = 0
        let observation = fresh.observe { _ in events += 1 }
        freshBridge.startIfNeeded()  // already started: no second start
        #expect(events == 0)
        observation.cancel()
    }
}
