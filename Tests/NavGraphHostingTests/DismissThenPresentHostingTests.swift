import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

/// One change that dismisses a presentation and presents another (a deep link to compose waits for the compose
/// draft on screen, then opens with its dismissal): the fake, as UIKit, refuses to present while the dismissal
/// animates, so the coordinator presents only once the dismissal ended.
@MainActor
@Suite struct DismissThenPresentHostingTests {
    @Test func aDeepLinkPresentingWhileASheetIsUpPresentsAfterTheDismissal() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            let first = try #require(harness.router.state.presentations.first?.stack.first?.id)
            try harness.router.open(link: "mail://compose?replyTo=6F9619FF-8B86-D011-B42D-00CF4FC964FF")
            #expect(harness.router.pendingLink != nil)
            try harness.router.dismiss()
            let operations = harness.coordinator.lastOperations
            #expect(operations.first == .dismiss(fromIndex: 0, animated: true))
            #expect(operations.contains { if case .present = $0 { true } else { false } })
            // The dismissal animates: the new sheet waits for it.
            #expect(harness.fake.isAnimating)
            #expect(harness.fake.presented.isEmpty)
            harness.fake.finishAnimations()
            #expect(harness.fake.failures == [])
            #expect(harness.router.state.presentations.count == 1)
            #expect(harness.router.state.presentations.first?.stack.first?.id != first)
            #expect(harness.fake.presented.count == 1)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }
}
