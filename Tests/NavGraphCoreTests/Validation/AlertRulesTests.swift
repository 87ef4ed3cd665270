import NavGraphRuntime
import Testing
import _NavGraphCore

// Alerts and action sheets (`style: alert|actionSheet`): decoding, NG309, NG310, NG423, NG424, NG425, the message's
// placeholders (NG204) and NG404's view of an alert. See docs/alerts.md.

private let alertGraphHeader = """
    navgraph: 1
    graph: TestFlow
    root: notes

    """

@Test func anAlertScreenIsDecodedAndLowered() throws {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                navigationItem:
                  rightBarButtonItems:
                    - { id: delete, system: trash, segue: confirm }
                segues:
                  confirm: { kind: modal, to: confirmDelete, forward: [count] }
                parameters:
                  count: { type: Int, default: 3 }
              confirmDelete:
                style: actionSheet
                title: Delete?
                message: "Delete {count} notes?"
                parameters:
                  count: Int
                actions:
                  - { id: delete, title: Delete, role: destructive, action: deleteNotes }
                  - { id: cancel, title: Cancel, role: cancel }

            """)
    #expect(checked.result.diagnostics.map(\.message) == [])
    let screen = try #require(checked.result.definition?.screens.first { $0.id == "confirmDelete" })
    let alert = try #require(screen.alert)
    #expect(alert.style == .actionSheet)
    #expect(alert.message == "Delete {count} notes?")
    #expect(alert.actions.map(\.id) == ["delete", "cancel"])
    #expect(alert.actions.map(\.role) == [.destructive, .cancel])
    #expect(alert.actions.map(\.behavior) == [.action("deleteNotes"), .none])
    // Never preserved, and the presenter stays on screen under it.
    #expect(screen.restorationIdentifier == nil)
    #expect(screen.modalPresentationStyle == .overFullScreen)
    #expect(checked.result.definition?.screens.first { $0.id == "notes" }?.alert == nil)
}

@Test func aSecondCancelActionAndActionsThatDoNothingOrSeveralThingsAreReported() {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                segues:
                  confirm: { kind: modal, to: confirmDelete }
              confirmDelete:
                style: alert
                actions:
                  - { id: cancel, title: Cancel, role: cancel }
                  - { id: later, title: Later, role: 1️⃣cancel }
                  - { id: 2️⃣keep, title: Keep }
                  - { id: both, title: Both, action: x, builtin: 3️⃣dismiss }
              empty:
                style: alert
                4️⃣actions: []

            """)
    #expect(expectDiagnostic(checked, .severalCancelActions, at: "1️⃣")?.notes.first?.location != nil)
    _ = expectDiagnostic(checked, .malformedAlertAction, at: "2️⃣")
    _ = expectDiagnostic(checked, .malformedAlertAction, at: "3️⃣")
    _ = expectDiagnostic(checked, .malformedAlertAction, at: "4️⃣")
    #expect(checked.diagnostics(.severalCancelActions).count == 1)
    #expect(checked.diagnostics(.malformedAlertAction).count == 3)
}

@Test func onlyAModalSegueShowsAnAlert() {
    let checked = check(
        """
        navgraph: 1
        graph: TestFlow
        root: 1️⃣oops

        screens:
          notes:
            segues:
              push: { kind: show, to: 2️⃣oops }
              sheet: { kind: modal, to: oops }
              back: { kind: unwind, to: 3️⃣oops }
              other: { kind: show, to: notes, popTo: 4️⃣oops }
          oops:
            style: alert
            actions:
              - { id: ok, title: OK, role: cancel }

        """)
    for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
        _ = expectDiagnostic(checked, .alertNotShownModally, at: marker)
    }
    #expect(checked.diagnostics(.alertNotShownModally).count == 4)
}

@Test func keysWithoutMeaningOnAnAlertAreReported() {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                segues:
                  confirm: { kind: modal, to: confirmDelete, embedInNavigationController: 1️⃣true,
                             presentation: 2️⃣formSheet }
              confirmDelete:
                style: alert
                navigationItem: 3️⃣{ title: X }
                4️⃣toolbarItems: []
                modalInPresentation: 5️⃣true
                deepLinks: [6️⃣"/confirm"]
                actions:
                  - { id: ok, title: OK, role: cancel }
                segues:
                  more: { kind: 7️⃣show, to: notes }
              stray:
                message: 8️⃣Hello

            """)
    for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"] {
        _ = expectDiagnostic(checked, .meaninglessOnAlert, at: marker)
    }
    #expect(checked.diagnostics(.meaninglessOnAlert).count == 8)
}

@Test func anActionSheetNoBarItemShowsHasNoAnchor() {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                navigationItem:
                  rightBarButtonItems:
                    - { id: sort, title: Sort, segue: fromItem }
                segues:
                  fromItem: { kind: modal, to: sortOrder }
                  1️⃣fromCode: { kind: modal, to: sortOrder }
                  alertFromCode: { kind: modal, to: plain }
              sortOrder:
                style: actionSheet
                actions:
                  - { id: cancel, title: Cancel, role: cancel }
              plain:
                style: alert
                actions:
                  - { id: cancel, title: Cancel, role: cancel }

            """)
    let warning = expectDiagnostic(checked, .actionSheetWithoutAnchor, at: "1️⃣")
    #expect(warning?.severity == .warning)
    #expect(checked.diagnostics(.actionSheetWithoutAnchor).count == 1)
}

@Test func aBarItemMenuEntryAnchorsAnActionSheetButATitleMenuEntryDoesNot() {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                title: Notes
                navigationItem:
                  rightBarButtonItems:
                    - { id: more, system: add, menu: [{ id: sort, title: Sort, segue: fromMenu }] }
                  titleMenu: [{ id: order, title: Order, segue: fromTitle }]
                segues:
                  fromMenu: { kind: modal, to: sortOrder }
                  fromTitle: { kind: modal, to: sortOrder }
              sortOrder:
                style: actionSheet
                actions:
                  - { id: cancel, title: Cancel, role: cancel }

            """)
    #expect(
        checked.diagnostics(.actionSheetWithoutAnchor).map(\.message) == [
            "no bar item performs segue 'fromTitle', so action sheet 'sortOrder' has no anchor"
        ])
}

@Test func actionsAreCheckedAsItemsAreAndTheMessageAsTitlesAre() {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                segues:
                  confirm: { kind: modal, to: confirmDelete }
              confirmDelete:
                style: alert
                message: 2️⃣"Delete {missing}?"
                actions:
                  - { id: ok, title: OK, segue: 1️⃣nowhere }
                  - { id: ok, title: Again, role: 3️⃣cancel }

            """)
    _ = expectDiagnostic(checked, .unknownSegue, at: "1️⃣")
    _ = expectDiagnostic(checked, .unknownParameter, at: "2️⃣")
    #expect(checked.diagnostics(.duplicateSegueOrItem).count == 1)
}

@Test func anActionWithoutTitleIsReported() {
    let checked = check(
        alertGraphHeader + """
            screens:
              notes: {}
              confirmDelete:
                style: alert
                actions:
                  - 1️⃣{ id: untitled, action: x }

            """)
    _ = expectDiagnostic(checked, .missingKey, at: "1️⃣")
}

@Test func aModalWithNoWayOutButAnAlertOnTopIsStillReported() {
    // The alert always has a way out; the screen under it does not gain one from it.
    let checked = check(
        alertGraphHeader + """
            screens:
              notes:
                segues:
                  locked: { kind: modal, to: locked, presentation: fullScreen }
              locked:
                segues:
                  ask: { kind: modal, to: ask }
              ask:
                style: alert
                actions:
                  - { id: ok, title: OK, role: cancel }

            """)
    #expect(checked.diagnostics(.modalWithoutExit).map(\.message).count == 1)
    #expect(checked.diagnostics(.modalWithoutExit).first?.message.contains("'locked'") == true)
}

@Test func ng304AnAlertActionCannotPerformAnUnwindThatMustReturnValues() {
    let checked = check(
        header + """
            screens:
              home:
                title: Home
                segues:
                  open: { kind: modal, to: a, embedInNavigationController: true }
              a:
                title: A
                segues:
                  confirm: { kind: modal, to: ask }
              ask:
                style: alert
                actions:
                  - { id: toA, title: A, segue: 1️⃣toA }
                  - { id: leave, title: Leave, segue: 2️⃣nope, role: cancel }
                segues:
                  toA: { kind: unwind, to: a, returns: { x: Int } }

            """)
    let unwind = expectDiagnostic(checked, .requiredParameterUnset, at: "1️⃣")
    #expect(unwind?.message.hasPrefix("alert action 'toA' performs segue 'toA', which must return value 'x'") == true)
    let unknown = expectDiagnostic(checked, .unknownSegue, at: "2️⃣")
    #expect(unknown?.message.hasPrefix("alert action 'leave' performs unknown segue 'nope'") == true)
}
