import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import MailGraphFixture

/// docs/hosts.md's "Writing your own host": the text host, driven by a `HostCoordinator`, shows what the router
/// holds after programmatic changes and after the person's own.
@MainActor
@Suite struct TextHostTests {
    @Test func theTextHostFollowsTheRouterBothWays() throws {
        let router = Router<MailFlow>(transitionMode: .manual)
        let host = TextHost()
        let coordinator = HostCoordinator(router: router, platform: host)
        host.coordinator = coordinator
        coordinator.show()
        try router.start()
        #expect(host.lines == ["main: Mailboxes"])

        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        try router.perform(MailFlow.Messages.compose())
        #expect(router.isTransitioning == false, "the host completed each transition")
        #expect(host.lines == ["main: Mailboxes > Inbox", "presented: New Message"])
        #expect(host.barTitles[.own(.main)] == "Inbox")

        // The app dismisses the sheet; the person taps back: the host reports it, the router follows.
        try router.dismiss()
        host.personTapsBack(in: .own(.main))
        #expect(router.state.stack.map(\.screen.id) == ["mailboxes"])
        #expect(host.lines == ["main: Mailboxes"])
    }

    @Test func docsHostsShowsThisHostAsItIs() throws {
        let page = try String(contentsOf: ExampleGraphs.root.appendingPathComponent("docs/hosts.md"), encoding: .utf8)
        let file = try String(
            contentsOf: ExampleGraphs.root.appendingPathComponent("Tests/NavGraphHostingTests/Example/TextHost.swift"),
            encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Writing your own host\n").dropFirst().first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        #expect(blocks.contains(file), "docs/hosts.md's text host and Example/TextHost.swift differ")
    }
}
