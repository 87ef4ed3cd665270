import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// The accessibility labels reach what both hosts draw: the navigation item a host applies (items and the title
/// view's label), the tab bar's tabs, and the menus' elements.
@MainActor
@Suite struct AccessibilityHostingTests {
    @Test func theNavigationItemCarriesTheItemsAndTheTitleViewsLabels() throws {
        try HostHarness.on("graphs/weibo.navgraph.yaml") { harness in
            let feed = try #require(harness.fake.live.values.first { $0.instance.screen.id == "feed" })
            let item = try #require(feed.navigationItem)
            #expect(item.titleView == "weiboLogo")
            #expect(item.titleViewAccessibilityLabel == "Weibo")
            #expect(item.leftItems.map(\.accessibilityLabel) == ["My profile"])
            // A system item keeps UIKit's own label.
            #expect(item.rightItems.map(\.accessibilityLabel) == [nil])
        }
    }

    @Test func theTabBarsTabsCarryTheirLabels() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            guard case .tabBar(_, let tabs) = harness.fake.root else {
                Issue.record("no tab bar: \(String(describing: harness.fake.root))")
                return
            }
            #expect(tabs.map(\.accessibilityLabel) == [nil, nil, "Shopping cart"])
        }
    }

    @Test func aMenuKnowsTheLabelOfEachElementByTheIDTheHostsUse() throws {
        let text = """
            navgraph: 1
            graph: Labels
            root: list
            screens:
              list:
                title: List
                navigationItem:
                  titleMenu:
                    - { id: rename, title: Rename, accessibilityLabel: Rename the list, action: rename }
                  rightBarButtonItems:
                    - id: sort
                      image: arrow.up.arrow.down
                      accessibilityLabel: Sort
                      menu:
                        - { id: byName, title: Name, accessibilityLabel: Sort by name, action: byName }
                        - section:
                            - { id: byDate, title: Date, action: byDate }
                        - section:
                            - { id: byPrice, title: Price, accessibilityLabel: Sort by price, action: byPrice }
                          accessibilityLabel: Money
                        - id: more
                          title: More
                          accessibilityLabel: More orders
                          menu:
                            - { id: bySize, title: Size, accessibilityLabel: Sort by size, action: bySize }

            """
        let result = Pipeline.check(mainFile: "m.navgraph.yaml", sources: InMemorySources(["m.navgraph.yaml": text]))
        let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
        let item = try #require(definition.screens.first?.navigationItem)
        let sort = try #require(item.rightBarButtonItems.first?.hostMenu)
        #expect(
            sort.accessibilityLabels == [
                "sort.byName": "Sort by name", "sort#2": "Money", "sort.byPrice": "Sort by price",
                "sort.more": "More orders", "sort.bySize": "Sort by size",
            ])
        // Every label is under an id the menu's elements have, so a host finds it while drawing.
        func ids(_ elements: [HostMenu.Element]) -> [String] {
            elements.flatMap { element -> [String] in
                if case .group(_, _, _, _, let children) = element { return [element.id] + ids(children) }
                return [element.id]
            }
        }
        #expect(Set(sort.accessibilityLabels.keys).isSubset(of: Set(ids(sort.elements))))
        let titleMenu = HostMenu(item.titleMenu ?? [], owner: HostMenu.titleOwner)
        #expect(titleMenu.accessibilityLabels == ["title.rename": "Rename the list"])
    }
}
