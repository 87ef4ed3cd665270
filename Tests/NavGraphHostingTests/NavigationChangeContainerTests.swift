import NavGraphRuntime
import Testing

/// `router.lastChange` for the tab bar and the split of the shop example: a tab selection and a size-class change
/// come as `.selectTab` and `.split` steps, before the stacks they move.
@MainActor
@Suite struct NavigationChangeContainerTests {
    /// The shop graph, signed in: a tab bar whose `catalog` tab (index 1) holds a split.
    private func onShop(_ body: (Router<DynamicGraph>) throws -> Void) throws {
        let definition = try #require(try ExampleGraphs.definition("graphs/shop.navgraph.yaml"))
        try DynamicGraph.$current.withValue(definition) {
            let router = Router<DynamicGraph>()
            try router.start()
            try router.perform("signedIn", of: "signIn")
            try body(router)
        }
    }

    @Test func selectingATabIsASelectTabStep() throws {
        try onShop { router in
            #expect(router.state.tabBar?.selected == 0)
            try router.select("cart")
            let change = try #require(router.lastChange)
            #expect(change.transition == .selectTab)
            #expect(!change.isUserDriven)
            #expect(change.steps.first == .selectTab(2))
            #expect(change.steps.filter { if case .selectTab = $0 { true } else { false } }.count == 1)
            #expect(!change.replacesRoot)
            // A report of the person's tap is the same step, user-driven.
            try router.userDidSelectTab(at: 0)
            let reported = try #require(router.lastChange)
            #expect(reported.isUserDriven)
            #expect(reported.steps.first == .selectTab(0))
        }
    }

    @Test func aSizeClassChangeIsASplitStepBeforeTheStacksItMoves() throws {
        try onShop { router in
            try router.select("catalog")
            try router.perform("openProducts", of: "categories")
            #expect(router.state.split?.isCollapsed == false)
            try router.setCompact(true)
            let collapsed = try #require(router.lastChange)
            #expect(collapsed.steps.first == .split(tab: 1, collapsed: true))
            let collapsedStacks = collapsed.steps.compactMap { step -> StackID? in
                if case .stack(let id, _, _) = step { id } else { nil }
            }
            #expect(collapsedStacks.contains(.tab(1)))
            #expect(router.state.screens(in: .tab(1))?.map(\.screen.id).prefix(2) == ["categories", "products"])
            try router.setCompact(false)
            let expanded = try #require(router.lastChange)
            #expect(expanded.steps.first == .split(tab: 1, collapsed: false))
            #expect(router.state.split?.isCollapsed == false)
            #expect(router.state.screens(in: .column(0, tab: 1))?.map(\.screen.id) == ["categories", "products"])
        }
    }
}
