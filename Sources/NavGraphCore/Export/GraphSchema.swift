import NavGraphRuntime

/// `navgraph schema`: the JSON Schema of graph files, for editors that check YAML against a schema. It declares
/// draft-07, the draft the YAML language server (VS Code's YAML extension and others) fully supports, and uses only
/// keywords that mean the same in draft 2020-12 (its definitions sit under `$defs`, reached by JSON pointer).
/// A file is either a main graph file or an included part (screens only). The property lists are the decoder's own
/// key tables, so the schema names exactly the keys the decoder reads; choices come from the runtime's enums.
/// The schema checks shapes only: names that must exist (screens, segues, parameters), types of defaults and
/// arguments, and flow rules are the validator's.
package enum GraphSchema {
    /// The schema as pretty-printed JSON, ending with a line break.
    package static func render() -> String {
        schema.serialized() + "\n"
    }

    static var schema: JSONValue {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("navgraph graph file")),
            (
                "description",
                .string(
                    "A navigation graph (*.navgraph.yaml): a main file with 'graph:', or a part it includes "
                        + "that holds screens only.")
            ),
            ("anyOf", .array([ref("mainFile"), ref("partFile")])),
            ("$defs", .object(definitions)),
        ])
    }

    private static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    /// A text field: navgraph reads any scalar there as text (`1.0`, `no`), and `null` as not set.
    private static let text = JSONValue.object([
        ("type", .array([.string("string"), .string("number"), .string("boolean"), .string("null")]))
    ])

    private static func string(pattern: String? = nil) -> JSONValue {
        .object([("type", .string("string"))] + (pattern.map { [("pattern", .string($0))] } ?? []))
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> JSONValue
    where Choice.RawValue == String {
        .object([("enum", .array(Choice.allCases.map { .string($0.rawValue) }))])
    }

    private static func nullable(_ type: String) -> JSONValue {
        .object([("type", .array([.string(type), .string("null")]))])
    }

    /// A list: navgraph reads a plain null (`toolbarItems:` with nothing after it) as an empty list, and so does
    /// the schema; what an empty list means (no tab, no action) is the validator's to say.
    private static func array(of items: JSONValue) -> JSONValue {
        .object([("type", .array([.string("array"), .string("null")])), ("items", items)])
    }

    private static func map(keys: JSONValue, values: JSONValue) -> JSONValue {
        .object([
            ("type", .array([.string("object"), .string("null")])), ("propertyNames", keys),
            ("additionalProperties", values),
        ])
    }

    private static let boolean = JSONValue.object([("type", .string("boolean"))])

    /// `schema`, or a plain null where navgraph reads one as the key left out (`leftBarButtonItem:`, a split's
    /// `secondary:`).
    private static func orNull(_ schema: JSONValue) -> JSONValue {
        .object([("anyOf", .array([schema, .object([("type", .string("null"))])]))])
    }

    /// A closed object whose properties are `keys`, in that order, each described by `schemas` and by its meaning in
    /// `table` (docs/format.md's key table of that object).
    static func closedObject(
        _ keys: [String], _ schemas: [String: JSONValue], table: KeyDescriptions.Table, required: [String] = [],
        nullable: Bool = false
    ) -> JSONValue {
        let meanings = KeyDescriptions.meanings[table] ?? [:]
        var members: [(String, JSONValue)] = [
            ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object")),
            ("properties", .object(keys.map { ($0, described(schemas[$0] ?? .object([]), meanings[$0])) })),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        return .object(members)
    }

    /// A main file's schema that also requires `root` or `entries` (the first entry is then the root).
    private static func requiringRootOrEntries(_ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        let either: JSONValue = .array([
            .object([("required", .array([.string("root")]))]),
            .object([("required", .array([.string("entries")]))]),
        ])
        return .object(members + [("anyOf", either)])
    }

    /// A segue's schema that requires `to` of every kind but `return`, and refuses it on a `return` (which goes back
    /// to whoever came).
    private static func returnNamesNoDestination(_ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        let isReturn: JSONValue = .object([
            (
                "properties",
                .object([
                    (
                        "kind",
                        .object([
                            ("const", .string(SegueKind.return.rawValue)),
                            ("description", .string("A `return` segue names no destination.")),
                        ])
                    )
                ])
            )
        ])
        let to: JSONValue = .object([("required", .array([.string("to")]))])
        return .object(members + [("if", isReturn), ("then", .object([("not", to)])), ("else", to)])
    }

    /// `schema` with a `description` member, when there is one to give.
    private static func described(_ schema: JSONValue, _ description: String?) -> JSONValue {
        guard let description, case .object(let members) = schema else { return schema }
        return .object(members + [("description", .string(description))])
    }

    /// The property schemas of a file's top level.
    static let topLevel: [String: JSONValue] = [
        "navgraph": .object([("const", .int(1))]),
        "graph": ref("typeName"),
        "root": ref("identifier"),
        "entries": array(of: ref("identifier")),
        "include": .object([("anyOf", .array([string(), array(of: string())]))]),
        "navigationController": ref("navigationController"),
        "enums": map(keys: ref("typeName"), values: array(of: ref("identifier"))),
        "screens": map(keys: ref("identifier"), values: ref("screen")),
        "containers": map(keys: ref("identifier"), values: ref("container")),
        "segues": map(keys: ref("identifier"), values: ref("sharedSegue")),
        "lint": .object([
            ("type", .array([.string("object"), .string("null")])),
            (
                "properties",
                .object([
                    (
                        "disable",
                        described(
                            array(of: string(pattern: "^[Nn][Gg][0-9]{3}$")),
                            KeyDescriptions.meanings[.topLevel]?["lint"])
                    )
                ])
            ),
            ("additionalProperties", .bool(false)),
        ]),
    ]

    static let navigationController: [String: JSONValue] = [
        "navigationBarHidden": boolean, "toolbarHidden": boolean, "prefersLargeTitles": boolean,
        "hidesBarsOnTap": boolean, "hidesBarsOnSwipe": boolean, "hidesBarsWhenKeyboardAppears": boolean,
        "hidesBarsWhenVerticallyCompact": boolean,
        "backButtonTitleMaxLength": .object([("type", .string("integer")), ("minimum", .int(0))]),
        "appearance": ref("appearance"),
    ]

    static let appearance: [String: JSONValue] = [
        "barStyle": choice(Appearance.BarStyle.self), "barTintColor": ref("color"), "tintColor": ref("color"),
        "titleColor": ref("color"), "translucent": boolean, "shadowHidden": boolean,
    ]

    static let screen: [String: JSONValue] = [
        "title": text,
        "parameters": map(keys: ref("identifier"), values: ref("parameter")),
        "navigationItem": ref("navigationItem"),
        "toolbarItems": array(of: ref("barItem")),
        "navigationBarHidden": nullable("boolean"),
        "toolbarHidden": nullable("boolean"),
        "interactivePopGestureEnabled": boolean,
        "modalPresentationStyle": choice(PresentationStyle.self),
        "modalInPresentation": boolean,
        "hidesBottomBarWhenPushed": boolean,
        "restorationIdentifier": nullable("string"),
        "deepLinks": array(of: ref("deepLink")),
        "segues": map(keys: ref("identifier"), values: ref("segue")),
        "style": choice(AlertDefinition.Style.self), "message": text, "actions": array(of: ref("alertAction")),
        "dismissesItself": boolean, "renamedFrom": oldNames,
    ]

    static let alertAction: [String: JSONValue] = [
        "id": ref("identifier"), "title": text, "role": choice(AlertActionDefinition.Role.self),
        "segue": ref("identifier"), "action": ref("identifier"), "builtin": choice(BuiltinAction.self),
    ]

    static let navigationItem: [String: JSONValue] = [
        "title": text, "titleView": text, "titleViewAccessibilityLabel": text, "prompt": text,
        "largeTitleDisplayMode": choice(LargeTitleDisplayMode.self),
        "backBarButtonItem": closedObject(
            GraphFileDecoder.backBarButtonItemKeys, ["title": text, "image": text], table: .backBarButtonItem,
            nullable: true),
        "backButtonTitle": text, "hidesBackButton": boolean, "leftItemsSupplementBackButton": boolean,
        "leftBarButtonItems": array(of: ref("barItem")), "rightBarButtonItems": array(of: ref("barItem")),
        "leftBarButtonItem": orNull(ref("barItem")), "rightBarButtonItem": orNull(ref("barItem")),
        "titleMenu": array(of: ref("menuElement")),
        "search": closedObject(
            GraphFileDecoder.searchKeys,
            [
                "placeholder": text, "scopes": array(of: text),
                "results": ref("identifier"), "hidesWhenScrolling": boolean,
            ], table: .search, nullable: true),
    ]

    static let barItem: [String: JSONValue] = [
        "id": ref("identifier"), "system": choice(SystemItem.self), "title": text, "image": text,
        "accessibilityLabel": text,
        "style": choice(BarButtonItemStyle.self), "enabled": boolean, "segue": ref("identifier"),
        "action": ref("identifier"), "builtin": choice(BuiltinAction.self), "menu": array(of: ref("menuElement")),
        "renamedFrom": oldNames,
    ]

    static let menuElement: [String: JSONValue] = [
        "id": ref("identifier"), "title": text, "image": text, "accessibilityLabel": text,
        "attributes": array(of: choice(MenuElementAttribute.self)), "segue": ref("identifier"),
        "action": ref("identifier"), "builtin": choice(BuiltinAction.self), "menu": array(of: ref("menuElement")),
        "section": array(of: ref("menuElement")),
    ]

    static let segue: [String: JSONValue] = [
        "kind": choice(SegueKind.self), "to": ref("identifier"),
        "arguments": map(keys: ref("identifier"), values: .object([])),
        "forward": array(of: ref("identifier")), "animated": boolean,
        "presentation": choice(PresentationStyle.self), "embedInNavigationController": boolean,
        "singleTop": boolean, "popTo": ref("identifier"), "navigationController": ref("navigationController"),
        "returns": map(keys: ref("identifier"), values: ref("parameter")),
        "gatesLinks": boolean,
        "detents": .object([
            ("type", .array([.string("array"), .string("null")])), ("items", detent), ("minItems", .int(1)),
        ]),
        "prefersGrabberVisible": boolean, "largestUndimmedDetent": detent,
        "preferredContentSize": .object([
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("width", described(points, "The width in points.")),
                    ("height", described(points, "The height in points.")),
                ])
            ),
            ("required", .array([.string("width"), .string("height")])), ("additionalProperties", .bool(false)),
        ]),
        "sourceItem": ref("identifier"), "adaptsTo": choice(PopoverAdaptation.self),
        "renamedFrom": oldNames,
    ]

    /// A sheet's detent: `medium`, `large` or a height in points.
    private static let detent = JSONValue.object([
        ("anyOf", .array([.object([("enum", .array([.string("medium"), .string("large")]))]), points]))
    ])

    /// A positive number of points.
    private static let points = JSONValue.object([("type", .string("number")), ("exclusiveMinimum", .int(0))])

    /// A top-level `segues:` entry: a segue's keys and `from` (docs/format.md, Shared segues).
    static let sharedSegue: [String: JSONValue] = segue.merging([
        "from": described(
            .object([
                (
                    "anyOf",
                    .array([.object([("const", .string("all"))]), ref("identifier"), array(of: ref("identifier"))])
                )
            ]),
            "The screens the segue is performed from: a list of screen ids, or `all` (every screen but the destination)."
        )
    ]) { first, _ in first }

    /// A bare path (`/p/{sku}`) or a whole URL (`shop://home`, `https://*/p/{sku}`): see docs/deep-links.md,
    /// Patterns.
    static let linkPattern = string(pattern: "^(/|[A-Za-z][A-Za-z0-9+.-]*://[^/?#{}@:]+(/|\\?|$))[^#]*$")

    static let deepLink: [String: JSONValue] = [
        "pattern": linkPattern, "mode": choice(LinkMode.self), "tab": ref("identifier"),
        "priority": .object([
            ("type", .string("integer")), ("minimum", .int(GraphFileDecoder.deepLinkPriorities.lowerBound)),
            ("maximum", .int(GraphFileDecoder.deepLinkPriorities.upperBound)),
        ]),
    ]

    static let container: [String: JSONValue] = [
        "kind": choice(ContainerKind.self), "tabs": array(of: ref("tab")), "selected": ref("identifier"),
        "style": choice(SplitStyle.self), "primary": ref("column"), "supplementary": orNull(ref("column")),
        "secondary": orNull(ref("column")),
    ]

    static let tab: [String: JSONValue] = [
        "id": ref("identifier"), "root": ref("identifier"), "title": text, "image": text, "badge": text,
        "navigationController": ref("navigationController"), "accessibilityLabel": text, "renamedFrom": oldNames,
    ]

    static let parameter: [String: JSONValue] = [
        "type": ref("typeSpelling"), "swift": string(), "default": .object([]), "renamedFrom": oldNames,
    ]

    /// `renamedFrom:`: one old name or a list of them.
    private static let oldNames = JSONValue.object([
        ("anyOf", .array([ref("identifier"), array(of: ref("identifier"))]))
    ])

    static let column: [String: JSONValue] = [
        "root": ref("identifier"), "navigationController": ref("navigationController"),
    ]

    private static var definitions: [(String, JSONValue)] {
        [
            (
                "mainFile",
                requiringRootOrEntries(
                    closedObject(
                        GraphFileDecoder.topLevelKeys, topLevel, table: .topLevel,
                        required: ["navgraph", "graph", "screens"]))
            ),
            ("partFile", closedObject(GraphFileDecoder.partKeys, topLevel, table: .topLevel, required: ["screens"])),
            ("identifier", string(pattern: "^[a-z][A-Za-z0-9]*$")),
            ("typeName", string(pattern: "^[A-Z][A-Za-z0-9]*$")),
            ("color", string(pattern: "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
            (
                "navigationController",
                closedObject(
                    GraphFileDecoder.navigationControllerKeys, navigationController, table: .navigationController,
                    nullable: true)
            ),
            (
                "appearance",
                closedObject(GraphFileDecoder.appearanceKeys, appearance, table: .appearance, nullable: true)
            ),
            ("screen", closedObject(GraphFileDecoder.screenKeys, screen, table: .screen, nullable: true)),
            (
                "parameter",
                .object([
                    (
                        "anyOf",
                        .array([
                            string(),
                            array(of: .object([])),
                            closedObject(
                                ["type", "default", "renamedFrom"], parameter, table: .parameter, required: ["type"]),
                            closedObject(
                                ["swift", "default", "renamedFrom"], parameter, table: .parameter, required: ["swift"]),
                        ])
                    )
                ])
            ),
            ("typeSpelling", .object([("anyOf", .array([string(), array(of: .object([]))]))])),
            (
                "navigationItem",
                closedObject(
                    GraphFileDecoder.navigationItemKeys, navigationItem, table: .navigationItem, nullable: true)
            ),
            ("barItem", closedObject(GraphFileDecoder.barItemKeys, barItem, table: .barItem, required: ["id"])),
            ("menuElement", closedObject(GraphFileDecoder.menuChildKeys, menuElement, table: .menuElement)),
            (
                "alertAction",
                closedObject(
                    GraphFileDecoder.alertActionKeys, alertAction, table: .alertAction, required: ["id", "title"])
            ),
            (
                "segue",
                returnNamesNoDestination(
                    closedObject(GraphFileDecoder.segueKeys, segue, table: .segue, required: ["kind"]))
            ),
            (
                "sharedSegue",
                returnNamesNoDestination(
                    closedObject(
                        GraphFileDecoder.sharedSegueKeys, sharedSegue, table: .segue, required: ["kind", "from"]))
            ),
            (
                "deepLink",
                .object([
                    (
                        "anyOf",
                        .array([
                            linkPattern,
                            closedObject(
                                GraphFileDecoder.deepLinkKeys, deepLink, table: .deepLink, required: ["pattern"]),
                        ])
                    )
                ])
            ),
            (
                "container",
                closedObject(GraphFileDecoder.containerKeys, container, table: .container, required: ["kind"])
            ),
            ("tab", closedObject(GraphFileDecoder.tabKeys, tab, table: .tab, required: ["id", "root"])),
            (
                "column",
                .object([
                    (
                        "anyOf",
                        .array([
                            ref("identifier"),
                            closedObject(GraphFileDecoder.columnKeys, column, table: .column, required: ["root"]),
                        ])
                    )
                ])
            ),
        ]
    }
}
