import NavGraphRuntime
import Testing
import _NavGraphCore

// What an alert's actions do to the screen that shows it, as validation sees it: a `dismiss` action (or an
// `replaceRoot`) is that screen's way out (NG404); an alert has no `return` (NG425); NG310 suggests a cancel action.
// See docs/alerts.md.

private let wayOutHeader = """
    navgraph: 1
    graph: TestFlow
    root: home

    """

@Test(arguments: [
    "{ id: discard, title: Delete, role: destructive, builtin: dismiss }",
    "{ id: discard, title: Delete, role: destructive, segue: start }",
])
func anAlertActionThatLeavesIsAWayOutOfTheLockedScreenBelow(action: String) {
    let checked = check(
        wayOutHeader + """
            screens:
              home:
                segues:
                  compose: { kind: modal, to: compose, embedInNavigationController: true }
              compose:
                modalInPresentation: true
                navigationItem:
                  leftBarButtonItems: [{ id: cancel, system: cancel, segue: confirm }]
                segues:
                  confirm: { kind: modal, to: discard }
              discard:
                style: actionSheet
                actions:
                  - \(action)
                  - { id: keep, title: Keep, role: cancel }
                segues:
                  start: { kind: replaceRoot, to: home }

            """)
    #expect(checked.diagnostics(.modalWithoutExit).isEmpty, "\(checked.diagnostics(.modalWithoutExit).map(\.message))")
}

@Test func anAlertThatOnlyClosesIsNoWayOutOfTheLockedScreenBelow() {
    let checked = check(
        wayOutHeader + """
            screens:
              home:
                segues:
                  compose: { kind: modal, to: compose, embedInNavigationController: true }
              compose:
                modalInPresentation: true
                navigationItem:
                  leftBarButtonItems: [{ id: cancel, system: cancel, segue: confirm }]
                segues:
                  confirm: { kind: modal, to: discard }
              discard:
                style: actionSheet
                actions:
                  - { id: pop, title: Pop, builtin: pop }
                  - { id: keep, title: Keep, role: cancel }

            """)
    #expect(checked.diagnostics(.modalWithoutExit).count == 1)
}

@Test func anAlertHasNoReturnSegue() {
    let checked = check(
        wayOutHeader + """
            screens:
              home:
                segues:
                  ask: { kind: modal, to: ask }
              ask:
                style: alert
                actions:
                  - { id: back, title: Back, segue: back }
                segues:
                  back: { kind: 1️⃣return }

            """)
    let diagnostic = expectDiagnostic(checked, .meaninglessOnAlert, at: "1️⃣")
    #expect(diagnostic?.notes.contains { $0.message.contains("role: cancel") } == true)
}

@Test func anAlertWithoutActionsIsToldToAddACancelAction() {
    let checked = check(
        wayOutHeader + """
            screens:
              home:
                segues:
                  ask: { kind: modal, to: ask }
              ask:
                style: alert
                1️⃣actions: []

            """)
    let notes = expectDiagnostic(checked, .malformedAlertAction, at: "1️⃣")?.notes.map(\.message) ?? []
    #expect(notes.contains { $0.contains("{ id: ok, title: OK, role: cancel }") })
    #expect(!notes.contains { $0.contains("dismiss") })
}
