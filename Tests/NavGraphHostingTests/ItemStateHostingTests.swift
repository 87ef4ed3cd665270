import NavGraphHosting
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A bar item the app disables or hides, and arguments it updates, while a screen is shown reach that screen's
/// view controller as one `applyNavigationItem`: nothing is pushed, presented or rebuilt.
@MainActor
@Suite struct ItemStateHostingTests {
    /// Whether the last operations only set navigation items and bars, one of them `instance`'s item.
    static func onlyChrome(_ harness: HostHarness, for instance: InstanceID) -> Bool {
        let operations = harness.coordinator.lastOperations
        let chrome = operations.allSatisfy { operation in
            switch operation {
            case .applyNavigationItem, .applyBars: true
            default: false
            }
        }
        let applied = operations.contains { operation in
            if case .applyNavigationItem(let id, _) = operation { id == instance } else { false }
        }
        return chrome && applied
    }

    @Test func aDisabledAndAHiddenItemReachTheViewController() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            let compose = harness.router.state.visible.id
            let live = harness.fake.live
            try harness.run("setEnabled send false")
            #expect(Self.onlyChrome(harness, for: compose))
            let item = try #require(harness.fake.live[compose]?.navigationItem)
            #expect(item.rightItems.map(\.enabled) == [false])
            try harness.run("setHidden attach true")
            #expect(harness.fake.live[compose]?.navigationItem?.toolbarItems.isEmpty == true)
            try harness.run("setEnabled send true")
            #expect(harness.fake.live[compose]?.navigationItem?.rightItems.map(\.enabled) == [true])
            #expect(harness.fake.live.keys == live.keys)
            #expect(harness.fake.failures.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func anUpdatedTitleReachesTheViewControllerAndTheBackButtonAbove() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox name=Inbox")
            let messages = harness.router.state.visible.id
            try harness.run("update name=Unread")
            #expect(Self.onlyChrome(harness, for: messages))
            #expect(harness.fake.live[messages]?.navigationItem?.title == "Unread")
            try harness.run("perform openMessage messageID=6F9619FF-8B86-D011-B42D-00CF4FC964FF subject=Hi")
            try harness.router.update(messages, arguments: ["name": .string("Later")])
            #expect(Self.onlyChrome(harness, for: messages))
            #expect(harness.fake.live[messages]?.backButtonTitle == "Later")
            #expect(harness.router.navigationBar?.left.first == .back(BackButton(title: "Later")))
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.fake.failures.isEmpty)
        }
    }
}
