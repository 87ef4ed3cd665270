import Foundation
import Testing
import _NavGraphCore

@Test func ng308ItemShowsExactlyOneThing() {
    let yaml = """
        screens:
          home:
            toolbarItems:
              - { id: 1️⃣blank, action: a }
              - { id: both, title: Edit, image: 2️⃣pencil }
              - { id: busy, title: Go, action: go, builtin: 3️⃣pop }
              - { id: space, system: flexibleSpace, action: 4️⃣b }
              - { id: fine, system: done, builtin: popToRoot }

        """
    let checked = check(header + yaml)
    for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
        #expect(expectDiagnostic(checked, .malformedBarItem, at: marker)?.severity == .error)
    }
    #expect(checked.diagnostics(.malformedBarItem).count == 4)
}

@Test func ng304BarItemSegueLeavesRequiredParameterUnset() {
    let yaml = """
        screens:
          home:
            parameters: { userID: { type: Int, default: 0 } }
            toolbarItems:
              - { id: open, title: Open, segue: 1️⃣open }
              - { id: set, title: Set, segue: openSet }
            segues:
              open: { kind: show, to: detail }
              openSet: { kind: show, to: detail, arguments: { title: Hi }, forward: [userID] }
          detail:
            parameters: { title: String, userID: Int, note: { type: String, default: "" } }

        """
    let checked = check(header + yaml)
    #expect(checked.result.diagnostics.count == 1, "\(checked.result.diagnostics)")
    let diagnostic = expectDiagnostic(checked, .requiredParameterUnset, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.message.contains("'title', 'userID'") == true)
    #expect(checked.diagnostics(.requiredParameterUnset).count == 1)
}

@Test func ng308ASpaceCannotHaveAMenu() {
    let yaml = """
        screens:
          home:
            toolbarHidden: false
            toolbarItems:
              - { id: sp, system: flexibleSpace, 1️⃣menu: [{ id: e, title: E, action: a }] }
              - { id: fx, system: fixedSpace, 2️⃣menu: [{ id: f, title: F, action: b }] }
              - { id: both, system: fixedSpace, action: 3️⃣c, 4️⃣menu: [{ id: g, title: G, action: d }] }
              - { id: fine, title: Fine, menu: [{ id: h, title: H, action: e }] }

        """
    let checked = check(header + yaml)
    for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
        #expect(expectDiagnostic(checked, .malformedBarItem, at: marker)?.severity == .error)
    }
    #expect(checked.diagnostics(.malformedBarItem).count == 4, "\(checked.result.diagnostics)")
}
