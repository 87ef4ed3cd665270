import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A state saved by one version of a graph restores in the next: old screen, tab and parameter names read as the
/// new ones, and arguments that no longer fit are left out or reset, each reported.
@Suite struct RenameRestorationTests {
    static let version1 = """
        navgraph: 1
        graph: Mail
        root: tabs
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: mail, root: home }
              - { id: news, root: feed }
        screens:
          home:
            segues:
              open: { kind: show, to: messages }
          feed: {}
          messages:
            toolbarItems: [{ id: filter, title: Filter, action: toggleFilter }]
            parameters:
              folder: String
              sort: { type: String, default: date }
              count: { type: Int, default: 0 }

        """

    static let version2 = """
        navgraph: 1
        graph: Mail
        root: tabs
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: mail, root: home }
              - { id: headlines, root: feed, renamedFrom: news }
        screens:
          home:
            segues:
              open: { kind: show, to: inbox }
          feed: {}
          inbox:
            renamedFrom: messages
            toolbarItems: [{ id: unreadFilter, title: Filter, action: toggleFilter, renamedFrom: filter }]
            deepLinks: ["mail://app/inbox/{folderID}?unreadOnly={unreadOnly}"]
            parameters:
              folderID: { type: String, renamedFrom: folder }
              count: { type: Bool, default: false }
              unreadOnly: { type: Bool, default: false, renamedFrom: unread }

        """

    func definition(_ yaml: String) throws -> GraphDefinition {
        let result = check(yaml).result
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    /// Version 1 with `messages` open on the mail tab, then the news tab selected.
    func savedByVersion1() throws -> RestorationSnapshot {
        var engine = try NavigationEngine(definition: try definition(Self.version1))
        try engine.start()
        let arguments: [String: ArgumentValue] = ["folder": .string("work"), "sort": .string("name"), "count": .int(3)]
        try engine.perform(segue: "open", from: "home", arguments: arguments)
        let messages = try #require(engine.state.stack.last?.id)
        try engine.setItemHidden(true, item: "filter", on: messages)
        try engine.selectTab("news")
        return engine.restorationState()
    }

    @Test func aRenamedScreenTabAndParameterRestoreAsTheNewOnes() throws {
        let (restored, report) = try NavigationEngine.restoring(
            try savedByVersion1(), definition: try definition(Self.version2))
        #expect(report.dropped.isEmpty, "\(report.dropped)")
        #expect(restored.state.tabBar?.selectedTab == "headlines")
        var engine = restored
        try engine.start()
        try engine.selectTab("mail")
        let top = try #require(engine.state.stack.last?.screen)
        #expect(top.id == "inbox")
        #expect(top.arguments == ["folderID": .string("work"), "count": .bool(false), "unreadOnly": .bool(false)])
        #expect(engine.state.stack.map(\.screen.id) == ["home", "inbox"])
        // The item hidden under its old id, on the instance saved under the old screen id, is still hidden.
        let inbox = try #require(engine.state.stack.last?.id)
        #expect(engine.itemStates.map(\.item) == ["unreadFilter"])
        #expect(engine.itemStates.first?.instance == inbox && engine.itemStates.first?.hidden == true)
    }

    @Test func argumentsThatNoLongerFitAreReported() throws {
        let (_, report) = try NavigationEngine.restoring(
            try savedByVersion1(), definition: try definition(Self.version2))
        #expect(!report.isComplete)
        #expect(report.droppedArguments.map(\.parameter) == ["count", "sort"])
        #expect(report.droppedArguments.map(\.entry.screen) == ["messages", "messages"])
        #expect(report.droppedArguments.first?.reason.contains("default") == true)
        #expect(report.droppedArguments.last?.reason.contains("has no parameter 'sort'") == true)
    }

    @Test func withoutRenamedFromTheScreenIsDroppedAsBefore() throws {
        let unrenamed = Self.version2.replacingOccurrences(of: "    renamedFrom: messages\n", with: "")
        let (_, report) = try NavigationEngine.restoring(try savedByVersion1(), definition: try definition(unrenamed))
        #expect(report.dropped.first?.entry.screen == "messages")
        #expect(report.dropped.first?.reason.contains("unknown screen 'messages'") == true)
    }

    @Test func aRequiredParameterWhoseValueNoLongerFitsDropsTheEntry() throws {
        let retyped = Self.version2.replacingOccurrences(
            of: "folderID: { type: String, renamedFrom: folder }", with: "folderID: { type: Int, renamedFrom: folder }")
        let (_, report) = try NavigationEngine.restoring(try savedByVersion1(), definition: try definition(retyped))
        #expect(report.dropped.first?.entry.screen == "messages")
        #expect(report.dropped.first?.reason.contains("folderID") == true)
        #expect(report.droppedArguments.isEmpty)
    }

    @Test func aLinkWithAnOldQueryItemNameFillsTheRenamedParameter() throws {
        let matcher = DeepLinkMatcher(try definition(Self.version2))
        let old = try #require(URL(string: "mail://app/inbox/work?unread=true"))
        #expect(matcher.screen(for: old)?.arguments["unreadOnly"] == .bool(true))
        let current = try #require(URL(string: "mail://app/inbox/work?unreadOnly=false&unread=true"))
        #expect(matcher.screen(for: current)?.arguments["unreadOnly"] == .bool(false))
    }

    @Test func renamesSurviveTheGeneratedTables() throws {
        let original = try definition(Self.version2)
        let lines = try #require(
            DefinitionTablesWriter.lines(of: original, formatVersion: GeneratedCodeFormat.version))
        var bytes = Array(lines.joined(separator: "\n").utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            let read = GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "Mail", root: "tabs")
            #expect(read.renamedScreens == [ScreenRename(from: "messages", to: "inbox")])
            #expect(read.currentScreenID(for: "messages") == "inbox")
            let inbox = try #require(read.screen("inbox"))
            #expect(inbox.currentParameterName(for: "folder") == "folderID")
            #expect(read.containers?.first?.currentTabID(for: "news") == "headlines")
        }
    }
}
