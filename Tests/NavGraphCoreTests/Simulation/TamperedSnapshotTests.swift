import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// Restoring save files edited by hand: only states the graph can reach are kept, and the report names each entry
/// dropped with its own reason.
@Suite struct TamperedSnapshotTests {
    /// A tab bar at the root with a plain tab and a tab holding a double-column split.
    private let shop = """
        navgraph: 1
        graph: Shop
        root: main
        containers:
          main:
            kind: tabBar
            tabs:
              - { id: home, root: home }
              - { id: catalog, root: catalog }
          catalog: { kind: split, primary: categories, secondary: empty }
        screens:
          home:
            segues:
              openItem: { kind: show, to: item }
          item: {}
          categories:
            segues:
              openCategory: { kind: show, to: category }
              openProduct: { kind: showDetail, to: product }
          category:
            segues:
              openProduct: { kind: showDetail, to: product }
          empty: {}
          product: {}

        """

    private func definition() throws -> GraphDefinition { try #require(check(shop).result.definition) }

    /// A snapshot with `catalog` selected: `categories > category` in the primary column, `product` in the secondary,
    /// and `home > item` in the home tab.
    private func saved() throws -> RestorationSnapshot {
        var engine = try NavigationEngine(definition: try definition())
        try engine.start()
        try engine.perform(segue: "openItem", from: "home")
        try engine.selectTab("catalog")
        try engine.perform(segue: "openCategory", from: "categories")
        try engine.perform(segue: "openProduct", from: "category")
        return engine.restorationState()
    }

    private func restore(_ snapshot: RestorationSnapshot) throws -> (NavigationEngine, [String]) {
        let (engine, report) = try NavigationEngine.restoring(snapshot, definition: try definition())
        return (engine, report.dropped.map { "\($0.entry.path) \($0.entry.screen): \($0.reason)" })
    }

    @Test func anUntouchedSnapshotIsKeptWhole() throws {
        let (engine, dropped) = try restore(try saved())
        #expect(dropped.isEmpty)
        #expect(engine.selectedTab == "catalog")
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "category"]])
        #expect(engine.state.stack.map(\.screen.id) == ["product"])
    }

    @Test func aSplitThatOnlyLivesInATabIsNotRestoredAtTheRoot() throws {
        var snapshot = try saved()
        snapshot.container = "catalog"
        snapshot.tabs = nil
        let (engine, dropped) = try restore(snapshot)
        #expect(engine.state.tabBar != nil)
        #expect(engine.selectedTab == "home")
        #expect(dropped.count == 3)
        #expect(dropped.allSatisfy { $0.hasSuffix(": the graph never puts container 'catalog' at its root") })
    }

    @Test func anEntryAfterADroppedOneInAColumnNamesIt() throws {
        var snapshot = try saved()
        snapshot.columns = [
            [
                RestorationEntry(path: "column1/categories", screen: "categories", arguments: [:]),
                RestorationEntry(path: "column1/gone", screen: "gone", arguments: [:]),
                RestorationEntry(path: "column1/category", screen: "category", arguments: [:]),
            ]
        ]
        let (engine, dropped) = try restore(snapshot)
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories"]])
        #expect(
            dropped == [
                "column1/gone gone: unknown screen 'gone'",
                "column1/category category: it comes after 'column1/gone', which was dropped",
                "main/product product: it comes after 'column1/gone', which was dropped",
            ])
    }

    @Test func columnsTheSplitDoesNotHaveAreDropped() throws {
        var snapshot = try saved()
        let extra = RestorationEntry(path: "column2/categories", screen: "categories", arguments: [:])
        snapshot.columns = (snapshot.columns ?? []) + [[extra], [extra], [extra]]
        let (engine, dropped) = try restore(snapshot)
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "category"]])
        #expect(engine.state.stack.map(\.screen.id) == ["product"])
        #expect(dropped == Array(repeating: "column2/categories categories: the split has 2 columns, not 5", count: 3))
    }

    @Test func anUnknownSelectedTabDropsItsStacksInsteadOfPushingThemOnAnotherTab() throws {
        var snapshot = try saved()
        snapshot.tabs?.selected = "cart"
        let (engine, dropped) = try restore(snapshot)
        #expect(engine.selectedTab == "home")
        #expect(engine.state.stack.map(\.screen.id) == ["home", "item"])
        #expect(engine.state.split == nil)
        #expect(dropped.count == 3)
        #expect(dropped.allSatisfy { $0.hasSuffix(": the tab bar has no tab 'cart'") })
    }

    @Test func anEntryAfterABadOneIsNotBlamedForItsProblem() throws {
        let chain = """
            navgraph: 1
            graph: Chain
            root: a
            screens:
              a:
                segues:
                  next: { kind: show, to: b }
              b:
                parameters:
                  n: Int
                segues:
                  next: { kind: show, to: c }
              c: {}

            """
        let definition = try #require(check(chain).result.definition)
        let snapshot = RestorationSnapshot(
            graph: "Chain", fingerprint: definition.restorationFingerprint, rootIncluded: true,
            stack: [
                RestorationEntry(path: "main/a", screen: "a", arguments: [:]),
                RestorationEntry(path: "main/b", screen: "b", arguments: ["n": .string("x")]),
                RestorationEntry(path: "main/c", screen: "c", arguments: [:]),
            ],
            presentations: [])
        let (engine, report) = try NavigationEngine.restoring(snapshot, definition: definition)
        #expect(engine.state.stack.map(\.screen.id) == ["a"])
        #expect(report.dropped.map(\.entry.screen) == ["b", "c"])
        #expect(report.dropped.last?.reason == "it comes after 'main/b', which was dropped")
        #expect(report.dropped.first?.reason.contains("'n' of screen 'b'") == true)
    }
}
