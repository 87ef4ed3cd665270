@_spi(Hosting) import NavGraphRuntime
import Testing

/// `tap(_:on:)`: an item on the bar of any stack top the person can touch (a split column's top, the visible
/// screen), with the checks and events of `tap(_:)` (see docs/runtime.md, Bar items).
@MainActor
@Suite struct TapOnInstanceTests {
    /// A split: `list` (primary) with an add item performing a show segue, a refresh action and a pop builtin;
    /// `detail` (secondary) with a done action.
    enum SplitFlow: NavigationGraphWithDefaultRoot {
        typealias Screen = ScreenValue
        typealias Action = String
        typealias Tab = String

        static var definition: GraphDefinition {
            GraphDefinition(
                name: "SplitFlow", root: "split",
                screens: [
                    ScreenDefinition(
                        id: "list",
                        navigationItem: NavigationItemDefinition(rightBarButtonItems: [
                            BarButtonItemDefinition(id: "add", content: .system(.add), behavior: .segue("more")),
                            BarButtonItemDefinition(
                                id: "refresh", content: .system(.refresh), behavior: .action("reload")),
                            BarButtonItemDefinition(id: "up", content: .title("Up"), behavior: .builtin(.pop)),
                        ]),
                        restorationIdentifier: "list",
                        segues: [SegueDefinition(id: "more", kind: .show, destination: "list")]),
                    ScreenDefinition(
                        id: "detail",
                        navigationItem: NavigationItemDefinition(rightBarButtonItems: [
                            BarButtonItemDefinition(id: "done", content: .system(.done), behavior: .action("finish"))
                        ]),
                        restorationIdentifier: "detail"),
                ],
                containers: [
                    ContainerDefinition(
                        id: "split", kind: .split, style: .doubleColumn,
                        columns: [ColumnDefinition(root: "list"), ColumnDefinition(root: "detail")])
                ])
        }
        static var defaultRoot: ScreenValue { ScreenValue(id: "list") }
        static func value(of screen: ScreenValue) throws -> ScreenValue { screen }
        static func screen(from value: ScreenValue) -> ScreenValue? { value }
        static func action(named name: String) -> String? { name }
        static func tabID(of tab: String) -> String { tab }
        static func tab(named name: String) -> String? { name }
    }

    private func started() throws -> Router<SplitFlow> {
        let router = Router<SplitFlow>()
        try router.start()
        return router
    }

    private func top(of stack: StackID, in router: Router<SplitFlow>) throws -> InstanceID {
        try #require(router.state.screens(in: stack)?.last?.id)
    }

    @Test func anItemOfAColumnTopRunsFromThatColumn() throws {
        let router = try started()
        let primary = StackID.column(0, tab: nil)
        #expect(throws: NavigationError.itemNotOnScreen("add")) { try router.tap("add") }
        let result = try router.tap("add", on: try top(of: primary, in: router))
        guard case .segue("more", _) = result else {
            Issue.record("expected the segue, got \(result)")
            return
        }
        #expect(router.state.screens(in: primary)?.map(\.screen.id) == ["list", "list"])
        #expect(router.state.visible.screen.id == "detail")
        #expect(router.lastEvents.contains { $0.description == "viewDidAppear list" })
        // The builtin pop works on the column whose bar shows it.
        try router.tap("up", on: try top(of: primary, in: router))
        #expect(router.state.screens(in: primary)?.map(\.screen.id) == ["list"])
        let action = try router.tap("refresh", on: try top(of: primary, in: router))
        #expect(action == .action("reload"))
    }

    @Test func theVisibleScreensItemsWorkAsWithTap() throws {
        let router = try started()
        let detail = try top(of: StackID.main, in: router)
        #expect(try router.tap("done", on: detail) == .action("finish"))
        #expect(try router.tap("done") == .action("finish"))
    }

    @Test func anInstanceThatIsNotATouchableTopOrAnItemItDoesNotShowIsRefused() throws {
        let router = try started()
        let list = try top(of: .column(0, tab: nil), in: router)
        #expect(throws: NavigationError.itemNotOnScreen("done")) { try router.tap("done", on: list) }
        #expect(throws: NavigationError.itemNotOnScreen("add")) { try router.tap("add", on: InstanceID(rawValue: 99)) }
        try router.tap("add", on: list)
        // `list` is no longer its column's top.
        #expect(throws: NavigationError.itemNotOnScreen("add")) { try router.tap("add", on: list) }
        // Collapsed, the split has one stack: only its top's items can be tapped.
        try router.setCompact(true)
        let stack = try #require(router.state.screens(in: StackID.main))
        let top = try #require(stack.last)
        #expect(stack.count >= 2)
        #expect(throws: NavigationError.self) { try router.tap("add", on: stack[0].id) }
        #expect(throws: NavigationError.self) { try router.tap("done", on: stack[0].id) }
        let (item, action) = top.screen.id == "list" ? ("refresh", "reload") : ("done", "finish")
        #expect(try router.tap(item, on: top.id) == .action(action))
    }
}
