import Foundation
import Testing
import _NavGraphCore

/// The deprecated aliases of old names (`renamedFrom:`) compile in Swift 5 and 6 modes, with and without main-actor
/// default isolation: declaring them is no warning, and using one compiles with a deprecation warning naming the
/// new name.
@Suite struct RenameAliasCompileTests {
    static let graph = """
        navgraph: 1
        graph: Mailbox
        root: tabs
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: mail, root: inbox, title: Mail, renamedFrom: messages }
              - { id: settings, root: preferences, title: Settings, renamedFrom: [options, setup] }
        segues:
          help: { kind: modal, to: helpPage, from: [inbox, preferences], renamedFrom: [support] }
        screens:
          inbox:
            renamedFrom: [messages, mailbox]
            parameters:
              folderID: { type: String, default: "in", renamedFrom: folder }
              unreadOnly: { type: Bool, default: false }
            navigationItem:
              rightBarButtonItems:
                - { id: write, system: compose, segue: compose, renamedFrom: [new] }
            segues:
              compose: { kind: modal, to: composer, renamedFrom: write }
              openThread: { kind: show, to: thread, renamedFrom: [showThread] }
          thread:
            renamedFrom: conversation
            parameters:
              threadID: { type: Int, renamedFrom: [id, conversationID] }
          composer:
            renamedFrom: editor
            segues:
              done: { kind: return, renamedFrom: [close] }
          preferences: {}
          helpPage:
            segues:
              close: { kind: return }

        """

    static let use = """
        import NavGraphRuntime

        @MainActor func useOldNames(_ router: Router<Mailbox>) throws {
            let old: [Mailbox.Screen] = [
                .messages(folder: "x"), .mailbox(), .inbox(folder: "y", unreadOnly: true),
                .conversation(id: 3), .thread(id: 4), .editor,
            ]
            let current: [Mailbox.Screen] = [
                .inbox(folderID: "x"), .inbox(), .inbox(folderID: "y", unreadOnly: true),
                .thread(threadID: 3), .thread(threadID: 4), .composer,
            ]
            precondition(old == current)
            try router.perform(Mailbox.Inbox.write())
            try router.perform(Mailbox.Inbox.showThread(threadID: 1))
            try router.perform(Mailbox.Composer.close())
            try router.perform(Mailbox.Segues.support())
            try router.select(Mailbox.Tab.messages)
            try router.select(Mailbox.Tab.setup)
        }

        """

    @Test(arguments: SwiftCompiler.Mode.allCases)
    func theAliasesCompileAndWarnWhenUsed(mode: SwiftCompiler.Mode) throws {
        let sources = InMemorySources(["mailbox.navgraph.yaml": Self.graph])
        let generated = generate("mailbox.navgraph.yaml", sources: sources)
        let code = try #require(generated.code, "\(describe(generated.result.diagnostics))")
        #expect(code.contains("@available(*, deprecated, renamed: \"composer\")"))
        #expect(code.contains("@available(*, deprecated, renamed: \"inbox(folderID:unreadOnly:)\")"))
        let folder = try SwiftCompiler.temporaryFolder("navgraph-renames-\(mode)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Mailbox.swift")
        let use = folder.appendingPathComponent("Use.swift")
        try Data(code.utf8).write(to: file)
        // The generated code alone: declaring a deprecated member is no warning.
        let alone = try SwiftCompiler.typecheck([file], mode: mode)
        #expect(alone.succeeded, "\(alone.output)")
        #expect(!alone.output.contains("warning:"), "\(alone.output)")
        try Data(Self.use.utf8).write(to: use)
        let outcome = try SwiftCompiler.typecheck([file, use], mode: mode)
        #expect(outcome.succeeded, "\(outcome.output)")
        let warnings = outcome.output.split(separator: "\n").filter {
            $0.hasPrefix(use.path) && $0.contains(": warning:")
        }
        #expect(warnings.count == 12, "\(outcome.output)")
        #expect(warnings.allSatisfy { $0.contains("is deprecated: renamed to") }, "\(outcome.output)")
    }
}
