import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Sheets with detents and popovers in simulate and flows: `detent DETENT`, the detent in the state, the tapped
/// item a popover points at, links and restoration.
@Suite struct SheetSimulationTests {
    static func shop() throws -> GraphDefinition {
        try #require(Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    }

    static func definition(_ text: String) throws -> GraphDefinition {
        let result = Pipeline.check(mainFile: "s.navgraph.yaml", sources: InMemorySources(["s.navgraph.yaml": text]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.definition)
    }

    /// A list whose Info item opens a popover naming no source item, and a sheet a link opens.
    static let list = """
        navgraph: 1
        graph: Notes
        root: list
        screens:
          list:
            navigationItem:
              rightBarButtonItems: [{ id: info, title: Info, segue: showInfo }]
            segues:
              showInfo: { kind: modal, to: info, presentation: popover, embedInNavigationController: true }
              showNote: { kind: modal, to: note, detents: [200, large] }
          info:
            navigationItem:
              leftBarButtonItems: [{ id: close, system: done, builtin: dismiss }]
          note:
            deepLinks: ["list://note"]

        """

    @Test func detentParsesTheSystemDetentsAndHeights() throws {
        #expect(try SimulationCommand.parse("detent medium") == .detent(.medium))
        #expect(try SimulationCommand.parse("detent large") == .detent(.large))
        #expect(try SimulationCommand.parse("detent 212.5") == .detent(.height(212.5)))
        #expect(try SimulationCommand.command(named: "detent", operands: ["300"]) == .detent(.height(300)))
        #expect(throws: SimulationInputError("'half' is not a detent; usage: detent medium|large|POINTS")) {
            try SimulationCommand.parse("detent half")
        }
        #expect(throws: SimulationInputError.self) { try SimulationCommand.parse("detent") }
    }

    @Test func theSheetOpensAtItsFirstDetentAndTheStateShowsWhereItRests() throws {
        var simulator = try Simulator(definition: Self.shop(), files: .inMemory())
        _ = try simulator.step("perform signedIn")
        _ = try simulator.step("perform openDeal")
        let opened = try simulator.step("perform chooseSize")
        #expect(opened.presented.map(\.detent) == ["medium"])
        #expect(opened.json().contains(#""detent":"medium""#))
        #expect(opened.drawn().contains("presented (formSheet, detent medium): sizePicker"))
        let dragged = try simulator.step("detent large")
        #expect(dragged.presented.map(\.detent) == ["large"])
        #expect(dragged.events == ["detentChanged sizePicker large"])
        let again = try simulator.step("detent large")
        #expect(again.events.isEmpty)
        #expect(again.error == nil)
        let refused = try simulator.step("detent 300")
        #expect(refused.errorKind == "detentNotOffered")
        #expect(refused.error == "the sheet offers no detent '300'; its detents are 'medium', 'large'")
        #expect(refused.presented.map(\.detent) == ["large"])
    }

    @Test func aPresentationWithoutDetentsShowsNoneAndRefusesADrag() throws {
        var simulator = try Simulator(definition: Self.shop(), files: .inMemory())
        _ = try simulator.step("perform signedIn")
        _ = try simulator.step("perform openDeal")
        let popover = try simulator.step("tap sizes")
        #expect(popover.presented.map(\.style) == ["popover"])
        #expect(popover.presented.map(\.detent) == [nil])
        #expect(!popover.json().contains("detent"))
        let refused = try simulator.step("detent medium")
        #expect(refused.error == "cannot rest at detent 'medium': the top presentation is not a sheet with 'detents:'")
        let nothing = try simulator.step("dismiss")
        #expect(nothing.presented.isEmpty)
        #expect(try simulator.step("detent large").errorKind == "detentNotOffered")
    }

    @Test func aPopoverWithoutSourceItemPointsAtTheTappedItem() throws {
        var simulator = try Simulator(definition: Self.definition(Self.list), files: .inMemory())
        _ = try simulator.step("tap info")
        #expect(simulator.navigationState.presentations.first?.sheet?.sourceItem == "info")
        _ = try simulator.step("dismiss")
        _ = try simulator.step("perform showInfo")
        #expect(simulator.navigationState.presentations.first?.sheet == nil)
        // The shop's popover names its item itself, tapped or performed.
        var shop = try Simulator(definition: Self.shop(), files: .inMemory())
        _ = try shop.step("perform signedIn")
        _ = try shop.step("perform openDeal")
        _ = try shop.step("perform showSizes")
        #expect(shop.navigationState.presentations.first?.sheet?.sourceItem == "sizes")
    }

    @Test func aLinkOpensTheSheetAtItsFirstDetent() throws {
        var simulator = try Simulator(definition: Self.definition(Self.list), files: .inMemory())
        let opened = try simulator.step("open list://note")
        #expect(opened.presented.map(\.detent) == ["200"])
    }

    @Test func restorationKeepsTheDetent() throws {
        var simulator = try Simulator(definition: Self.shop(), files: .inMemory())
        for line in ["perform signedIn", "perform openDeal", "perform chooseSize", "detent large", "save s.json"] {
            _ = try simulator.step(line)
        }
        _ = try simulator.step("dismiss")
        let restored = try simulator.step("restore s.json")
        #expect(restored.presented.map(\.detent) == ["large"])
        #expect(simulator.navigationState.presentations.first?.sheet?.detents == [.medium, .large])
    }
}
