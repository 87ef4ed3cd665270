#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import NavGraphUIKit
    import Testing
    import UIKit

    @testable import MailGraphFixture

    /// The UIKit host on a real UIKit (the iOS simulator, see .github/workflows/apple.yml): the navigator over the
    /// mail graph builds the hierarchy the router describes and follows its changes. (On Linux this file is empty:
    /// the host's logic is tested there through the router's changes, and its UIKit code type-checked against
    /// stubs.) UIKit may end a transition on a later turn of the run loop: the tests wait for what they read
    /// (`waitUntil`, in Waiting.swift).
    @MainActor
    @Suite struct UIKitNavigatorTests {
        /// A navigator over a fresh mail router whose factory makes plain view controllers.
        private func makeNavigator() -> (Router<MailFlow>, UIKitNavigator<MailFlow>) {
            let router = Router<MailFlow>()
            let navigator = UIKitNavigator(router: router) { _ in UIViewController(nibName: nil, bundle: nil) }
            return (router, navigator)
        }

        @Test func theRootIsOneNavigationControllerShowingTheRootScreenWithItsBarsAndItems() throws {
            let (router, navigator) = makeNavigator()
            #expect(router.state.isStarted)
            let navigationController = try #require(navigator.rootViewController as? UINavigationController)
            #expect(navigationController.viewControllers.count == 1)
            let mailboxes = try #require(navigationController.viewControllers.first)
            #expect(mailboxes.title == "Mailboxes")
            #expect(mailboxes.navigationItem.largeTitleDisplayMode == .always)
            #expect(mailboxes.navigationItem.rightBarButtonItems?.count == 1)
            #expect(mailboxes.toolbarItems?.count == 2)
            #expect(navigationController.navigationBar.prefersLargeTitles)
            #expect(!navigationController.isToolbarHidden)
        }

        @Test func aSegueOfTheRouterPushesOneViewControllerPerInstanceWithItsFilledTitle() async throws {
            let (router, navigator) = makeNavigator()
            let navigationController = try #require(navigator.rootViewController as? UINavigationController)
            let root = try #require(navigationController.viewControllers.first)
            try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
            #expect(await waitUntil { navigationController.viewControllers.count == 2 })
            #expect(navigationController.viewControllers.first === root)
            let messages = try #require(navigationController.viewControllers.last)
            #expect(messages.title == "Inbox")
            _ = try router.pop(animated: false)
            #expect(await waitUntil { navigationController.viewControllers.count == 1 })
            #expect(navigationController.viewControllers.first === root)
        }

        @Test func theBackButtonReportedByUIKitPopsTheRouter() async throws {
            let (router, navigator) = makeNavigator()
            let navigationController = try #require(navigator.rootViewController as? UINavigationController)
            try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
            #expect(await waitUntil { navigationController.viewControllers.count == 2 })
            let root = try #require(navigationController.viewControllers.first)
            // What UIKit does when the person taps the back button: it pops, then tells its delegate.
            navigationController.setViewControllers([root], animated: false)
            navigationController.delegate?.navigationController?(navigationController, didShow: root, animated: false)
            #expect(router.stack == [.mailboxes])
        }
    }
#endif
