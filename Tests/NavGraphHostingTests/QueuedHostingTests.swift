import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// Programmatic changes made while the fake UIKit animates: a `.manual` router queues them and the coordinator
/// completes the transition when the animation ends, so they are re-checked against the state they meet.
@MainActor
@Suite struct QueuedHostingTests {
    @Test func aSegueAskedDuringTheAnimationWaitsAndRunsWhenItEnds() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml", mode: .manual) { harness in
            let router = harness.router
            try router.perform("openMailbox", of: "mailboxes", arguments: ["mailbox": .string("inbox")])
            #expect(harness.fake.isAnimating)
            #expect(router.isTransitioning)
            let outcome = try router.perform(
                "openMessage", of: "messages",
                arguments: ["messageID": .string("6F9619FF-8B86-D011-B42D-00CF4FC964FF")])
            #expect(outcome == .queued)
            #expect(router.state.stack.count == 2)
            #expect(harness.fake.navigationController(for: .main)?.viewControllers.count == 2)
            harness.fake.finishAnimations()
            #expect(!router.isTransitioning)
            #expect(!harness.fake.isAnimating)
            #expect(router.state.stack.map(\.screen.id) == ["mailboxes", "messages", "message"])
            #expect(harness.fake.differences(from: router) == [])
        }
    }

    @Test func aDoubleTapDuringTheAnimationPushesOnce() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml", mode: .manual) { harness in
            let router = harness.router
            let arguments: [String: ArgumentValue] = ["mailbox": .string("inbox")]
            try router.perform("openMailbox", of: "mailboxes", arguments: arguments)
            #expect(try router.perform("openMailbox", of: "mailboxes", arguments: arguments) == .queued)
            harness.fake.finishAnimations()
            // The queued segue met a state whose visible screen is no longer its source: refused, nothing pushed.
            let results = harness.coordinator.lastQueuedResults
            #expect(results.count == 1)
            guard case .failure(let error) = results.first?.result else {
                Issue.record("the second tap was not refused: \(results)")
                return
            }
            #expect(error.caseName == "sourceNotVisible")
            // The app hears of it too (`onError` in the UIKit host).
            #expect(harness.refusals.map(\.caseName) == ["sourceNotVisible"])
            #expect(router.state.stack.map(\.screen.id) == ["mailboxes", "messages"])
            #expect(harness.fake.differences(from: router) == [])
        }
    }

    @Test func aChangeOfAnImmediateRouterDuringTheAnimationIsShownWhenItEnds() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            let router = harness.router
            try router.perform("openMailbox", of: "mailboxes", arguments: ["mailbox": .string("inbox")])
            #expect(harness.fake.isAnimating)
            try router.perform("compose", of: "messages")
            // The fake still animates the push: the presentation waits.
            #expect(harness.fake.presented.isEmpty)
            #expect(harness.coordinator.isAnimating)
            harness.fake.finishAnimations()
            #expect(harness.fake.presented.count == 1)
            #expect(harness.fake.differences(from: router) == [])
        }
    }

    @Test func aRestoredStateRebuildsTheWholeHierarchy() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            let router = harness.router
            try harness.run("perform signedIn")
            try harness.run("selectTab catalog")
            let snapshot = router.restorationState()
            try harness.run("selectTab home")
            try harness.run("perform openAccount")
            try router.restore(snapshot)
            harness.fake.finishAnimations()
            #expect(router.lastChange?.replacesRoot == true)
            let operations = harness.coordinator.lastOperations
            #expect(operations.contains { if case .setRoot = $0 { true } else { false } })
            #expect(operations.contains { if case .releaseController = $0 { true } else { false } })
            #expect(router.state.tabBar?.selectedTab == "catalog")
            #expect(harness.fake.differences(from: router) == [])
        }
    }
}
