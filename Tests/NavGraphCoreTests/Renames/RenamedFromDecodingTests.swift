import Testing
import _NavGraphCore

/// `renamedFrom:` is read on screens, parameters, segues (of every kind, and shared ones), bar items and tabs, as one
/// name or a list of names.
struct RenamedFromDecodingTests {
    static let graph = """
        navgraph: 1
        graph: Mail
        root: tabs
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: mail, root: inbox, title: Mail, renamedFrom: messages }
        segues:
          help: { kind: modal, to: helpPage, from: [inbox], renamedFrom: [support, faq] }
        screens:
          inbox:
            renamedFrom: [messages, mailbox]
            parameters:
              folderID: { type: String, default: "in", renamedFrom: folder }
            navigationItem:
              rightBarButtonItems:
                - { id: write, system: compose, segue: compose, renamedFrom: [new] }
            segues:
              compose: { kind: modal, to: composer, renamedFrom: write }
          composer:
            segues:
              done: { kind: return, renamedFrom: [close] }
          helpPage:
            segues:
              close: { kind: return }

        """

    @Test func everyRenameableElementReadsItsOldNames() throws {
        let checked = check(Self.graph)
        #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let graph = try #require(checked.result.graph)
        let names = { (list: [Located<String>]) in list.map(\.value) }
        let inbox = try #require(graph.screens.first { $0.id.value == "inbox" })
        #expect(names(inbox.renamedFrom) == ["messages", "mailbox"])
        #expect(names(inbox.parameters.first?.renamedFrom ?? []) == ["folder"])
        #expect(names(inbox.navigationItem.rightBarButtonItems.first?.renamedFrom ?? []) == ["new"])
        #expect(names(inbox.segues.first?.renamedFrom ?? []) == ["write"])
        let composer = try #require(graph.screens.first { $0.id.value == "composer" })
        #expect(names(composer.segues.first?.renamedFrom ?? []) == ["close"])
        #expect(names(graph.sharedSegues.first?.segue.renamedFrom ?? []) == ["support", "faq"])
        #expect(names(graph.containers.first?.tabs.first?.renamedFrom ?? []) == ["messages"])
    }

    @Test func anOldNameMustBeTextOrAListOfText() {
        let checked = check(
            header + """
                screens:
                  home:
                    renamedFrom: 1️⃣{ name: start }

                """)
        expectDiagnostic(checked, .wrongValueKind, at: "1️⃣")
    }
}
