import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

/// One view controller per screen instance: made when the instance appears, the same object for as long as it
/// lives, released when it leaves every stack.
@MainActor
@Suite struct ControllerLifetimeTests {
    @Test func aControllerLivesExactlyAsLongAsItsInstance() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            let root = try #require(harness.fake.live[InstanceID(rawValue: 1)])
            try harness.run("perform openMailbox mailbox=inbox name=Inbox")
            let messages = try #require(harness.fake.live[InstanceID(rawValue: 2)])
            try harness.run("perform compose")
            try harness.run("tap cancel")
            try harness.run("tap discard")
            try harness.run("perform openMessage messageID=6F9619FF-8B86-D011-B42D-00CF4FC964FF")
            #expect(harness.fake.live[InstanceID(rawValue: 1)] === root)
            #expect(harness.fake.live[InstanceID(rawValue: 2)] === messages)
            try harness.run("back")
            try harness.run("back")
            #expect(messages.isReleased)
            #expect(!root.isReleased)
            #expect(harness.fake.live[InstanceID(rawValue: 1)] === root)
            #expect(harness.fake.live.count == 1)
            #expect(harness.fake.remade.isEmpty)
        }
    }

    @Test func aPlatformWhoseAnimationsEndAtOnceStillCompletesAManualRouter() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml", mode: .manual) { harness in
            harness.fake.animatesInstantly = true
            let router = harness.router
            var events: [String] = []
            let token = router.observe { events.append($0.description) }
            try router.perform("openMailbox", of: "mailboxes", arguments: ["mailbox": .string("inbox")])
            #expect(!router.isTransitioning)
            // Each event once, in a push's order, though the transition completed inside the perform.
            #expect(
                events == [
                    "viewDidLoad messages", "viewWillDisappear mailboxes", "viewWillAppear messages",
                    "willShow messages", "viewDidDisappear mailboxes", "viewDidAppear messages", "didShow messages",
                ])
            token.cancel()
            try router.perform("compose", of: "messages")
            #expect(!router.isTransitioning)
            #expect(harness.fake.differences(from: router) == [])
        }
    }
}
