import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A split shows its stack in another navigation controller when it collapses (the compact column's) and when it
/// expands (the secondary's): that controller gets the stack's bars, not UIKit's defaults or what it showed before.
@MainActor
@Suite struct SplitBarsHostingTests {
    /// A split whose navigation controllers all differ from UIKit's defaults, with a long title whose back button
    /// the router shortens.
    static let yaml = """
        navgraph: 1
        graph: SplitBarsFlow
        root: split
        navigationController:
          prefersLargeTitles: true
          hidesBarsOnSwipe: true
          toolbarHidden: false
          backButtonTitleMaxLength: 8
          appearance: { barTintColor: "#112233", shadowHidden: true }
        containers:
          split:
            kind: split
            primary: list
            secondary: empty
        screens:
          list:
            title: List
            segues:
              open: { kind: showDetail, to: item }
          empty:
            title: Nothing
          item:
            title: A Rather Long Item
            segues:
              more: { kind: show, to: detail }
              zoom: { kind: show, to: photo }
          detail:
            title: Detail
          photo:
            title: Photo
            navigationBarHidden: true
        """

    private func withHarness(_ body: (HostHarness) throws -> Void) throws {
        let checked = Pipeline.check(
            mainFile: "split.navgraph.yaml", sources: InMemorySources(["split.navgraph.yaml": Self.yaml]))
        let definition = try #require(checked.definition, "\(checked.diagnostics)")
        try DynamicGraph.$current.withValue(definition) { try body(try HostHarness(definition: definition)) }
    }

    @Test func theCompactColumnGetsTheBarsOfTheStackItShows() throws {
        try withHarness { harness in
            try harness.run("perform list.open")
            try harness.run("perform more")
            #expect(harness.fake.differences(from: harness.router) == [])
            let check = harness.run(.compact(true))
            #expect(
                harness.checkStep("compact", hostRefused: check.hostRefused, simulatorRefused: check.simulatorRefused))
            let compact = try #require(harness.fake.navigationController(for: .main))
            #expect(compact.holder == .compact(tab: nil))
            #expect(compact.settings == harness.router.bars(in: .main)?.settings)
            #expect(compact.settings.prefersLargeTitles && !compact.isToolbarHidden)
            #expect(
                harness.coordinator.lastOperations.contains {
                    if case .applyBars(.main, _, _) = $0 { true } else { false }
                })
        }
    }

    @Test func theSecondaryGetsItsBarsBackWhenTheSplitExpands() throws {
        try withHarness { harness in
            try harness.run("perform list.open")
            try harness.run("perform more")
            _ = harness.run(.compact(true))
            // The person pops in the compact column, then the split expands: the secondary showed [item, detail]
            // before and shows [item] now, with its own bars again.
            let back = try harness.run("back")
            #expect(harness.checkStep("back", hostRefused: back.hostRefused, simulatorRefused: back.simulatorRefused))
            let step = harness.run(.compact(false))
            #expect(harness.checkStep("expand", hostRefused: step.hostRefused, simulatorRefused: step.simulatorRefused))
            let secondary = try #require(harness.fake.navigationController(for: .main))
            #expect(secondary.holder == .own(.main))
            #expect(secondary.navigationBar == harness.router.bars(in: .main)?.navigationBar)
        }
    }

    @Test func theSecondaryTakesTheBarsOfWhatWasPushedWhileCollapsed() throws {
        try withHarness { harness in
            // The secondary shows [item] with its bar; collapsed, the person's app pushes the photo, whose screen
            // hides the bar. The router's bars of the stack are the same before and after the expansion (the photo
            // on top), but the secondary's navigation controller still has the bar it showed before collapsing.
            try harness.run("perform list.open")
            _ = harness.run(.compact(true))
            try harness.run("perform item.zoom")
            #expect(harness.router.bars(in: .main)?.navigationBar.hidden == true)
            let step = harness.run(.compact(false))
            #expect(harness.checkStep("expand", hostRefused: step.hostRefused, simulatorRefused: step.simulatorRefused))
            let secondary = try #require(harness.fake.navigationController(for: .main))
            #expect(secondary.holder == .own(.main))
            #expect(secondary.isNavigationBarHidden)
        }
    }

    @Test func aProgrammaticCollapseMovesTheStackWithItsBars() throws {
        try withHarness { harness in
            try harness.run("perform list.open")
            try harness.run("perform more")
            let before = HostTree(harness.router)
            try harness.router.setCompact(true)
            let operations = HostPlan.operations(from: before, to: HostTree(harness.router), animated: false)
            #expect(operations.contains(.setSplitCollapsed(true, tab: nil)))
            #expect(operations.contains { if case .applyBars(.main, _, _) = $0 { true } else { false } })
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func theBackButtonIsTheOneTheRouterShortened() throws {
        try withHarness { harness in
            try harness.run("perform list.open")
            try harness.run("perform more")
            // "A Rather Long Item" is longer than 8: the router shows "Back", and so does the bar UIKit draws.
            #expect(harness.router.bars(in: .main)?.navigationBar.backButton == BackButton(title: "Back"))
            let secondary = try #require(harness.fake.navigationController(for: .main))
            #expect(secondary.viewControllers.first?.backButtonTitle == "Back")
            #expect(secondary.navigationBar?.backButton == BackButton(title: "Back"))
            _ = harness.run(.compact(true))
            let compact = try #require(harness.fake.navigationController(for: .main))
            #expect(compact.navigationBar?.backButton == BackButton(title: "Back"))
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func theShopsCollapsedCatalogGetsItsBarsInTheCompactColumn() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            let lines = [
                "perform signedIn", "selectTab catalog", "perform products.openProduct sku=tee", "perform openReviews",
                "compact on",
            ]
            for line in lines {
                let step = try harness.run(line)
                #expect(harness.checkStep(line, hostRefused: step.hostRefused, simulatorRefused: step.simulatorRefused))
            }
            // The bar over the reviews is the one it had in the secondary column: the stack still moved.
            #expect(
                harness.coordinator.lastOperations.contains {
                    if case .applyBars(.tab(1), _, _) = $0 { true } else { false }
                })
            #expect(harness.fake.navigationController(for: .tab(1))?.holder == .compact(tab: 1))
            let step = try harness.run("compact off")
            #expect(harness.checkStep("expand", hostRefused: step.hostRefused, simulatorRefused: step.simulatorRefused))
            #expect(harness.fake.navigationController(for: .tab(1))?.holder == .own(.tab(1)))
        }
    }
}
