import NavGraphRuntime
import Testing
import _NavGraphCore

/// The router's bar and tab state carry the graph's accessibility labels, and `navgraph simulate --json` shows
/// them beside each item, menu entry and tab (only where the graph gives one).
@Suite struct AccessibilitySimulationTests {
    static func simulator(_ file: String) throws -> Simulator {
        let definition = try #require(Pipeline.check(mainFile: file, sources: try exampleGraphSources()).definition)
        return try Simulator(definition: definition, files: .inMemory())
    }

    @Test func theBarsItemsAndTitleViewShowTheirLabels() throws {
        var simulator = try Self.simulator("weibo.navgraph.yaml")
        let state = try simulator.step("setEnabled me true")
        #expect(state.navigationBar?.titleViewAccessibilityLabel == "Weibo")
        #expect(state.accessibilityLabels == ["me": "My profile"])
        let json = state.json()
        #expect(json.contains(#""titleView":"weiboLogo","titleViewAccessibilityLabel":"Weibo","prompt""#))
        #expect(json.contains(#"{"id":"me","accessibilityLabel":"My profile"}"#))
        // A system item has no label of the graph's: its object stays as before.
        #expect(json.contains(#""right":[{"id":"compose"}]"#))
    }

    @Test func theRightItemsAndTheTabsShowTheirLabels() throws {
        var simulator = try Self.simulator("mail.navgraph.yaml")
        _ = try simulator.step("perform openMailbox mailbox=inbox name=Inbox")
        let state = try simulator.step("perform openMessage messageID=6F9619FF-8B86-D011-B42D-00CF4FC964FF")
        #expect(state.json().contains(#""right":[{"id":"flag","accessibilityLabel":"Flag"},{"id":"trash"}]"#))
        var shop = try Self.simulator("shop.navgraph.yaml")
        let json = try shop.step("perform signedIn").json()
        #expect(json.contains(#"{"id":"cart","stack":["cart"],"badge":"2","accessibilityLabel":"Shopping cart"}"#))
    }

    @Test func aMenuEntryShowsItsLabel() throws {
        let text = """
            navgraph: 1
            graph: Labels
            root: list
            screens:
              list:
                title: List
                navigationItem:
                  rightBarButtonItem:
                    id: sort
                    title: Sort
                    menu:
                      - { id: byName, title: Name, accessibilityLabel: Sort by name, action: byName }
                      - { id: byDate, title: Date, action: byDate }

            """
        let result = Pipeline.check(mainFile: "m.navgraph.yaml", sources: InMemorySources(["m.navgraph.yaml": text]))
        var simulator = try Simulator(definition: try #require(result.definition), files: .inMemory())
        let state = try simulator.step("setEnabled sort true")
        #expect(state.menus.first?.entries.map(\.accessibilityLabel) == ["Sort by name", nil])
        #expect(
            state.json().contains(
                #""entries":[{"id":"sort.byName","accessibilityLabel":"Sort by name"},{"id":"sort.byDate"}]"#))
    }
}
