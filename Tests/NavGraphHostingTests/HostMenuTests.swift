import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// The menus both hosts draw (`HostMenu`): what shows, how, and that every entry a host offers is one the router
/// accepts under the same name.
@MainActor
@Suite struct HostMenuTests {
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
                    - { id: byName, title: Name, image: textformat, action: sortByName }
                    - section:
                        - { id: open, title: Open, segue: openDetail }
                    - id: more
                      title: More
                      menu:
                        - { id: clear, title: Clear, attributes: [destructive], action: clear }
                        - { id: off, title: Off, attributes: [disabled], action: never }
                        - { id: gone, title: Gone, attributes: [hidden], action: never }
            segues:
              openDetail: { kind: show, to: detail }
              openUntitled: { kind: show, to: untitled }
          untitled:
            navigationItem:
              titleMenu:
                - { id: nowhere, title: Nowhere, action: never }
          detail:
            title: Detail
            navigationItem:
              titleView: logo
              titleMenu:
                - { id: never, title: Never, action: never }

        """

    static func definition() throws -> GraphDefinition {
        let result = Pipeline.check(mainFile: "m.navgraph.yaml", sources: InMemorySources(["m.navgraph.yaml": text]))
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    @Test func theMenuShowsEntriesSectionsAndSubmenusWithTheirTapNames() throws {
        let definition = try Self.definition()
        let sort = try #require(definition.screens.first?.navigationItem.rightBarButtonItems.first)
        let menu = try #require(sort.hostMenu)
        #expect(menu.elements.map(\.id) == ["sort.byName", "sort#1", "sort.more"])
        guard case .entry(let byName) = menu.elements[0],
            case .group(_, _, _, let sectionInline, let section) = menu.elements[1],
            case .group(_, let moreTitle, _, let moreInline, let more) = menu.elements[2]
        else {
            Issue.record("unexpected shape \(menu.elements)")
            return
        }
        #expect(byName.title == "Name" && byName.image == "textformat" && !byName.isDestructive)
        #expect(sectionInline && section.map(\.id) == ["sort.open"])
        #expect(!moreInline && moreTitle == "More")
        // The hidden entry is left out; the destructive and the disabled ones say so.
        #expect(more.map(\.id) == ["sort.clear", "sort.off"])
        guard case .entry(let clear) = more[0], case .entry(let off) = more[1] else {
            Issue.record("unexpected submenu \(more)")
            return
        }
        #expect(clear.isDestructive && !clear.isDisabled)
        #expect(off.isDisabled && !off.isDestructive)
    }

    @Test func everyEntryAHostOffersIsOneTheRouterTakes() throws {
        var engine = try NavigationEngine(definition: try Self.definition(), transitionMode: .immediate)
        try engine.start()
        let item = try #require(engine.navigationItem(for: engine.state.visible))
        var menus = item.rightItems.compactMap(\.hostMenu)
        menus += [try #require(item.titleMenu.map { HostMenu($0, owner: HostMenu.titleOwner) })]
        func entries(_ elements: [HostMenu.Element]) -> [HostMenu.Entry] {
            elements.flatMap { element -> [HostMenu.Entry] in
                switch element {
                case .entry(let entry): [entry]
                case .group(_, _, _, _, let children): entries(children)
                }
            }
        }
        let offered = menus.flatMap { entries($0.elements) }
        #expect(offered.count == 5)
        for entry in offered {
            var copy = engine
            if entry.isDisabled {
                #expect(throws: NavigationError.itemDisabled(entry.path)) { try copy.tap(entry.path) }
            } else {
                #expect(throws: Never.self) { try copy.tap(entry.path) }
            }
        }
    }

    @Test func aTitleMenuReachesTheHostsOnlyWhileTheTitleShows() throws {
        var engine = try NavigationEngine(definition: try Self.definition(), transitionMode: .immediate)
        try engine.start()
        #expect(engine.navigationItem(for: engine.state.visible)?.titleMenu?.map(\.id) == ["rename"])
        try engine.tap("sort.open")
        #expect(engine.state.visible.screen.id == "detail")
        #expect(engine.navigationItem(for: engine.state.visible)?.titleMenu == nil)
    }

    @Test func aScreenWithoutATitleGivesTheHostsNoTitleMenu() throws {
        var engine = try NavigationEngine(definition: try Self.definition(), transitionMode: .immediate)
        try engine.start()
        try engine.perform(segue: "openUntitled", from: "list")
        #expect(engine.state.visible.screen.id == "untitled")
        let item = try #require(engine.navigationItem(for: engine.state.visible))
        #expect(item.displayedTitle == nil)
        #expect(item.titleMenu == nil)
    }
}
