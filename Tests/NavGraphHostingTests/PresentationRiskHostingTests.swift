import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import MailGraphFixture

/// What UIKit may do to presentations that a host must survive: hand the swipe down's presentation controller
/// over after the view controller let it go, refuse a presentation without calling its completion, and refuse to
/// present from a presentation that has not ended yet.
@MainActor
@Suite struct PresentationRiskHostingTests {
    /// The fake showing `router` in a window; keep the coordinator (the fake holds it weakly).
    private func hosted(_ router: Router<MailFlow>, inWindow: Bool = true, later: Bool = false) -> (
        FakeUIKit, HostCoordinator<FakeUIKit>
    ) {
        let (fake, coordinator) = FakeUIKit.hosting(router, completesPresentationsLater: later)
        if inWindow { fake.showInWindow() }
        return (fake, coordinator)
    }

    /// Two sheets, one over the other (neither refuses the swipe down).
    private func twoSheets(_ router: Router<MailFlow>) throws {
        try router.present(.attachmentPicker, style: .pageSheet, embedInNavigationController: true)
        try router.present(.attachmentPicker, style: .pageSheet, embedInNavigationController: true)
    }

    @Test(arguments: [false, true])
    func theSheetSwipedDownIsTheOneThePresentationControllerPresented(remade: Bool) throws {
        let router = Router<MailFlow>()
        try router.start()
        let (fake, coordinator) = hosted(router)
        fake.remakesPresentationControllers = remade
        try twoSheets(router)
        fake.finishAnimations()
        #expect(fake.presented.count == 2)
        #expect(fake.swipeDown())
        #expect(router.state.presentations.count == 1)
        #expect(fake.differences(from: router) == [])
        // The sheet below is still the router's: dismissing it reaches the root, which presents it.
        try router.dismiss()
        fake.finishAnimations()
        #expect(fake.presented.isEmpty)
        #expect(fake.differences(from: router) == [])
        withExtendedLifetime(coordinator) {}
    }

    @Test func aRefusedPresentationIsReportedAndTheHostGoesOn() throws {
        let router = Router<MailFlow>(transitionMode: .manual)
        try router.start()
        let (fake, coordinator) = hosted(router)
        var errors: [NavigationError] = []
        coordinator.onRefusal = { errors.append($0) }
        // The app shows an alert of its own over the root: UIKit refuses the router's sheet.
        fake.appPresentsAlert()
        try router.perform(MailFlow.Mailboxes.compose(draft: nil))
        fake.finishAnimations()
        #expect(errors == [.presentationRefused(screen: "compose")])
        #expect(fake.failures == ["present 1 from a view controller that is already presenting"])
        #expect(!coordinator.isAnimating)
        #expect(!router.isTransitioning, "the transition of the refused presentation ended")
        // The host still follows the router: the refused sheet goes, a push shows.
        fake.appDismissesAlert()
        try router.dismiss()
        fake.finishAnimations()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        fake.finishAnimations()
        #expect(fake.navigationController(for: .main)?.viewControllers.count == 2)
        #expect(fake.presented.isEmpty)
        #expect(errors.count == 1)
    }

    @Test func aRestoredChainIsPresentedOneAfterTheOtherInTheWindow() throws {
        let original = Router<MailFlow>()
        try original.start()
        try original.present(.compose(), style: .pageSheet, embedInNavigationController: true)
        try original.present(.compose(), style: .pageSheet, embedInNavigationController: true)
        let data = try original.restorationState().jsonData()
        let router = try Router<MailFlow>(restoring: data)
        try router.start()
        let (fake, coordinator) = hosted(router, inWindow: false, later: true)
        fake.showInWindow()
        // The second waits until the first is on screen: UIKit refuses to present from it before.
        #expect(fake.presented.count == 1)
        #expect(coordinator.isAnimating)
        fake.finishAnimations()
        #expect(fake.presented.count == 2)
        #expect(fake.failures == [])
        #expect(!coordinator.isAnimating)
        #expect(fake.differences(from: router) == [])
    }

    @Test func aRestorationInTheWindowPresentsItsChainOneAfterTheOther() throws {
        let original = Router<MailFlow>()
        try original.start()
        try original.present(.compose(), style: .pageSheet, embedInNavigationController: true)
        try original.present(.compose(), style: .formSheet, embedInNavigationController: true)
        let snapshot = original.restorationState()
        let router = Router<MailFlow>()
        try router.start()
        let (fake, coordinator) = hosted(router, later: true)
        try router.restore(snapshot)
        #expect(fake.presented.count == 1)
        fake.finishAnimations()
        #expect(fake.presented.count == 2)
        #expect(fake.failures == [])
        #expect(fake.differences(from: router) == [])
        withExtendedLifetime(coordinator) {}
    }
}
