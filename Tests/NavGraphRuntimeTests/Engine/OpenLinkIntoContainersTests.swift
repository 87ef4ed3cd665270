@_spi(Hosting) import NavGraphRuntime
import Testing

/// `NavigationEngine.open(_:)` when the route starts in a container: the link selects its tab and fills the split's
/// columns as the segues on its path would (see docs/deep-links.md, Tabs and splits).
@Suite struct OpenLinkIntoContainersTests {
    /// A tab bar: `home` (home → (show) deal(sku)) and `catalog`, a split (categories | noSelection):
    /// categories → (show) products → (showDetail) product(sku) → (modal, embedded) sizes(sku forwarded).
    static func definition(mode: LinkMode = .reset) -> GraphDefinition {
        let sku = [ParameterDefinition(name: "sku", type: .string)]
        var deal = ScreenDefinition(
            id: "deal", parameters: sku, restorationIdentifier: "deal",
            deepLinks: [DeepLinkDefinition("/deal/{sku}", mode: mode)])
        deal.linkRoute = [LinkStep(screen: "home", segue: "openDeal")]
        deal.linkEntry = LinkEntry(container: "app", tab: "home")
        var product = ScreenDefinition(
            id: "product", parameters: sku, restorationIdentifier: "product",
            deepLinks: [DeepLinkDefinition("/p/{sku}", mode: mode)],
            segues: [
                SegueDefinition(
                    id: "chooseSize", kind: .modal, destination: "sizes", forward: ["sku"], presentation: .formSheet,
                    embedInNavigationController: true)
            ])
        let toProduct = [
            LinkStep(screen: "categories", segue: "openProducts"), LinkStep(screen: "products", segue: "openProduct"),
        ]
        product.linkRoute = toProduct
        product.linkEntry = LinkEntry(container: "app", tab: "catalog", column: 0)
        var sizes = ScreenDefinition(
            id: "sizes", parameters: sku, restorationIdentifier: "sizes",
            deepLinks: [DeepLinkDefinition("/p/{sku}/sizes", mode: mode)])
        sizes.linkRoute = toProduct + [LinkStep(screen: "product", segue: "chooseSize")]
        sizes.linkEntry = product.linkEntry
        var empty = ScreenDefinition(
            id: "noSelection", restorationIdentifier: "noSelection",
            deepLinks: [DeepLinkDefinition("/catalog", mode: mode)])
        empty.linkRoute = []
        empty.linkEntry = LinkEntry(container: "app", tab: "catalog", column: 1)
        return GraphDefinition(
            name: "Shop", root: "app",
            screens: [
                ScreenDefinition(
                    id: "home", restorationIdentifier: "home",
                    segues: [SegueDefinition(id: "openDeal", kind: .show, destination: "deal")]),
                deal,
                ScreenDefinition(
                    id: "categories", restorationIdentifier: "categories",
                    segues: [SegueDefinition(id: "openProducts", kind: .show, destination: "products")]),
                ScreenDefinition(
                    id: "products", restorationIdentifier: "products",
                    segues: [SegueDefinition(id: "openProduct", kind: .showDetail, destination: "product")]),
                empty, product, sizes,
            ],
            containers: [
                ContainerDefinition(
                    id: "app", kind: .tabBar,
                    tabs: [TabDefinition(id: "home", root: "home"), TabDefinition(id: "catalog", root: "catalog")]),
                ContainerDefinition(
                    id: "catalog", kind: .split, style: .doubleColumn,
                    columns: [ColumnDefinition(root: "categories"), ColumnDefinition(root: "noSelection")]),
            ])
    }

    static func started() throws -> NavigationEngine {
        var engine = try NavigationEngine(definition: definition())
        try engine.start()
        return engine
    }

    @Test func aLinkIntoASplitSelectsItsTabAndFillsTheColumns() throws {
        var engine = try Self.started()
        try engine.open("/p/42")
        #expect(engine.state.tabBar?.selectedTab == "catalog")
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "products"]])
        #expect(engine.state.stack.map(\.screen) == [ScreenValue(id: "product", arguments: ["sku": .string("42")])])
        #expect(engine.state.presentations.isEmpty)
        // The other tab is reset to its root, not loaded; every old instance is released (the old tabs' too).
        #expect(engine.state.tabStacks.map { $0.stack.map(\.screen.id) } == [["home"], ["product"]])
        #expect(engine.lastTransition == .push)
        #expect(
            engine.eventLines == [
                "viewDidLoad products", "viewDidLoad product", "viewWillDisappear home", "viewWillAppear products",
                "viewWillAppear product", "willShow product", "viewDidDisappear home", "viewDidAppear products",
                "viewDidAppear product", "didShow product", "deinit home", "deinit noSelection", "deinit categories",
            ])
    }

    @Test func aLinkIntoATabPushesOnItsFreshStack() throws {
        var engine = try Self.started()
        try engine.selectTab("catalog")
        try engine.open("/deal/7")
        #expect(engine.state.tabBar?.selectedTab == "home")
        #expect(engine.state.split == nil)
        #expect(engine.state.stack.map(\.screen.id) == ["home", "deal"])
        #expect(engine.state.stack.last?.screen.arguments == ["sku": .string("7")])
        // The catalog tab is a fresh split again: its old instances are all released.
        let released = engine.eventLines.filter { $0.hasPrefix("deinit") }
        #expect(released == ["deinit noSelection", "deinit categories", "deinit home"])
    }

    @Test func aPresentationOnTheChainCoversTheTabBar() throws {
        var engine = try Self.started()
        try engine.open("/p/9/sizes")
        #expect(engine.state.tabBar?.selectedTab == "catalog")
        #expect(engine.state.stack.map(\.screen.id) == ["product"])
        #expect(engine.state.presentations.map(\.style) == [.formSheet])
        #expect(
            engine.state.presentations.first?.stack.map(\.screen) == [
                ScreenValue(id: "sizes", arguments: ["sku": .string("9")])
            ])
        #expect(engine.lastTransition == .present)
    }

    @Test func aLinkToTheSecondaryRootLeavesTheColumnsFresh() throws {
        var engine = try Self.started()
        try engine.open("/catalog")
        #expect(engine.state.tabBar?.selectedTab == "catalog")
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories"]])
        #expect(engine.state.stack.map(\.screen.id) == ["noSelection"])
    }

    @Test func collapsedTheColumnsAreOneStack() throws {
        var engine = try Self.started()
        try engine.handle(.setCompact(true))
        try engine.open("/p/42")
        #expect(engine.state.split?.isCollapsed == true)
        #expect(engine.state.stack.map(\.screen.id) == ["categories", "products", "product"])
        try engine.handle(.setCompact(false))
        #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "products"]])
        #expect(engine.state.stack.map(\.screen.id) == ["product"])
    }
}
