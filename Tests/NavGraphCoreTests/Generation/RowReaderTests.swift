import Foundation
import Testing

@_spi(Generated) @testable import NavGraphRuntime

/// The direct row reader of the definition tables: every field of every type of a definition, set away from its
/// default (or left at its zero value, which the tables leave out), reads back as it was written.
@Suite struct RowReaderTests {
    private static let settings = ContainerSettings(
        navigationBarHidden: true, toolbarHidden: false, prefersLargeTitles: true, hidesBarsOnTap: true,
        hidesBarsOnSwipe: true, hidesBarsWhenKeyboardAppears: true, hidesBarsWhenVerticallyCompact: true,
        backButtonTitleMaxLength: 7,
        appearance: Appearance(
            barStyle: .black, barTintColor: "#112233", tintColor: "#445566", titleColor: "#778899",
            translucent: false, shadowHidden: true))

    private static func menu() -> MenuElementDefinition {
        let entry = MenuElementDefinition(id: "e", title: "E", behavior: .action("x"))
        let section = MenuElementDefinition(kind: .section, id: "s", title: "", children: [entry])
        var menu = MenuElementDefinition(
            kind: .submenu, id: "m", title: "M", image: "mi", attributes: [.destructive, .hidden], children: [section])
        menu.accessibilityLabel = "Menu"
        return menu
    }

    private static func items() -> [BarButtonItemDefinition] {
        var add = BarButtonItemDefinition(
            id: "add", content: .system(.add), style: .done, enabled: false, behavior: .segue("go"), menu: [menu()])
        add.accessibilityLabel = "Add"
        add.renamedFrom = ["plus"]
        return [
            add, BarButtonItemDefinition(id: "t", content: .title("T"), behavior: .action("act")),
            BarButtonItemDefinition(id: "i", content: .image("img"), behavior: .builtin(.popToRoot)),
        ]
    }

    private static func segues() -> [SegueDefinition] {
        let sheet = SheetOptions(
            detents: [.medium, .large, .height(212.5), .height(300)], prefersGrabberVisible: false,
            largestUndimmedDetent: .height(0), preferredContentSize: ContentSize(width: 320, height: 0),
            sourceItem: "add", adaptsTo: PopoverAdaptation.none)
        var go = SegueDefinition(
            id: "go", kind: .modal, destination: "b",
            arguments: ["x": .int(0), "y": .null, "z": .object([:]), "w": .bool(false), "ü \\ \n": .double(-0.5)],
            forward: ["p"], animated: false, presentation: .popover, embedInNavigationController: true,
            singleTop: true, popTo: "a", returns: [ReturnDefinition(name: "r", type: .optional(.string))],
            navigationController: settings, sheet: sheet)
        go.renamedFrom = ["old"]
        return [
            go, SegueDefinition(id: "back", kind: .return, destination: ""),
            SegueDefinition(id: "e", kind: .show, destination: "b", sheet: SheetOptions()),
        ]
    }

    private static func screenA() -> ScreenDefinition {
        var optional = ParameterDefinition(name: "p", type: .optional(.enumeration("Color")), defaultValue: .null)
        optional.renamedFrom = ["q"]
        let list = ArgumentValue.array([.object(["k": .double(1.5), "n": .int(-3)]), .string("s"), .bool(true)])
        let parameters =
            [
                optional, ParameterDefinition(name: "list", type: .array(.app("M.T")), defaultValue: list),
                ParameterDefinition(name: "req", type: .int),
            ]
            + [ParameterType.uuid, .url, .date, .double, .bool, .string].enumerated().map {
                ParameterDefinition(name: "v\($0.offset)", type: $0.element, defaultValue: .int(0))
            }
        var item = NavigationItemDefinition(
            title: "NT", titleView: "tv", prompt: "pr", largeTitleDisplayMode: .never,
            backBarButtonItem: BackBarButtonItem(title: "Back", image: "img"), hidesBackButton: true,
            leftItemsSupplementBackButton: true, leftBarButtonItems: [items()[0]],
            rightBarButtonItems: Array(items().dropFirst()), titleMenu: [menu()])
        item.search = SearchDefinition(
            placeholder: "Find", scopes: ["a", "b"], results: "res", hidesWhenScrolling: false)
        item.titleViewAccessibilityLabel = "Title"
        var routed = DeepLinkDefinition("/b/{p}", mode: .reset, tab: "t1", priority: -2)
        routed.route = [LinkStep(screen: "b", segue: "go")]
        routed.entry = LinkEntry(container: "tabs", tab: "t1", column: 0)
        routed.gate = LinkStep(screen: "a", segue: "e")
        var screen = ScreenDefinition(
            id: "a", title: "A {p}", parameters: parameters, navigationItem: item,
            toolbarItems: [BarButtonItemDefinition(id: "flex", content: .system(.flexibleSpace))],
            navigationBarHidden: false, toolbarHidden: true, interactivePopGestureEnabled: false,
            modalPresentationStyle: .formSheet, modalInPresentation: true, restorationIdentifier: "a",
            deepLinks: [DeepLinkDefinition("/a/{p}"), routed], segues: segues(), hidesBottomBarWhenPushed: true)
        screen.linkRoute = [LinkStep(screen: "b", segue: "go"), LinkStep(screen: "b", segue: "e")]
        screen.linkEntry = LinkEntry(container: "split", column: 1)
        screen.linkGate = LinkStep(screen: "b", segue: "go")
        screen.alert = AlertDefinition(
            style: .actionSheet, message: "m",
            actions: [
                AlertActionDefinition(id: "ok", title: "OK", role: .destructive, behavior: .segue("go")),
                AlertActionDefinition(id: "c", title: "C", behavior: .none),
            ])
        screen.dismissesItself = true
        return screen
    }

    /// A screen whose fields that default to `true` or hold a default search bar keep their defaults.
    private static func screenC() -> ScreenDefinition {
        var item = NavigationItemDefinition(leftBarButtonItems: [BarButtonItemDefinition(id: "x", content: .title("X"))]
        )
        item.search = SearchDefinition()
        return ScreenDefinition(id: "c", navigationItem: item, restorationIdentifier: "")
    }

    private static func definition() -> GraphDefinition {
        var tab = TabDefinition(id: "t1", root: "a", title: "T", image: "i", badge: "3", navigationController: settings)
        tab.accessibilityLabel = "Tab"
        tab.renamedFrom = ["old"]
        let containers = [
            ContainerDefinition(
                id: "tabs", kind: .tabBar, tabs: [tab, TabDefinition(id: "t2", root: "b")], selected: "t1"),
            ContainerDefinition(
                id: "split", kind: .split, style: .tripleColumn,
                columns: [
                    ColumnDefinition(root: "a", navigationController: ContainerSettings()), ColumnDefinition(root: "b"),
                ]),
        ]
        var graph = GraphDefinition(
            name: "G", root: "a", container: settings, enums: [EnumDefinition(name: "Color", cases: ["red", "green"])],
            screens: [
                screenA(), ScreenDefinition(id: "b", restorationIdentifier: nil),
                screenC(),
            ],
            containers: containers, entries: ["tabs", "a"],
            sharedSegues: [
                SharedSegueDefinition(id: "s", sources: ["a", "b"]), SharedSegueDefinition(id: "t", sources: []),
            ])
        graph.renamedScreens = [ScreenRename(from: "x", to: "a")]
        return graph
    }

    private func withoutRoutes(_ screen: ScreenDefinition) -> ScreenDefinition {
        var stripped = screen
        stripped.linkRoute = nil
        for index in stripped.deepLinks.indices { stripped.deepLinks[index].route = nil }
        return stripped
    }

    @Test func everyFieldOfEveryTypeReadsBack() throws {
        let original = Self.definition()
        let lines = try #require(DefinitionTablesWriter.lines(of: original, formatVersion: GeneratedCodeFormat.version))
        var bytes = Array(lines.joined(separator: "\n").utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let read = GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "X", root: "x")
            #expect(read.name == original.name && read.root == original.root && read.container == original.container)
            #expect(read.enums == original.enums && read.containers == original.containers)
            #expect(read.entries == original.entries && read.sharedSegues == original.sharedSegues)
            #expect(read.renamedScreens == original.renamedScreens)
            #expect(read.storedFingerprint == original.restorationFingerprint)
            for screen in original.screens {
                #expect(read.screen(screen.id) == withoutRoutes(screen))
                #expect(read.screenWithRoutes(screen.id) == screen)
            }
            #expect(read == original)
        }
    }

    /// Optional fields that are absent, and lists that are empty but present, keep the difference.
    @Test func absentAndEmptyStayApart() throws {
        var original = GraphDefinition(
            name: "G", root: "a", screens: [ScreenDefinition(id: "a", restorationIdentifier: nil)], containers: [],
            entries: [], sharedSegues: nil)
        original.renamedScreens = []
        let lines = try #require(DefinitionTablesWriter.lines(of: original, formatVersion: GeneratedCodeFormat.version))
        var bytes = Array(lines.joined(separator: "\n").utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let read = GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "X", root: "x")
            #expect(read.containers == [] && read.entries == [] && read.sharedSegues == nil)
            #expect(read.renamedScreens == [])
            #expect(read == original)
        }
    }

    /// Reads `row` as an argument value, its string `i` being `strings[i]` (laid out as the tables do: one string a
    /// line, then their offsets in base 62 on three digits).
    private func argument(_ row: String, strings: [String] = []) -> ArgumentValue? {
        var starts = [row.utf8.count + 1]
        for string in strings { starts.append(starts[starts.count - 1] + string.utf8.count + 1) }
        let offsets = starts.compactMap { CompactText.fixed($0, width: 3) }.joined()
        var bytes = Array(([row] + strings + [offsets]).joined(separator: "\n").utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let lines = StringLines(
                bytes: UnsafeBufferPointer(buffer), offsets: starts[starts.count - 1], width: 3, count: strings.count)
            var reader = RowReader(lines, range: 0..<row.utf8.count)
            return reader.whole { $0.argumentValue() }
        }
    }

    @Test func tokensReadAsWritten() {
        #expect(argument("~") == .null && argument("!") == .bool(true) && argument("?") == .bool(false))
        #expect(argument("+z") == .int(35) && argument("-10") == .int(-36) && argument("%2.5;") == .double(2.5))
        #expect(argument("\"1", strings: ["a", "b\\u{E9}"]) == .string("bé"))
        #expect(argument("[+1~]") == .array([.int(1), .null]))
        #expect(argument("{A+1B!}", strings: ["x", "y"]) == .object(["x": .int(1), "y": .bool(true)]))
        #expect(
            argument("[&1&1]", strings: ["x", "{A+2}"]) == .array([.object(["x": .int(2)]), .object(["x": .int(2)])]))
    }

    /// A damaged row gives nil, never a trap, an endless loop or a stack overflow.
    @Test func damagedRowsNeverTrap() {
        for row in [
            "", "+", "\"9", "[+1", "{A+1", "{+1}", "+1+2", "&0", "&1", "&5", "%1", "{Z+1}", "[+zzzzzzzzzzzzzzzzzz]",
            "+1]",
        ] {
            #expect(argument(row, strings: ["&0", "&1"]) == nil, "\(row)")
        }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(argument(deep) == nil)
        #expect(argument(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) != nil)
    }
}
