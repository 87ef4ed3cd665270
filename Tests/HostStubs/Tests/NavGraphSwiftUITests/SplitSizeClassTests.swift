import NavGraphHosting
import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// A size-class change keeps every screen of a split in its place in the SwiftUI host's view tree (so SwiftUI keeps
/// its `@State`): the host draws one `NavigationSplitView` collapsed or expanded, each column showing the screens
/// the router gives back to it on expansion. Checked on the shop graph's catalog tab (categories | products |
/// product); the views themselves only type-check here.
@MainActor
@Suite struct SplitSizeClassTests {
    let router = Router<ShopFlow>()
    /// One bridge for the whole test, as one `NavGraphView` keeps one revision counter.
    let bridge: HostBridge<ShopFlow>
    /// The catalog tab's main stack.
    let main = StackID.tab(1)

    init() throws {
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        bridge = HostBridge(router: router)
        bridge.userSelected(tab: 1)
    }

    /// The catalog tab's content as the tree gives it.
    var content: HostTree.Content? {
        guard case .tabBar(_, let tabs) = bridge.tree.root else { return nil }
        return tabs[1].content
    }

    /// The split's columns now.
    func columns() throws -> SplitColumns {
        try #require(bridge.splitColumns(of: main))
    }

    /// The place of every screen of the split.
    func places(_ split: SplitColumns) -> [InstanceID: ScreenPlace] {
        var places: [InstanceID: ScreenPlace] = [:]
        for column in split.columns {
            for instance in column.screens { places[instance.id] = split.place(of: instance.id) }
        }
        return places
    }

    /// The screen ids of each column.
    func screenIDs(_ split: SplitColumns) -> [[String]] {
        split.columns.map { $0.screens.map(\.screen.id) }
    }

    @Test func everyScreenKeepsItsPlaceWhenTheSplitCollapsesAndExpandsAgain() throws {
        try router.perform(ShopFlow.Products.openProduct(sku: "p1"))
        try router.perform(ShopFlow.Product.openReviews())
        let expanded = try columns()
        #expect(screenIDs(expanded) == [["categories"], ["products"], ["product", "reviews"]])
        #expect(expanded.columns.map(\.stack) == [.column(0, tab: 1), .column(1, tab: 1), main])
        let before = places(expanded)
        #expect(before.count == 4)
        let layout = ContentLayout(try #require(content))
        #expect(layout == .split(main: main))

        bridge.sizeClassChanged(compact: true)
        let collapsed = try columns()
        #expect(collapsed.isCollapsed)
        // The router keeps one stack; the host still shows each screen in its own column, in the same view.
        #expect(bridge.screens(in: main).map(\.screen.id) == ["categories", "products", "product", "reviews"])
        #expect(screenIDs(collapsed) == screenIDs(expanded))
        #expect(places(collapsed) == before)
        #expect(ContentLayout(try #require(content)) == layout)
        // Each screen's index is its place in the stack that holds it now (what pops and bars are read at).
        #expect(collapsed.columns.map(\.stack) == [main, main, main])
        #expect(collapsed.columns.map(\.screens.startIndex) == [0, 1, 2])
        #expect(collapsed.topColumn == 2)

        bridge.sizeClassChanged(compact: false)
        let again = try columns()
        #expect(!again.isCollapsed)
        #expect(places(again) == before)
        #expect(again.columns.map(\.screens.startIndex) == [0, 0, 0])
        #expect(ContentLayout(try #require(content)) == layout)
    }

    @Test func theInitialDetailIsLeftOutCollapsedAndAScreenShownMeanwhileStaysInTheDetailColumn() throws {
        let expanded = try columns()
        #expect(screenIDs(expanded) == [["categories"], ["products"], ["noSelection"]])
        #expect(expanded.topColumn == 1)  // the placeholder alone is dropped on collapsing: products will be on top
        bridge.sizeClassChanged(compact: true)
        let collapsed = try columns()
        #expect(screenIDs(collapsed) == [["categories"], ["products"], []])
        #expect(collapsed.topColumn == 1)
        #expect(places(collapsed) == places(expanded).filter { $0.value.column < 2 })

        try router.perform(ShopFlow.Products.openProduct(sku: "p1"))  // pushed on the one stack while collapsed
        let shown = try columns()
        #expect(screenIDs(shown) == [["categories"], ["products"], ["product"]])
        #expect(shown.topColumn == 2)
        let product = try #require(shown.columns[2].screens.first)
        bridge.sizeClassChanged(compact: false)
        let again = try columns()
        #expect(again.place(of: product.id) == ScreenPlace(column: 2, isRoot: true))  // the detail's root, as before
        #expect(places(again) == places(shown))
    }

    @Test func goingBackToAnEarlierColumnOfACollapsedSplitPopsTheRouter() throws {
        try router.perform(ShopFlow.Products.openProduct(sku: "p1"))
        bridge.userShowedColumn(1, in: main)  // expanded: every column is on screen, nothing to report
        #expect(bridge.screens(in: main).map(\.screen.id) == ["product"])
        bridge.sizeClassChanged(compact: true)
        let revision = bridge.revision.value
        bridge.userShowedColumn(2, in: main)  // the column already on top
        #expect(bridge.revision.value == revision)
        bridge.userShowedColumn(1, in: main)  // back from the product to the products column
        #expect(bridge.screens(in: main).map(\.screen.id) == ["categories", "products"])
        #expect(try columns().topColumn == 1)
        bridge.userShowedColumn(2, in: main)  // a later column than the router's top: drawn again
        #expect(bridge.revision.value == revision + 1)
        #expect(bridge.screens(in: main).map(\.screen.id) == ["categories", "products"])
        bridge.userShowedColumn(0, in: main)
        #expect(bridge.screens(in: main).map(\.screen.id) == ["categories"])
    }

    @Test func aShortenedColumnPathPopsTheStackThatHoldsTheColumn() throws {
        try router.perform(ShopFlow.Products.openProduct(sku: "p1"))
        try router.perform(ShopFlow.Product.openReviews())
        bridge.sizeClassChanged(compact: true)
        let detail = StackSource.column(2, main: main)
        #expect(bridge.segment(of: detail).path.count == 1)  // reviews above the product
        bridge.userChanged(path: [], in: detail)
        #expect(bridge.screens(in: main).map(\.screen.id) == ["categories", "products", "product"])
        bridge.sizeClassChanged(compact: false)
        let revision = bridge.revision.value
        bridge.userChanged(path: [], in: .column(0, main: main))  // nothing above the root: nothing popped
        #expect(bridge.revision.value == revision + 1)
        #expect(try screenIDs(columns()) == [["categories"], ["products"], ["product"]])
    }
}
