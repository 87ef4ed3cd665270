import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing

/// `router.setEnabled(_:item:on:)`, `setHidden(_:item:on:)` and `update(_:arguments:)` on the mail graph: the
/// bars and navigation items report them, taps follow them, hosts are told, snapshots keep them.
@MainActor
@Suite struct ItemStateDrivingTests {
    /// A started mail router showing compose over the mailboxes.
    static func composing() throws -> Router<MailFlow> {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.compose())
        return router
    }

    @Test func aDisabledItemIsReportedSoAndItsTapIsRefused() throws {
        let router = try Self.composing()
        let compose = router.state.visible
        try router.setEnabled(false, item: "send", on: compose.id)
        #expect(router.navigationBar?.right.map(\.enabled) == [false])
        #expect(router.navigationItem(for: compose)?.rightItems.map(\.enabled) == [false])
        #expect(router.lastEvents.isEmpty)
        #expect(throws: NavigationError.itemDisabled("send")) { try router.tap("send") }
        try router.setEnabled(true, item: "send", on: compose.id)
        #expect(router.navigationBar?.right.map(\.enabled) == [true])
        _ = try router.tap("send")
        #expect(router.presentations.isEmpty)
    }

    @Test func aHiddenItemIsLeftOutOfEveryBarAndCannotBeTapped() throws {
        let router = try Self.composing()
        let compose = router.state.visible
        try router.setHidden(true, item: "attach", on: compose.id)
        try router.setHidden(true, item: "cancel", on: compose.id)
        #expect(router.toolbar.items.isEmpty)
        #expect(router.navigationBar?.items.map(\.id) == ["send"])
        let stack = try #require(router.stackContents.last)
        #expect(router.bars(in: stack.id)?.toolbar.items.isEmpty == true)
        let item = try #require(router.navigationItem(for: compose))
        #expect(item.toolbarItems.isEmpty && item.leftItems.isEmpty)
        #expect(throws: NavigationError.itemNotOnScreen("attach")) { try router.tap("attach") }
        try router.setHidden(false, item: "attach", on: compose.id)
        #expect(router.toolbar.items.map(\.id) == ["attach"])
    }

    @Test func unknownItemsAndInstancesAreRefused() throws {
        let router = try Self.composing()
        let compose = router.state.visible.id
        #expect(throws: NavigationError.itemNotOnScreen("flag")) {
            try router.setEnabled(false, item: "flag", on: compose)
        }
        let gone = InstanceID(rawValue: 999)
        #expect(throws: NavigationError.instanceNotFound(gone)) { try router.setHidden(true, item: "send", on: gone) }
        #expect(throws: NavigationError.instanceNotFound(gone)) { try router.update(gone, arguments: [:]) }
    }

    @Test func anItemStateIsAChangeForHostsAndGoesWithItsInstance() throws {
        let router = try Self.composing()
        let compose = router.state.visible.id
        var serials: [Int] = []
        let observation = router.observeChanges { serials.append($0.serial) }
        let before = router.lastChange?.serial ?? 0
        try router.setEnabled(false, item: "send", on: compose)
        #expect(serials == [before + 1])
        try router.setEnabled(false, item: "send", on: compose)
        #expect(serials == [before + 1])
        observation.cancel()
        _ = try router.dismiss(animated: false)
        try router.perform(MailFlow.Mailboxes.compose())
        #expect(router.navigationBar?.right.map(\.enabled) == [true])
        #expect(router.restorationState().items == nil)
    }

    @Test func anUpdateRetitlesTheInstanceAndTheBackButtonAbove() throws {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        let messages = router.state.visible
        try router.update(messages.id, arguments: ["name": .string("Inbox (3)")])
        #expect(router.navigationBar?.title == "Inbox (3)")
        #expect(router.state.visible.screen.arguments["mailbox"] == .string("inbox"))
        #expect(router.lastEvents.isEmpty)
        let messageID = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF"))
        try router.perform(MailFlow.Messages.openMessage(messageID: messageID))
        try router.update(messages.id, arguments: ["name": .string("Archive")])
        #expect(router.navigationBar?.left.first == .back(BackButton(title: "Archive")))
        #expect(throws: NavigationError.unknownArgument(screen: "messages", parameter: "title")) {
            try router.update(messages.id, arguments: ["title": .string("x")])
        }
        #expect(throws: NavigationError.invalidArgument(screen: "messages", parameter: "unreadOnly", expected: "Bool"))
        {
            try router.update(messages.id, arguments: ["unreadOnly": .string("yes")])
        }
        let saved = router.restorationState().stack.map { $0.arguments["name"] }
        #expect(saved == [nil, .string("Archive"), nil])
    }

    @Test func snapshotsKeepItemStatesAndUpdatedArguments() throws {
        let router = try Self.composing()
        let compose = router.state.visible.id
        try router.setEnabled(false, item: "send", on: compose)
        try router.setHidden(true, item: "attach", on: compose)
        let snapshot = router.restorationState()
        #expect(
            snapshot.items == [
                RestorationItemState(path: "modal1/compose", item: "attach", hidden: true),
                RestorationItemState(path: "modal1/compose", item: "send", enabled: false),
            ])
        let restored = try Router<MailFlow>(restoring: try snapshot.jsonData())
        try restored.start()
        #expect(restored.navigationBar?.right.map(\.enabled) == [false])
        #expect(restored.toolbar.items.isEmpty)
        var old = snapshot
        old.items = nil
        let plain = try Router<MailFlow>(restoring: try old.jsonData())
        #expect(plain.restorationState().items == nil)
    }
}
