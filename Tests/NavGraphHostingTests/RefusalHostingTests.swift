import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

/// A report of the person's the router refuses reaches the host's refusal callback (`UIKitNavigator.onError`),
/// and the fake is put back to the router's state.
@MainActor
@Suite struct RefusalHostingTests {
    @Test func aRefusedSwipeDownReachesTheCallbackAndThePresentationComesBack() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            #expect(harness.refusals.isEmpty)
            #expect(harness.fake.swipeDown(ignoringModalInPresentation: true))
            harness.fake.finishAnimations()
            #expect(harness.refusals.map(\.caseName) == ["cannotDismissInteractively"])
            #expect(harness.router.state.presentations.count == 1)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aStackThePersonCannotHaveMadeIsPutBackWithoutARefusal() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox")
            harness.coordinator.navigationStack(.main, didShow: [InstanceID(rawValue: 99)])
            harness.fake.finishAnimations()
            #expect(harness.refusals.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aRefusedPopReportReachesTheCallback() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox")
            try harness.run("perform compose")
            // The root's stack, reported popped while a presentation covers it: the router refuses.
            harness.coordinator.navigationStack(.main, didShow: [InstanceID(rawValue: 1)])
            harness.fake.finishAnimations()
            #expect(harness.refusals.map(\.caseName) == ["userChangeMismatch"])
            #expect(harness.router.state.stack.count == 2)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }
}
