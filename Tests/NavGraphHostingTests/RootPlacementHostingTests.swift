import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import MailGraphFixture

/// An app may put the navigator's root in a window itself, or embed it in a container of its own, instead of
/// calling `show(in:)`: the host learns from UIKit (the root's view moving to a window) when it can present, and
/// presents what waited then, however the root got there and each time it comes back.
@MainActor
@Suite struct RootPlacementHostingTests {
    /// The fake showing `router`, nowhere yet; keep the coordinator (the fake holds it weakly).
    private func hosted(_ router: Router<MailFlow>) -> (FakeUIKit, HostCoordinator<FakeUIKit>) {
        FakeUIKit.hosting(router)
    }

    @Test func aRootTheAppMakesAWindowsRootPresentsTheRestoredSheet() throws {
        let router = try MailScenarios.replying(to: UUID())
        let (fake, coordinator) = hosted(router)
        #expect(fake.presented.isEmpty)
        fake.place(.windowRoot)
        #expect(fake.presented.count == 1)
        #expect(fake.differences(from: router) == [])
        withExtendedLifetime(coordinator) {}
    }

    @Test func aRootEmbeddedInAContainerPresentsOnceTheContainerIsInAWindow() throws {
        let router = try MailScenarios.replying(to: UUID())
        let (fake, coordinator) = hosted(router)
        fake.place(.child(containerInWindow: false))
        #expect(fake.presented.isEmpty)
        #expect(fake.failures.isEmpty)
        fake.place(.child(containerInWindow: true))
        #expect(fake.presented.count == 1)
        #expect(fake.differences(from: router) == [])
        // A sheet asked for later is presented at once.
        try router.dismiss(animated: false)
        try router.present(.attachmentPicker, style: .pageSheet, embedInNavigationController: true)
        fake.finishAnimations()
        #expect(fake.presented.count == 1)
        #expect(fake.differences(from: router) == [])
        withExtendedLifetime(coordinator) {}
    }

    @Test func aSheetAskedForWhileTheRootIsOutOfTheWindowIsPresentedWhenItComesBack() throws {
        let router = Router<MailFlow>()
        try router.start()
        let (fake, coordinator) = hosted(router)
        fake.place(.windowRoot)
        fake.place(.nowhere)
        try router.perform(MailFlow.Mailboxes.compose(draft: nil))
        fake.finishAnimations()
        // Not asked of UIKit, which would refuse it: it waits.
        #expect(fake.presented.isEmpty)
        #expect(fake.failures.isEmpty)
        #expect(!coordinator.isAnimating)
        fake.place(.child(containerInWindow: true))
        fake.finishAnimations()
        #expect(fake.presented.count == 1)
        #expect(fake.differences(from: router) == [])
    }

    @Test func aNewRootWaitsForTheAppToInstallIt() throws {
        let saved = try MailScenarios.replying(to: UUID()).restorationState()
        let router = Router<MailFlow>()
        try router.start()
        let (fake, coordinator) = hosted(router)
        fake.place(.windowRoot)
        // A restoration makes a new root view controller, in no window until the app installs it.
        try router.restore(saved)
        fake.finishAnimations()
        #expect(fake.presented.isEmpty)
        #expect(fake.failures.isEmpty)
        #expect(!coordinator.isAnimating)
        fake.place(.windowRoot)
        #expect(fake.presented.count == 1)
        #expect(fake.differences(from: router) == [])
    }
}
