import NavGraphRuntime
import Testing
import _NavGraphCore

/// Alerts at run time: `tap ACTION` while an alert is visible takes the alert away and does what the action says,
/// in one transition (docs/alerts.md).
@Suite struct AlertRuntimeTests {
    static let graph = """
        navgraph: 1
        graph: NotesApp
        root: notes

        screens:
          notes:
            title: Notes
            navigationItem:
              rightBarButtonItems:
                - { id: more, title: More, segue: options }
            segues:
              openNote: { kind: show, to: note }
              options: { kind: modal, to: options }
          note:
            parameters:
              name: { type: String, default: Untitled }
            navigationItem:
              rightBarButtonItems:
                - { id: delete, system: trash, segue: confirm }
            segues:
              confirm: { kind: modal, to: confirmDelete, forward: [name] }
              share: { kind: modal, to: share, embedInNavigationController: true }
          share:
            navigationItem:
              leftBarButtonItems:
                - { id: close, system: close, segue: ask }
            segues:
              ask: { kind: modal, to: options }
          confirmDelete:
            style: alert
            title: "Delete {name}?"
            message: "{name} will be gone for good."
            parameters:
              name: String
            actions:
              - { id: delete, title: Delete, role: destructive, builtin: pop }
              - { id: cancel, title: Cancel, role: cancel }
          options:
            style: actionSheet
            actions:
              - { id: about, title: About, segue: about }
              - { id: back, title: Back to the list, segue: toNotes }
              - { id: close, title: Close it, builtin: dismiss }
              - { id: export, title: Export, action: exportAll }
            segues:
              about: { kind: modal, to: about }
              toNotes: { kind: unwind, to: notes }
          about: {}

        """

    static func simulator() throws -> Simulator {
        let definition = try #require(
            Pipeline.check(mainFile: "notes.navgraph.yaml", sources: InMemorySources(["notes.navgraph.yaml": graph]))
                .definition)
        return try Simulator(definition: definition, files: .inMemory())
    }

    @Test func theStateShowsTheAlertWithItsTextsFilledIn() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("perform openNote name=Groceries")
        let shown = try simulator.step("tap delete")
        #expect(shown.visible == "confirmDelete" && shown.top == "note")
        #expect(shown.presented.map(\.style) == ["alert"])
        #expect(shown.navigationBar == nil)
        let alert = try #require(shown.alert)
        #expect(alert.title == "Delete Groceries?")
        #expect(alert.message == "Groceries will be gone for good.")
        #expect(alert.actions.map(\.id) == ["delete", "cancel"])
        #expect(
            shown.json().contains(#""alert":{"screen":"confirmDelete","style":"alert","title":"Delete Groceries?""#))
        #expect(shown.drawn().contains("alert (alert): Delete Groceries? — Groceries will be gone for good. [delete"))
        // The presenter stays on screen under an alert: it gets no events.
        #expect(
            shown.events == [
                "viewDidLoad confirmDelete", "viewWillAppear confirmDelete", "viewDidAppear confirmDelete",
            ])
        // Only the alert's actions can be tapped while it is up.
        #expect(try simulator.step("tap more").errorKind == "itemNotOnScreen")
        #expect(try simulator.step("tap nothing").errorKind == "itemNotOnScreen")
    }

    @Test func theCancelActionOnlyClosesTheAlert() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("perform openNote")
        _ = try simulator.step("tap delete")
        let closed = try simulator.step("tap cancel")
        #expect(closed.stack == ["notes", "note"] && closed.presented.isEmpty && closed.alert == nil)
        #expect(
            closed.events == [
                "viewWillDisappear confirmDelete", "viewDidDisappear confirmDelete", "deinit confirmDelete",
            ])
    }

    @Test func aBuiltinRunsOnThePresenterOnceTheAlertIsGoneInOneTransition() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("perform openNote")
        _ = try simulator.step("tap delete")
        let popped = try simulator.step("tap delete")
        #expect(popped.stack == ["notes"] && popped.presented.isEmpty && popped.error == nil)
        #expect(popped.events.filter { $0.hasPrefix("deinit") } == ["deinit confirmDelete", "deinit note"])
        #expect(popped.events.contains("didShow notes"))
    }

    @Test func dismissClosesThePresentationUnderTheAlert() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("perform openNote")
        _ = try simulator.step("perform share")
        _ = try simulator.step("tap close")
        let dismissed = try simulator.step("tap close")
        #expect(dismissed.visible == "note" && dismissed.presented.isEmpty)
        #expect(dismissed.events.filter { $0.hasPrefix("deinit") } == ["deinit options", "deinit share"])
        // Over the main stack there is nothing under the alert to dismiss: only the alert goes.
        _ = try simulator.step("back")
        _ = try simulator.step("tap more")
        let alone = try simulator.step("tap close")
        #expect(alone.visible == "notes" && alone.presented.isEmpty && alone.stack == ["notes"])
    }

    @Test func anAppActionIsReportedOnceTheAlertIsGone() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("tap more")
        let exported = try simulator.step("tap export")
        #expect(exported.action == "exportAll")
        #expect(exported.presented.isEmpty && exported.visible == "notes")
    }

    @Test func aModalSegueShowsItsDestinationInTheAlertsPlaceAndAnUnwindTakesTheAlertAlong() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("tap more")
        let about = try simulator.step("tap about")
        #expect(about.presented.map(\.stack) == [["about"]])
        #expect(about.presented.map(\.style) == ["automatic"])
        #expect(about.events.contains("deinit options") && about.events.contains("viewDidAppear about"))
        _ = try simulator.step("dismiss")
        _ = try simulator.step("perform openNote")
        _ = try simulator.step("perform share")
        _ = try simulator.step("tap close")
        let unwound = try simulator.step("tap back")
        #expect(unwound.stack == ["notes"] && unwound.presented.isEmpty)
    }

    @Test func anAlertIsNeverSavedForRestoration() throws {
        var simulator = try Self.simulator()
        _ = try simulator.step("perform openNote name=Groceries")
        _ = try simulator.step("tap delete")
        _ = try simulator.step("save state.json")
        let restored = try simulator.step("restore state.json")
        #expect(restored.stack == ["notes", "note"] && restored.presented.isEmpty && restored.alert == nil)
    }
}
