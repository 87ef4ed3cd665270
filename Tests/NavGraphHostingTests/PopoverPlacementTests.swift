import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// How a host places a popover: at its source item, the tapped item or the presenter's view, with its compact
/// adaptation and size (docs/hosts.md, SwiftUI).
@MainActor
@Suite struct PopoverPlacementTests {
    static let graph = """
        navgraph: 1
        graph: Pops
        root: home
        screens:
          home:
            navigationItem:
              rightBarButtonItems: [{ id: more, title: More, segue: tapped }, { id: info, title: Info, segue: named }]
              leftBarButtonItems: [{ id: edit, title: Edit }]
            segues:
              tapped: { kind: modal, to: detail, presentation: popover, adaptsTo: fullScreen }
              named: { kind: modal, to: detail, presentation: popover, sourceItem: edit, adaptsTo: none }
              plain: { kind: modal, to: detail, presentation: popover, preferredContentSize: { width: 200, height: 100 } }
              sheet: { kind: modal, to: detail }
              form: { kind: modal, to: detail, presentation: formSheet }
              sizedForm: { kind: modal, to: detail, presentation: formSheet, preferredContentSize: { width: 540, height: 360 } }
          detail: {}

        """

    static func run(_ body: (HostHarness) throws -> Void) throws {
        let checked = Pipeline.check(
            mainFile: "a.navgraph.yaml", sources: InMemorySources(["a.navgraph.yaml": graph]))
        let definition = try #require(checked.definition, "\(checked.diagnostics.map(\.message))")
        try DynamicGraph.$current.withValue(definition) { try body(try HostHarness(definition: definition)) }
    }

    @Test func theTappedItemAnchorsAPopoverThatAdaptsToAFullScreenCover() throws {
        try Self.run { harness in
            #expect(try !harness.run("tap more").hostRefused)
            let home = try #require(harness.router.state.stack.first)
            let placement = try #require(harness.router.popoverPlacement(ofPresentationAt: 0))
            #expect(placement.anchor == .barItem(presenter: home.id, item: "more"))
            #expect(placement.compactAdaptation == .fullScreenCover)
            #expect(placement.contentSize == nil)
        }
    }

    @Test func theSourceItemWinsOverTheTappedOneAndNoneStaysAPopover() throws {
        try Self.run { harness in
            #expect(try !harness.run("tap info").hostRefused)
            let home = try #require(harness.router.state.stack.first)
            let placement = try #require(harness.router.popoverPlacement(ofPresentationAt: 0))
            #expect(placement.anchor == .barItem(presenter: home.id, item: "edit"))
            #expect(placement.compactAdaptation == .popover)
        }
    }

    @Test func withoutAnItemThePresentersViewAnchorsItAndItAdaptsToASheet() throws {
        try Self.run { harness in
            #expect(try !harness.run("perform plain").hostRefused)
            let placement = try #require(harness.router.popoverPlacement(ofPresentationAt: 0))
            #expect(placement.anchor == .presenterView)
            #expect(placement.compactAdaptation == .sheet)
            #expect(placement.contentSize == ContentSize(width: 200, height: 100))
        }
    }

    @Test func aSheetHasNoPopoverPlacement() throws {
        try Self.run { harness in
            let refused = try harness.run("perform sheet").hostRefused
            #expect(!refused)
            #expect(harness.router.popoverPlacement(ofPresentationAt: 0) == nil)
            #expect(harness.router.popoverPlacement(ofPresentationAt: 1) == nil)
        }
    }

    /// A form sheet is sized at the system's form size, or fitted to its `preferredContentSize`; other styles are
    /// not form-sized.
    @Test(arguments: [
        ("perform form", FormSheetSize.form), ("perform sizedForm", .fitted(ContentSize(width: 540, height: 360))),
        ("perform sheet", nil), ("perform plain", nil),
    ])
    func aFormSheetIsSizedByItsContentSizeOrTheSystems(command: String, size: FormSheetSize?) throws {
        try Self.run { harness in
            #expect(try !harness.run(command).hostRefused)
            let presentation = try #require(HostTree(harness.router).presentations.first)
            #expect(presentation.formSheetSize == size)
        }
    }
}
