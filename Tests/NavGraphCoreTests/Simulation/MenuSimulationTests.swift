import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Menus in `navgraph simulate`, flows and diagrams: `tap ITEM.ENTRY`, `tap title.ENTRY`, the drawn and JSON state.
@Suite struct MenuSimulationTests {
    static let text = """
        navgraph: 1
        graph: Menus
        root: list
        screens:
          list:
            title: List
            navigationItem:
              titleMenu:
                - { id: rename, title: Rename, action: rename }
              rightBarButtonItems:
                - id: sort
                  title: Sort
                  menu:
                    - { id: byName, title: Name, action: sortByName }
                    - id: more
                      title: More
                      menu:
                        - { id: open, title: Open, segue: openDetail }
                        - { id: off, title: Off, attributes: [disabled], action: never }
            segues:
              openDetail: { kind: show, to: detail }
          detail:
            title: Detail

        """

    static func simulator(_ text: String = text) throws -> Simulator {
        let result = Pipeline.check(mainFile: "m.navgraph.yaml", sources: InMemorySources(["m.navgraph.yaml": text]))
        let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
        return try Simulator(definition: definition, files: .inMemory())
    }

    @Test func tapChoosesEntriesAndTheStateDrawsTheMenus() throws {
        var simulator = try Self.simulator()
        let start = try simulator.step("state")
        #expect(start.drawn().contains("menu sort: byName more › (open off (disabled))\n"))
        #expect(start.drawn().contains("menu title: rename\n"))
        #expect(try simulator.step("tap sort.byName").action == "sortByName")
        #expect(try simulator.step("tap title.rename").action == "rename")
        let refused = try simulator.step("tap sort.off")
        #expect(refused.errorKind == "itemDisabled")
        let opened = try simulator.step("tap sort.open")
        #expect(opened.stack == ["list", "detail"])
        #expect(opened.menus.isEmpty)
        #expect(!opened.drawn().contains("menu "))
    }

    @Test func theJSONStateListsMenusOnlyWhenThereAreSome() throws {
        var simulator = try Self.simulator()
        let object = try SimulationTestGraph.object(try simulator.step("state"))
        let menus = try #require(object["menus"] as? [[String: Any]])
        #expect(menus.map { $0["owner"] as? String } == ["sort", "title"])
        let entries = try #require(menus.first?["entries"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["sort.byName", "sort.open", "sort.off"])
        #expect(entries.map { $0["enabled"] as? Bool } == [nil, nil, false])
        #expect(entries.map { $0["submenu"] as? String } == [nil, "more", "more"])
        let detail = try SimulationTestGraph.object(try simulator.step("tap sort.open"))
        #expect(detail["menus"] == nil)
    }

    @Test func aFlowTapsMenuEntries() throws {
        let flows = try SimulationTestGraph.flows(
            """
            graph: m.navgraph.yaml
            flows:
              sorting:
                - tap: sort.byName
                  expect: { action: sortByName }
                - tap: sort.more
                  expect: { errorKind: itemOpensMenu, error: "item 'sort.more' opens a menu: tap one of its entries: 'sort.open'" }
            """)
        let result = Pipeline.check(
            mainFile: "m.navgraph.yaml", sources: InMemorySources(["m.navgraph.yaml": Self.text]))
        let definition = try #require(result.definition)
        let flow = try #require(flows.first)
        let outcome = FlowRunner.run(flow, definition: definition)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.message))")
    }

    @Test func diagramsNameTheMenuEntriesOnTheirSeguesArrows() throws {
        let result = Pipeline.check(
            mainFile: "m.navgraph.yaml", sources: InMemorySources(["m.navgraph.yaml": Self.text]))
        let definition = try #require(result.definition)
        let mermaid = GraphDiagram.render(definition, format: .mermaid)
        #expect(mermaid.contains("openDetail [sort.open]"), "\(mermaid)")
    }

    @Test func menusOfAHiddenToolbarAndATitleMenuWithoutATitleAreNotOnScreen() throws {
        var simulator = try Self.simulator(
            """
            navgraph: 1
            graph: Hidden
            root: home
            screens:
              home:
                title: Home
                navigationItem:
                  rightBarButtonItems:
                    - { id: more, title: More, menu: [{ id: m1, title: M1, action: more }] }
                toolbarItems:
                  - { id: tool, title: Tool, menu: [{ id: t1, title: T1, action: tool }] }
                segues:
                  next: { kind: show, to: untitled }
              untitled:
                toolbarHidden: false
                navigationItem:
                  titleMenu: [{ id: b, title: B, action: fromTitle }]
                toolbarItems:
                  - { id: tool, title: Tool, menu: [{ id: t2, title: T2, action: tool }] }

            """)
        let home = try simulator.step("state")
        #expect(home.toolbarHidden)
        #expect(home.menus.map(\.owner) == ["more"])
        #expect(!home.drawn().contains("menu tool"))
        #expect(try simulator.step("tap tool.t1").errorKind == "itemNotOnScreen")
        let untitled = try simulator.step("perform next")
        #expect(untitled.stack == ["home", "untitled"])
        #expect(untitled.menus.map(\.owner) == ["tool"])
        #expect(try simulator.step("tap tool.t2").action == "tool")
        #expect(try simulator.step("tap title.b").errorKind == "itemNotOnScreen")
    }
}
