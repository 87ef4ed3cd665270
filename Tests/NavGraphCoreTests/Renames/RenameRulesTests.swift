import Testing
import _NavGraphCore

/// `renamedFrom:` is checked: old names are names of their kind (NG101), and an old name that is a current name,
/// that two elements claim, or that repeats the element's own name is an error (NG102 for screens, NG103 otherwise).
struct RenameRulesTests {
    @Test func aValidRenameOfEveryKindIsAccepted() {
        let checked = check(RenamedFromDecodingTests.graph)
        #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func oldNamesAreCheckedLikeNamesOfTheirKind() {
        let screen = check(header + "screens:\n  home:\n    renamedFrom: [1️⃣old_home]\n")
        let diagnostic = expectDiagnostic(screen, .invalidIdentifier, at: "1️⃣")
        #expect(diagnostic?.message.contains("screen id 'old_home'") == true)
        let parameter =
            "screens:\n  home: {}\n  page:\n    parameters:\n      name: { type: String, renamedFrom: 1️⃣self }\n"
        expectDiagnostic(check(header + parameter), .invalidIdentifier, at: "1️⃣")
        let tab = """
            navgraph: 1
            graph: TestFlow
            root: tabs
            containers:
              tabs:
                kind: tabBar
                tabs:
                  - { id: mail, root: home, renamedFrom: 1️⃣hashValue }
            screens:
              home: {}

            """
        expectDiagnostic(check(tab), .invalidIdentifier, at: "1️⃣")
    }

    @Test func anOldScreenIDThatIsACurrentIDOrClaimedTwiceIsNG102() {
        let current = check(header + "screens:\n  home:\n    renamedFrom: 1️⃣page\n  page: {}\n")
        let diagnostic = expectDiagnostic(current, .duplicateScreen, at: "1️⃣")
        #expect(diagnostic?.message.contains("is the name of another screen") == true)
        let twice = check(header + "screens:\n  home:\n    renamedFrom: old\n  page:\n    renamedFrom: 1️⃣old\n")
        let second = expectDiagnostic(twice, .duplicateScreen, at: "1️⃣")
        #expect(second?.message == "old name 'old' is claimed by both screens 'home' and 'page' in the graph")
        let own = check(header + "screens:\n  home:\n    renamedFrom: [start, 1️⃣home]\n")
        #expect(expectDiagnostic(own, .duplicateScreen, at: "1️⃣")?.severity == .error)
    }

    @Test func membersClashWithinTheirScreenOnly() {
        let segues = """
            screens:
              home:
                segues:
                  open: { kind: show, to: page, renamedFrom: 1️⃣close }
                  close: { kind: show, to: page }
              page:
                segues:
                  back: { kind: show, to: home, renamedFrom: open }

            """
        expectDiagnostic(check(header + segues), .duplicateSegueOrItem, at: "1️⃣")
        let items = """
            screens:
              home:
                toolbarItems:
                  - { id: add, system: add, action: add, renamedFrom: new }
                  - { id: edit, system: edit, action: edit, renamedFrom: 1️⃣new }

            """
        expectDiagnostic(check(header + items), .duplicateSegueOrItem, at: "1️⃣")
        let parameters = """
            screens:
              home: {}
              page:
                parameters:
                  name: { type: String, renamedFrom: 1️⃣title }
                  title: String

            """
        expectDiagnostic(check(header + parameters), .duplicateSegueOrItem, at: "1️⃣")
    }

    @Test func tabsAndSharedSeguesHaveTheirOwnScopes() {
        let graph = """
            navgraph: 1
            graph: TestFlow
            root: tabs
            containers:
              tabs:
                kind: tabBar
                tabs:
                  - { id: mail, root: home, renamedFrom: 1️⃣news }
                  - { id: news, root: page }
            segues:
              help: { kind: modal, to: helpPage, from: [home], renamedFrom: [2️⃣help] }
            screens:
              home: {}
              page: {}
              helpPage: {}

            """
        let checked = check(graph)
        expectDiagnostic(checked, .duplicateSegueOrItem, at: "1️⃣")
        expectDiagnostic(checked, .duplicateSegueOrItem, at: "2️⃣")
    }
}
