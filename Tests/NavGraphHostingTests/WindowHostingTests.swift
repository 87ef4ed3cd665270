import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import MailGraphFixture

/// UIKit presents only from a view controller in a window: what a restored router has presented waits for the
/// window (`UIKitNavigator.show(in:)`), in the bookkeeping the UIKit host and the fake share.
@MainActor
@Suite struct WindowHostingTests {
    /// The fake showing `router`, outside a window; keep the coordinator (the fake holds it weakly).
    private func hosted(_ router: Router<MailFlow>) -> (FakeUIKit, HostCoordinator<FakeUIKit>) {
        FakeUIKit.hosting(router)
    }

    @Test func aRestoredSheetIsPresentedWhenTheRootIsInAWindow() throws {
        let router = try MailScenarios.replying(to: UUID())
        let (fake, coordinator) = hosted(router)
        // Built, but nothing presented: the fake (as UIKit) would refuse it outside a window.
        #expect(fake.presented.isEmpty)
        #expect(fake.failures.isEmpty)
        #expect(fake.containers.presented.count == 1)
        #expect(fake.containers.presentedOnScreen == 0)
        #expect(fake.navigationController(for: .main)?.viewControllers.count == 3)
        fake.showInWindow()
        #expect(fake.presented.count == 1)
        #expect(fake.containers.presentedOnScreen == 1)
        #expect(fake.differences(from: router) == [])
        withExtendedLifetime(coordinator) {}
    }

    @Test func aSheetDismissedBeforeTheWindowIsNeverPresented() throws {
        let router = try MailScenarios.replying(to: UUID())
        let (fake, coordinator) = hosted(router)
        try router.dismiss(animated: false)
        #expect(coordinator.lastOperations.first == .dismiss(fromIndex: 0, animated: false))
        #expect(fake.containers.presented.isEmpty)
        fake.showInWindow()
        #expect(fake.presented.isEmpty)
        #expect(fake.failures.isEmpty)
        #expect(fake.differences(from: router) == [])
    }

    @Test func aSheetPresentedInTheWindowIsPresentedAtOnce() throws {
        let router = Router<MailFlow>()
        try router.start()
        let (fake, coordinator) = hosted(router)
        fake.showInWindow()
        try router.perform(MailFlow.Mailboxes.compose(draft: nil))
        fake.finishAnimations()
        #expect(fake.presented.count == 1)
        #expect(fake.containers.presentedOnScreen == 1)
        #expect(fake.differences(from: router) == [])
        withExtendedLifetime(coordinator) {}
    }
}
