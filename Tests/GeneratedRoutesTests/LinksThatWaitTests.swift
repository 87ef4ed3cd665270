import Foundation
import NavGraphRuntime
import Observation
import Synchronization
import Testing

/// Whether an `onChange` closure ran (Observation may call it from any thread).
private final class Fired: Sendable {
    private let fired = Mutex(false)
    var value: Bool { fired.withLock { $0 } }
    func set() { fired.withLock { $0 = true } }
}

/// `Router.pendingLink` through the generated API of the example graphs: the shop's links wait for sign-in, mail's
/// links wait while compose (`modalInPresentation`) is up (see docs/deep-links.md, Links that wait).
@MainActor
@Suite struct LinksThatWaitTests {
    @Test func theShopsLinksWaitForSignInAndOpenWithIt() throws {
        let router = Router<ShopFlow>()
        try router.start()
        try router.open(link: "shop://product/tee/reviews")
        #expect(router.pendingLink == "shop://product/tee/reviews")
        #expect(router.stack == [.signIn])
        try router.perform(ShopFlow.SignIn.signedIn())
        #expect(router.pendingLink == nil)
        #expect(router.selectedTab == .home)
        #expect(router.stack == [.home, .product(sku: "tee", size: nil), .reviews(sku: "tee")])
        #expect(router.lastTransition == .replaceRoot)
    }

    @Test func theShopsLinksKeepTheOtherTabs() throws {
        let router = Router<ShopFlow>()
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        try router.perform(ShopFlow.Home.openDeal())
        let home = router.state.stack
        try router.open(link: "shop://catalog/tee")
        #expect(router.selectedTab == .catalog)
        #expect(router.stack == [.product(sku: "tee", size: nil)])
        #expect(router.state.tabStacks.first?.stack == home)
    }

    @Test func mailsComposeDraftSurvivesALinkThatWaitsObservably() throws {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.compose())
        let changed = Fired()
        withObservationTracking {
            _ = router.pendingLink
        } onChange: {
            changed.set()
        }
        try router.open(link: "/mail/inbox?name=Inbox")
        #expect(changed.value)
        #expect(router.pendingLink == "/mail/inbox?name=Inbox")
        #expect(router.presentations.map(\.screens) == [[.compose()]])
        router.cancelPendingLink()
        #expect(router.pendingLink == nil)
        try router.open(link: "/mail/sent?name=Sent")
        let snapshot = router.restorationState()
        #expect(snapshot.pendingLink == "/mail/sent?name=Sent")
        try router.dismiss()
        #expect(router.pendingLink == nil)
        #expect(router.stack == [.mailboxes, .messages(mailbox: .sent, name: "Sent")])
        #expect(router.presentations.isEmpty)
        let restored = try Router<MailFlow>(restoring: snapshot)
        #expect(restored.pendingLink == "/mail/sent?name=Sent")
    }
}
