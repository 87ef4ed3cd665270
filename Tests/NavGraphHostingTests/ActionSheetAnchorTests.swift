import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// The iPad anchor of an action sheet: an item of the screen that presented it, on screen (docs/alerts.md, Anchors
/// on iPad).
@MainActor
@Suite struct ActionSheetAnchorTests {
    static func run(_ text: String, _ body: (HostHarness) throws -> Void) throws {
        let checked = Pipeline.check(mainFile: "a.navgraph.yaml", sources: InMemorySources(["a.navgraph.yaml": text]))
        let definition = try #require(checked.definition, "\(checked.diagnostics.map(\.message))")
        try DynamicGraph.$current.withValue(definition) { try body(try HostHarness(definition: definition)) }
    }

    @Test func aSheetShownFromThePrimaryColumnAnchorsToThatColumnsItem() throws {
        try Self.run(
            """
            navgraph: 1
            graph: SplitSheet
            root: split
            containers:
              split: { kind: split, style: doubleColumn, primary: list, secondary: empty }
            screens:
              list:
                segues:
                  push: { kind: show, to: sub }
              sub:
                navigationItem:
                  rightBarButtonItems: [{ id: c, title: C, segue: confirm }]
                segues:
                  confirm: { kind: modal, to: ask }
                  open: { kind: showDetail, to: detail }
              empty: {}
              detail:
                navigationItem:
                  rightBarButtonItems: [{ id: d, title: D, segue: ask }]
                segues:
                  ask: { kind: modal, to: ask }
              ask:
                style: actionSheet
                actions: [{ id: pop, title: Pop, builtin: pop }, { id: no, title: No, role: cancel }]

            """
        ) { harness in
            for line in ["perform push", "perform open", "perform confirm"] {
                #expect(try !harness.run(line).hostRefused, "\(line)")
            }
            let anchor = try #require(harness.router.actionSheetAnchor(ofPresentationAt: 0))
            #expect(anchor.presenter.screen.id == "sub" && anchor.item == "c")
            // The choice pops the primary column, on the fake as on the router.
            let (refused, _) = try harness.run("tap pop")
            #expect(!refused)
            #expect(harness.router.state.split?.columns.map { $0.map(\.screen.id) } == [["list"]])
            #expect(harness.router.state.stack.map(\.screen.id) == ["detail"])
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aHiddenToolbarsItemsDoNotAnchor() throws {
        let text = """
            navgraph: 1
            graph: Toolbar
            root: notes
            screens:
              notes:
                toolbarHidden: HIDDEN
                toolbarItems: [{ id: share, title: Share, segue: ask }]
                navigationItem:
                  rightBarButtonItems: [{ id: more, title: More, segue: other }]
                segues:
                  ask: { kind: modal, to: ask }
                  other: { kind: modal, to: other }
              other: {}
              ask:
                style: actionSheet
                actions: [{ id: no, title: No, role: cancel }]

            """
        try Self.run(text.replacingOccurrences(of: "HIDDEN", with: "false")) { harness in
            try harness.run("tap share")
            let anchor = try #require(harness.router.actionSheetAnchor(ofPresentationAt: 0))
            #expect(anchor.presenter.screen.id == "notes" && anchor.item == "share")
        }
        try Self.run(text.replacingOccurrences(of: "HIDDEN", with: "true")) { harness in
            try harness.run("perform ask")
            #expect(harness.router.state.presentations.count == 1)
            #expect(harness.router.actionSheetAnchor(ofPresentationAt: 0) == nil)
        }
    }
}
