import NavGraphRuntime
import Testing

/// `NavigationEngine.open(_:)` of a `keep` link (the default): it selects the tab its chain lives in, leaves the
/// other tabs alone, keeps the longest prefix of that stack equal to the chain and dismisses presentations, in one
/// transition (see docs/deep-links.md, Keep or reset).
@Suite struct OpenLinkKeepTests {
    static func started(_ definition: GraphDefinition) throws -> NavigationEngine {
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        return engine
    }

    @Test func theOtherTabsKeepTheirStacksAndInstances() throws {
        var engine = try Self.started(OpenLinkIntoContainersTests.definition(mode: .keep))
        try engine.perform(segue: "openDeal", from: "home", arguments: ["sku": .string("1")])
        let home = engine.state.stack
        try engine.open("/p/42")
        #expect(engine.state.tabBar?.selectedTab == "catalog")
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "products"]])
        #expect(engine.state.stack.map(\.screen) == [ScreenValue(id: "product", arguments: ["sku": .string("42")])])
        // The home tab is as it was, the same instances; nothing of it is released.
        #expect(engine.state.tabStacks.first?.stack == home)
        #expect(!engine.eventLines.contains { $0.hasPrefix("deinit home") || $0.hasPrefix("deinit deal") })
        #expect(engine.eventLines.contains("viewWillDisappear deal"))
        #expect(engine.lastTransition == .push)
    }

    @Test func theLongestEqualPrefixIsKeptAndTheRestReplaced() throws {
        var engine = try Self.started(OpenLinkIntoContainersTests.definition(mode: .keep))
        try engine.open("/p/42")
        let primary = engine.state.split?.columns.first
        try engine.open("/p/43")
        // The primary column agrees with the chain: kept, same instances; the detail differs: replaced.
        #expect(engine.state.split?.columns.first == primary)
        #expect(engine.state.stack.map(\.screen) == [ScreenValue(id: "product", arguments: ["sku": .string("43")])])
        #expect(engine.eventLines.filter { $0.hasPrefix("deinit") } == ["deinit product"])
        #expect(engine.lastTransition == .push)
    }

    @Test func theSameLinkAgainChangesNothing() throws {
        var engine = try Self.started(OpenLinkIntoContainersTests.definition(mode: .keep))
        try engine.open("/p/42")
        let state = engine.state
        try engine.open("/p/42")
        #expect(engine.state == state)
        #expect(engine.eventLines.isEmpty)
        #expect(engine.lastTransition == nil)
    }

    @Test func presentationsAreDismissedAndTheStackUnderThemKept() throws {
        var engine = try Self.started(OpenLinkIntoContainersTests.definition(mode: .keep))
        try engine.open("/p/9/sizes")
        let product = engine.state.stack
        try engine.open("/p/9")
        #expect(engine.state.presentations.isEmpty)
        #expect(engine.state.stack == product)
        #expect(engine.eventLines.filter { $0.hasPrefix("deinit") } == ["deinit sizes"])
        #expect(engine.lastTransition == .dismiss)
    }

    @Test func screensAboveTheChainArePoppedAndArgumentsCount() throws {
        var engine = try Self.started(OpenLinkTests.definition(mode: .keep))
        try engine.perform(segue: "open", from: "list", arguments: ["id": .int(7)])
        let list = engine.state.stack[0]
        try engine.open("/items/8")
        // Same screen, other argument: not the same; the root is.
        #expect(engine.state.stack.first == list)
        #expect(engine.state.stack.map(\.screen.arguments) == [[:], ["id": .int(8)]])
        #expect(engine.eventLines.filter { $0.hasPrefix("deinit") } == ["deinit item"])
        try engine.open("/items/8/pick")
        let item = engine.state.stack
        try engine.open("/items/8")
        #expect(engine.state.stack == item)
        #expect(engine.state.presentations.isEmpty)
    }

    @Test func aResetLinkReplacesEverything() throws {
        var engine = try Self.started(OpenLinkIntoContainersTests.definition(mode: .reset))
        try engine.open("/p/42")
        let before = engine.state.allInstances.map(\.id)
        try engine.open("/p/42")
        #expect(Set(engine.state.allInstances.map(\.id)).isDisjoint(with: before))
    }
}
