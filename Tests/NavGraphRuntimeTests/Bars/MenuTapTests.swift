import Foundation
import NavGraphRuntime
import Testing

/// `tap("ITEM.ENTRY")`: choosing an entry of a bar item's menu or of the title menu (see docs/runtime.md, Menus).
@Suite struct MenuTapTests {
    /// `list` has a `sort` item that only opens a menu (entries, a section, a submenu, a disabled and a hidden
    /// entry), an `add` item with a segue and a menu, and a title menu; `detail` hides its bar.
    static func definition(titleView: String? = nil) -> GraphDefinition {
        let sortMenu: [MenuElementDefinition] = [
            MenuElementDefinition(id: "byName", title: "Name", behavior: .action("sortByName")),
            MenuElementDefinition(
                kind: .section, id: "", title: "",
                children: [MenuElementDefinition(id: "open", title: "Open", behavior: .segue("openDetail"))]),
            MenuElementDefinition(
                kind: .submenu, id: "more", title: "More",
                children: [
                    MenuElementDefinition(id: "toRoot", title: "Top", behavior: .builtin(.popToRoot)),
                    MenuElementDefinition(
                        id: "off", title: "Off", attributes: [.disabled], behavior: .action("never")),
                ]),
            MenuElementDefinition(id: "secret", title: "Secret", attributes: [.hidden], behavior: .action("never")),
        ]
        return GraphDefinition(
            name: "MenuFlow", root: "list",
            screens: [
                ScreenDefinition(
                    id: "list", title: "List",
                    navigationItem: NavigationItemDefinition(
                        titleView: titleView,
                        rightBarButtonItems: [
                            BarButtonItemDefinition(id: "sort", content: .title("Sort"), menu: sortMenu),
                            BarButtonItemDefinition(
                                id: "add", content: .system(.add), behavior: .segue("openDetail"),
                                menu: [MenuElementDefinition(id: "addTwo", title: "Two", behavior: .action("addTwo"))]),
                        ],
                        titleMenu: [MenuElementDefinition(id: "rename", title: "Rename", behavior: .action("rename"))]),
                    restorationIdentifier: "list",
                    segues: [SegueDefinition(id: "openDetail", kind: .show, destination: "list")])
            ])
    }

    static func engine(titleView: String? = nil) throws -> NavigationEngine {
        var engine = try NavigationEngine(definition: definition(titleView: titleView), transitionMode: .immediate)
        try engine.start()
        return engine
    }

    @Test func anEntryPerformsItsActionSegueOrBuiltin() throws {
        var engine = try Self.engine()
        #expect(try engine.tap("sort.byName") == .action("sortByName"))
        // An entry of a section and one of a submenu are named directly under the item.
        #expect(try engine.tap("sort.open") == .segue("openDetail", .performed(inFlight: false)))
        #expect(engine.state.stack.count == 2)
        #expect(try engine.tap("sort.toRoot") == .builtin(.popToRoot, .performed(inFlight: false)))
        #expect(engine.state.stack.count == 1)
    }

    @Test func anItemWithABehaviourAndAMenuPerformsTheBehaviourOnTap() throws {
        var engine = try Self.engine()
        #expect(try engine.tap("add") == .segue("openDetail", .performed(inFlight: false)))
        try engine.popToRoot()
        #expect(try engine.tap("add.addTwo") == .action("addTwo"))
    }

    @Test func tappingAMenuOnlyItemOrASubmenuListsTheChoices() throws {
        var engine = try Self.engine()
        #expect(throws: NavigationError.itemOpensMenu("sort", choices: ["sort.byName", "sort.open", "sort.toRoot"])) {
            try engine.tap("sort")
        }
        #expect(throws: NavigationError.itemOpensMenu("sort.more", choices: ["sort.toRoot"])) {
            try engine.tap("sort.more")
        }
    }

    @Test func disabledHiddenAndUnknownEntriesAreRefused() throws {
        var engine = try Self.engine()
        #expect(throws: NavigationError.itemDisabled("sort.off")) { try engine.tap("sort.off") }
        #expect(throws: NavigationError.itemDisabled("sort.secret")) { try engine.tap("sort.secret") }
        #expect(throws: NavigationError.itemNotOnScreen("sort.nothing")) { try engine.tap("sort.nothing") }
        #expect(throws: NavigationError.itemNotOnScreen("missing.byName")) { try engine.tap("missing.byName") }
        // The entry must be in the menu of the item named: ids are unique per screen, not a free search.
        #expect(throws: NavigationError.itemNotOnScreen("add.byName")) { try engine.tap("add.byName") }
        try engine.setItemEnabled(false, item: "sort", on: engine.state.visible.id)
        #expect(throws: NavigationError.itemDisabled("sort")) { try engine.tap("sort.byName") }
    }

    @Test func theTitleMenuOpensOnlyWhileTheTitleShows() throws {
        var engine = try Self.engine()
        #expect(engine.titleMenuOnScreen?.map(\.id) == ["rename"])
        #expect(try engine.tap("title.rename") == .action("rename"))
        var withView = try Self.engine(titleView: "logo")
        #expect(withView.titleMenuOnScreen == nil)
        #expect(throws: NavigationError.itemNotOnScreen("title.rename")) { try withView.tap("title.rename") }
    }

    @Test func menusSurviveTheDefinitionsJSONAndAnItemWithoutOneEncodesAsBefore() throws {
        let definition = Self.definition()
        let data = try JSONEncoder().encode(definition)
        #expect(try JSONDecoder().decode(GraphDefinition.self, from: data) == definition)
        let plain = try JSONEncoder().encode(BarButtonItemDefinition(id: "a", content: .title("A")))
        #expect(!String(decoding: plain, as: UTF8.self).contains("menu"))
    }
}

/// A parameter defaulting to `null` keeps its default through JSON (the generated blob), so a tap on an item whose
/// segue leaves it unset opens the screen.
@Test func aNullDefaultSurvivesJSON() throws {
    let parameter = ParameterDefinition(name: "size", type: .optional(.string), defaultValue: .null)
    let decoded = try JSONDecoder().decode(ParameterDefinition.self, from: try JSONEncoder().encode(parameter))
    #expect(decoded == parameter)
    #expect(!decoded.isRequired)
    let required = ParameterDefinition(name: "sku", type: .string)
    #expect(try JSONDecoder().decode(ParameterDefinition.self, from: try JSONEncoder().encode(required)).isRequired)
}
