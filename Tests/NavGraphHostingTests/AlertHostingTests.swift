import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// Alerts on the fake UIKit: presented like any modal screen, and the person's choice (UIKit dismisses the alert,
/// then calls the action's handler) reaches the router, which does the rest with the events a programmatic tap
/// has; the fake and the router stay equal. See docs/alerts.md and docs/hosts.md.
@MainActor
@Suite struct AlertHostingTests {
    @Test func discardingTheDraftDismissesTheSheetAndTheComposerOnScreen() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            let (shownRefused, _) = try harness.run("tap cancel")
            #expect(!shownRefused)
            #expect(harness.fake.presented.count == 2)
            #expect(
                harness.router.alertContent(ofPresentationAt: 1)?.message == "Discard this draft, or keep it in Drafts?"
            )
            // Anchored on iPad to the Cancel item of the composer that showed it.
            let composer = try #require(harness.router.state.presentations.first?.stack.first)
            let anchor = try #require(harness.router.actionSheetAnchor(ofPresentationAt: 1))
            #expect(anchor.presenter.id == composer.id && anchor.item == "cancel")
            let (hostRefused, simulatorRefused) = try harness.run("tap discard")
            #expect(!hostRefused && !simulatorRefused)
            #expect(harness.fake.presented.isEmpty)
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.router.lastEvents == harness.simulator.lastEvents)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.fake.log.contains("alert discard"))
        }
    }

    @Test func anAppActionReachesTheAppAndTheComposerStays() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            try harness.run("tap cancel")
            let (hostRefused, _) = try harness.run("tap save")
            #expect(!hostRefused)
            #expect(harness.fake.lastAppAction == "saveDraft")
            #expect(harness.fake.presented.count == 1)
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.fake.differences(from: harness.router) == [])
            // The cancel button only closes the sheet.
            try harness.run("tap cancel")
            try harness.run("tap keepEditing")
            #expect(harness.fake.lastAppAction == nil)
            #expect(harness.fake.presented.count == 1)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aButtonTheAlertDoesNotShowIsRefusedAndChangesNothing() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            try harness.run("tap cancel")
            let (hostRefused, simulatorRefused) = try harness.run("tap send")
            #expect(hostRefused && simulatorRefused)
            #expect(harness.fake.presented.count == 2)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func noAnchorForAnAlertOrWithoutAPresentation() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            #expect(harness.router.actionSheetAnchor(ofPresentationAt: 0) == nil)
            try harness.run("perform compose")
            #expect(harness.router.alertContent(ofPresentationAt: 0) == nil)
            #expect(harness.router.actionSheetAnchor(ofPresentationAt: 0) == nil)
        }
    }

    @Test func anActionSheetShownFromAMenuEntryAnchorsToTheEntrysBarItem() throws {
        let text = """
            navgraph: 1
            graph: Menus
            root: notes
            screens:
              notes:
                navigationItem:
                  rightBarButtonItems:
                    - { id: share, system: action, action: share }
                    - id: more
                      system: add
                      menu: [{ section: [{ id: sort, title: Sort, segue: askOrder }] }]
                segues:
                  askOrder: { kind: modal, to: order }
              order:
                style: actionSheet
                actions: [{ id: cancel, title: Cancel, role: cancel }]

            """
        let checked = Pipeline.check(mainFile: "a.navgraph.yaml", sources: InMemorySources(["a.navgraph.yaml": text]))
        let definition = try #require(checked.definition, "\(checked.diagnostics.map(\.message))")
        #expect(!checked.diagnostics.contains { $0.code == .actionSheetWithoutAnchor })
        try DynamicGraph.$current.withValue(definition) {
            let harness = try HostHarness(definition: definition)
            try harness.run("tap more.sort")
            let anchor = try #require(harness.router.actionSheetAnchor(ofPresentationAt: 0))
            #expect(anchor.item == "more" && anchor.presenter.screen.id == "notes")
        }
    }
}
