import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// What an alert closed without a button reports (`userClosedAlert`): its cancel action, as UIKit calls a cancel
/// action's handler when the person taps outside an action sheet's popover; without one, a plain dismissal. A close
/// reported after a button already reported, or for an alert that is gone, changes nothing.
@MainActor
@Suite struct AlertDismissalTests {
    /// An action sheet whose cancel action is an app action, and an alert without a cancel action.
    static let yaml = """
        navgraph: 1
        graph: AskFlow
        root: home
        screens:
          home:
            title: Home
            navigationItem:
              rightBarButtonItems:
                - { id: more, title: More, segue: ask }
                - { id: warn, title: Warn, segue: warnIt }
                - { id: sort, title: Sort, segue: sortBy }
            segues:
              ask: { kind: modal, to: choices }
              warnIt: { kind: modal, to: notice }
              sortBy: { kind: modal, to: order }
          choices:
            style: actionSheet
            actions:
              - { id: share, title: Share, action: share }
              - { id: later, title: Not Now, role: cancel, action: remindLater }
          notice:
            style: alert
            title: Heads up
            message: Something happened.
            actions:
              - { id: ok, title: OK, action: acknowledge }
          order:
            style: actionSheet
            actions:
              - { id: byDate, title: By Date, action: sortByDate }
              - { id: byName, title: By Name, action: sortByName }
        """

    /// The graph above.
    func definition() throws -> GraphDefinition {
        let checked = Pipeline.check(
            mainFile: "ask.navgraph.yaml", sources: InMemorySources(["ask.navgraph.yaml": Self.yaml]))
        return try #require(checked.definition)
    }

    /// Runs `body` with a started router on the graph above.
    func withRouter(_ body: (Router<DynamicGraph>) throws -> Void) throws {
        let definition = try definition()
        try DynamicGraph.$current.withValue(definition) {
            let router = Router<DynamicGraph>()
            try router.start()
            try body(router)
        }
    }

    /// Runs `body` with the graph above hosted on the fake UIKit.
    func withHarness(_ body: (HostHarness) throws -> Void) throws {
        let definition = try definition()
        try DynamicGraph.$current.withValue(definition) { try body(try HostHarness(definition: definition)) }
    }

    @Test func closingAnActionSheetReportsItsCancelAction() throws {
        try withRouter { router in
            try router.perform("ask", of: "home")
            let alert = try #require(router.alertContent(ofPresentationAt: 0))
            #expect(alert.cancelActionID == "later")
            #expect(alert.dismissalWithoutButton == .cancelAction("later"))
            #expect(router.presentsAlert(alert.instance.id, at: 0))
            let appAction = try router.userClosedAlert(alert.instance.id, at: 0)
            #expect(appAction == "remindLater")
            #expect(router.state.presentations.isEmpty)
            #expect(!router.presentsAlert(alert.instance.id, at: 0))
        }
    }

    @Test func closingAnAlertWithoutACancelActionOnlyDismissesIt() throws {
        try withRouter { router in
            try router.perform("warnIt", of: "home")
            let alert = try #require(router.alertContent(ofPresentationAt: 0))
            #expect(alert.cancelActionID == nil)
            #expect(alert.dismissalWithoutButton == .dismiss)
            let appAction = try router.userClosedAlert(alert.instance.id, at: 0)
            #expect(appAction == nil)
            #expect(router.state.presentations.isEmpty)
            #expect(router.lastEvents.contains { "\($0)".contains("notice") })
        }
    }

    @Test func aCloseAfterAButtonOrForAnotherAlertChangesNothing() throws {
        try withRouter { router in
            try router.perform("ask", of: "home")
            let first = try #require(router.alertContent(ofPresentationAt: 0)).instance.id
            #expect(try router.userDidChooseAlertAction("share") == "share")
            // The button reported; the close SwiftUI writes afterwards must not touch what is there now.
            try router.perform("warnIt", of: "home")
            let second = try #require(router.alertContent(ofPresentationAt: 0)).instance.id
            #expect(try router.userClosedAlert(first, at: 0) == nil)
            #expect(router.state.presentations.map { $0.stack.map(\.id) } == [[second]])
            // Nor does a close at a place that holds no alert.
            #expect(try router.userClosedAlert(second, at: 1) == nil)
            #expect(router.state.presentations.count == 1)
        }
    }

    @Test func aSheetIsNoAlert() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            let composer = try #require(harness.router.state.presentations.first?.stack.first)
            #expect(harness.router.alertContent(ofPresentationAt: 0) == nil)
            #expect(!harness.router.presentsAlert(composer.id, at: 0))
            #expect(try harness.router.userClosedAlert(composer.id, at: 0) == nil)
            #expect(harness.router.state.presentations.count == 1)
        }
    }

    @Test func onUIKitATapOutsideAnActionSheetChoosesItsCancelAction() throws {
        try withHarness { harness in
            try harness.run("perform ask")
            #expect(harness.fake.tapOutsideActionSheet())
            #expect(harness.fake.lastAppAction == "remindLater")
            #expect(harness.router.state.presentations.isEmpty)
            #expect(harness.fake.presented.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.refusals.isEmpty)
        }
    }

    @Test func onUIKitATapOutsideAnActionSheetWithoutCancelDismissesItInTheRouterToo() throws {
        try withHarness { harness in
            try harness.run("perform sortBy")
            #expect(harness.fake.tapOutsideActionSheet())
            #expect(harness.fake.lastAppAction == nil)
            #expect(harness.router.state.presentations.isEmpty)
            #expect(harness.fake.presented.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.refusals.isEmpty)
            // An alert (not a sheet) has no outside to tap.
            try harness.run("perform warnIt")
            #expect(!harness.fake.tapOutsideActionSheet())
            #expect(harness.fake.presented.count == 1)
        }
    }
}
