import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A tab bar at the root: a plain tab, a tab holding a split, and a sign-in screen `replaceRoot` swaps in.
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
          signOut: { kind: replaceRoot, to: signIn }
          pick: { kind: modal, to: picker }
      item:
        hidesBottomBarWhenPushed: true
      categories:
        segues:
          openCategory: { kind: show, to: category }
          openProduct: { kind: showDetail, to: product }
      category:
        segues:
          openProduct: { kind: showDetail, to: product }
      empty: {}
      product:
        segues:
          openReviews: { kind: show, to: reviews }
      reviews: {}
      signIn:
        segues:
          signedIn: { kind: replaceRoot, to: main }
      picker:
        segues:
          chosen: { kind: unwind, to: home, returns: { size: String, count: Int? } }

    """

private func engine() throws -> NavigationEngine {
    let definition = try #require(check(shop).result.definition)
    var engine = try NavigationEngine(definition: definition)
    try engine.start()
    return engine
}

private func events(_ engine: NavigationEngine) -> [String] { engine.lastEvents.map(\.description) }

@Test func tabsLoadLazilyAndSwitchWithAppearanceEvents() throws {
    var engine = try engine()
    #expect(events(engine) == ["viewDidLoad home", "viewWillAppear home", "viewDidAppear home"])
    #expect(engine.selectedTab == "home")
    try engine.selectTab("catalog")
    #expect(
        events(engine) == [
            "viewDidLoad categories", "viewDidLoad empty", "viewWillDisappear home", "viewWillAppear categories",
            "viewWillAppear empty", "viewDidDisappear home", "viewDidAppear categories", "viewDidAppear empty",
        ])
    try engine.selectTab("home")
    #expect(
        events(engine) == [
            "viewWillDisappear empty", "viewWillDisappear categories", "viewWillAppear home",
            "viewDidDisappear empty", "viewDidDisappear categories", "viewDidAppear home",
        ])
    #expect(throws: NavigationError.unknownTab("nope")) { try engine.selectTab("nope") }
}

@Test func reselectingTheSelectedTabPopsToItsRootAndHiddenBottomBarFollowsTheStack() throws {
    var engine = try engine()
    try engine.perform(segue: "openItem", from: "home")
    #expect(engine.state.stack.map(\.screen.id) == ["home", "item"])
    #expect(engine.isTabBarHidden)
    try engine.selectTab("catalog")
    #expect(!engine.isTabBarHidden)
    try engine.selectTab("home")
    #expect(engine.state.stack.map(\.screen.id) == ["home", "item"])
    try engine.selectTab("home")
    #expect(engine.state.stack.map(\.screen.id) == ["home"])
    #expect(events(engine).last == "deinit item")
    #expect(!engine.isTabBarHidden)
}

@Test func splitColumnsShowDetailReplacesTheSecondaryAndShowPushesOnTheColumn() throws {
    var engine = try engine()
    try engine.selectTab("catalog")
    try engine.perform(segue: "openCategory", from: "categories")
    #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "category"]])
    try engine.perform(segue: "openProduct", from: "category")
    #expect(engine.state.stack.map(\.screen.id) == ["product"])
    #expect(events(engine).contains("deinit empty"))
    try engine.perform(segue: "openReviews", from: "product")
    try engine.perform(segue: "openProduct", from: "category")
    #expect(engine.state.stack.map(\.screen.id) == ["product"])
    #expect(events(engine).filter { $0.hasPrefix("deinit") } == ["deinit reviews", "deinit product"])
}

@Test func collapsingMergesTheColumnsAndExpandingSplitsThemBack() throws {
    var engine = try engine()
    try engine.selectTab("catalog")
    try engine.handle(.setCompact(true))
    #expect(engine.state.stack.map(\.screen.id) == ["categories"])
    #expect(engine.state.split?.isCollapsed == true)
    try engine.perform(segue: "openProduct", from: "categories")
    #expect(engine.state.stack.map(\.screen.id) == ["categories", "product"])
    try engine.handle(.setCompact(false))
    #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories"]])
    #expect(engine.state.stack.map(\.screen.id) == ["product"])
    try engine.handle(.setCompact(true))
    try engine.pop()
    try engine.handle(.setCompact(false))
    #expect(engine.state.stack.map(\.screen.id) == ["empty"])
}

@Test func replaceRootReleasesEverythingAndInstallsTheNewContent() throws {
    var engine = try engine()
    try engine.selectTab("catalog")
    try engine.selectTab("home")
    try engine.perform(segue: "signOut", from: "home")
    #expect(engine.state.tabBar == nil)
    #expect(engine.state.allInstances.map(\.screen.id) == ["signIn"])
    #expect(
        Set(events(engine).filter { $0.hasPrefix("deinit") }) == ["deinit home", "deinit categories", "deinit empty"])
    try engine.perform(segue: "signedIn", from: "signIn")
    #expect(engine.selectedTab == "home")
    #expect(events(engine).contains("viewDidLoad home"))
    #expect(events(engine).last == "deinit signIn")
}

@Test func anUnwindDeliversItsTypedValuesAfterTheTargetIsVisible() throws {
    var engine = try engine()
    try engine.perform(segue: "pick", from: "home")
    #expect(throws: NavigationError.missingReturnValue(segue: "chosen", value: "size")) {
        try engine.perform(segue: "chosen", from: "picker")
    }
    #expect(throws: NavigationError.invalidArgument(screen: "home", parameter: "count", expected: "Int?")) {
        try engine.perform(segue: "chosen", from: "picker", arguments: ["size": .string("M"), "count": .string("x")])
    }
    try engine.perform(segue: "chosen", from: "picker", arguments: ["size": .string("M")])
    #expect(events(engine).suffix(2) == ["deinit picker", "returned chosen to home"])
    #expect(
        engine.lastReturn
            == ReturnedValues(
                source: "picker", segue: "chosen", target: "home", values: ["size": .string("M"), "count": .null]))
}

@Test func restorationKeepsTheSelectedTabEveryStackAndTheColumns() throws {
    var engine = try engine()
    try engine.perform(segue: "openItem", from: "home")
    try engine.selectTab("catalog")
    try engine.perform(segue: "openCategory", from: "categories")
    try engine.perform(segue: "openProduct", from: "category")
    try engine.perform(segue: "openReviews", from: "product")
    let snapshot = engine.restorationState()
    #expect(snapshot.formatVersion == 2)
    let data = try snapshot.jsonData()
    let definition = try #require(check(shop).result.definition)
    let (restored, report) = try NavigationEngine.restoring(
        try RestorationSnapshot(data: data), definition: definition)
    #expect(report.isComplete)
    #expect(restored.selectedTab == "catalog")
    #expect(restored.state.stack.map(\.screen.id) == ["product", "reviews"])
    #expect(restored.state.split?.columns.map { $0.map(\.screen.id) } == [["categories", "category"]])
    #expect(restored.state.tabStacks.map { $0.stack.map(\.screen.id) } == [["home", "item"], ["product", "reviews"]])

    try engine.handle(.setCompact(true))
    let collapsed = try NavigationEngine.restoring(engine.restorationState(), definition: definition).engine
    #expect(collapsed.state.split?.isCollapsed == true)
    #expect(collapsed.state.stack.map(\.screen.id) == ["categories", "category", "product", "reviews"])
}

@Test func aVersion1SnapshotIsStillReadAndAnotherVersionIsRefused() throws {
    let version1 =
        #"{"formatVersion":1,"graph":"Shop","fingerprint":"f","rootIncluded":true,"stack":[],"presentations":[]}"#
    #expect(try RestorationSnapshot(data: Data(version1.utf8)).container == nil)
    #expect(throws: NavigationError.unsupportedSnapshotVersion(3)) {
        try RestorationSnapshot(data: Data(#"{"formatVersion":3}"#.utf8))
    }
}

@Test func aSizeClassChangeReachesTheSplitOfATabNotSelected() throws {
    var engine = try engine()
    try engine.selectTab("catalog")
    try engine.selectTab("home")
    try engine.handle(.setCompact(true))
    #expect(events(engine) == ["deinit empty"])
    try engine.selectTab("catalog")
    #expect(engine.state.split?.isCollapsed == true)
    #expect(engine.state.stack.map(\.screen.id) == ["categories"])
    try engine.selectTab("home")
    try engine.handle(.setCompact(false))
    try engine.selectTab("catalog")
    #expect(engine.state.split?.isCollapsed == false)
    #expect(engine.state.stack.map(\.screen.id) == ["empty"])
}

@Test func aContainerInstalledWhileCompactStartsCollapsed() throws {
    var engine = try engine()
    try engine.handle(.setCompact(true))
    try engine.perform(segue: "signOut", from: "home")
    try engine.perform(segue: "signedIn", from: "signIn")
    try engine.selectTab("catalog")
    #expect(engine.state.split?.isCollapsed == true)
    #expect(engine.state.stack.map(\.screen.id) == ["categories"])
    try engine.handle(.setCompact(false))
    #expect(engine.state.split?.columns.map { $0.map(\.screen.id) } == [["categories"]])
    #expect(engine.state.stack.map(\.screen.id) == ["empty"])
}
