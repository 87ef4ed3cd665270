import NavGraphRuntime

/// A small settings/mail graph built in code, covering every kind of segue, bar setting and presentation.
///
/// settingsList (root) ─show openApp─▶ appSettings ─show openDetail─▶ detail
///   ├─ modal openAbout (formSheet, no stack) ─▶ about ─show moreInfo─▶ info (presented: no stack)
///   ├─ modal openCompose (fullScreen, embedded) ─▶ compose ─show pickRecipient─▶ recipients
///   └─ show openGeneral (arguments: section) ─▶ general (titleView only)
enum SampleGraph {
    static let section = EnumDefinition(name: "SettingsSection", cases: ["general", "privacy", "battery"])

    static func item(
        _ id: String,
        _ content: BarButtonItemDefinition.Content,
        _ behavior: BarButtonItemDefinition.Behavior,
        enabled: Bool = true
    ) -> BarButtonItemDefinition {
        BarButtonItemDefinition(id: id, content: content, enabled: enabled, behavior: behavior)
    }

    static let settingsList = ScreenDefinition(
        id: "settingsList",
        title: "Settings",
        navigationItem: NavigationItemDefinition(
            rightBarButtonItems: [item("edit", .system(.edit), .action("edit"))]
        ),
        toolbarItems: [
            item("compose", .system(.compose), .segue("openCompose")),
            item("space", .system(.flexibleSpace), .none),
            item("info", .title("Info"), .action("showInfo"), enabled: false),
        ],
        restorationIdentifier: "settingsList",
        segues: [
            SegueDefinition(id: "openApp", kind: .show, destination: "appSettings"),
            SegueDefinition(id: "openAbout", kind: .modal, destination: "about", presentation: .formSheet),
            SegueDefinition(
                id: "openCompose",
                kind: .modal,
                destination: "compose",
                presentation: .fullScreen,
                embedInNavigationController: true
            ),
            SegueDefinition(
                id: "openGeneral",
                kind: .show,
                destination: "general",
                arguments: ["section": .string("general")]
            ),
            SegueDefinition(id: "openDetailDirect", kind: .showDetail, destination: "about"),
        ]
    )

    static let appSettings = ScreenDefinition(
        id: "appSettings",
        title: "{appName}",
        parameters: [
            ParameterDefinition(name: "appID", type: .string),
            ParameterDefinition(name: "appName", type: .string, defaultValue: .string("")),
            ParameterDefinition(name: "section", type: .optional(.enumeration("SettingsSection")), defaultValue: .null),
        ],
        navigationItem: NavigationItemDefinition(
            prompt: "Settings of {appID}",
            backBarButtonItem: BackBarButtonItem(title: "All {appName} settings"),
            rightBarButtonItems: [
                item("share", .system(.action), .action("share")),
                item("done", .system(.done), .builtin(.popToRoot)),
            ]
        ),
        restorationIdentifier: "appSettings",
        segues: [
            SegueDefinition(id: "openDetail", kind: .show, destination: "detail", forward: ["appID"]),
            SegueDefinition(id: "openApp", kind: .show, destination: "appSettings"),
            SegueDefinition(id: "backToList", kind: .unwind, destination: "settingsList"),
        ]
    )

    static let detail = ScreenDefinition(
        id: "detail",
        title: "Detail {count}",
        parameters: [
            ParameterDefinition(name: "appID", type: .string),
            ParameterDefinition(name: "count", type: .int, defaultValue: .int(3)),
        ],
        navigationItem: NavigationItemDefinition(
            leftItemsSupplementBackButton: true,
            leftBarButtonItems: [item("close", .title("Close"), .builtin(.pop))]
        ),
        interactivePopGestureEnabled: true,
        restorationIdentifier: "detail",
        segues: [
            SegueDefinition(id: "again", kind: .show, destination: "detail", forward: ["appID"], singleTop: true),
            SegueDefinition(
                id: "restart",
                kind: .show,
                destination: "detail",
                forward: ["appID"],
                popTo: "appSettings"
            ),
            SegueDefinition(id: "home", kind: .unwind, destination: "settingsList", animated: false),
        ]
    )

    static let about = ScreenDefinition(
        id: "about",
        title: "About",
        navigationItem: NavigationItemDefinition(
            rightBarButtonItems: [item("close", .system(.close), .builtin(.dismiss))]
        ),
        modalPresentationStyle: .pageSheet,
        restorationIdentifier: "about",
        segues: [
            SegueDefinition(id: "moreInfo", kind: .show, destination: "info"),
            SegueDefinition(id: "home", kind: .unwind, destination: "settingsList"),
        ]
    )

    static let info = ScreenDefinition(id: "info", title: "Info", restorationIdentifier: nil)

    static let compose = ScreenDefinition(
        id: "compose",
        title: "New Message",
        navigationItem: NavigationItemDefinition(
            largeTitleDisplayMode: .always,
            hidesBackButton: true,
            leftBarButtonItems: [item("cancel", .system(.cancel), .builtin(.dismiss))],
            rightBarButtonItems: [item("send", .title("Send"), .segue("sent"))]
        ),
        toolbarItems: [item("attach", .image("paperclip"), .action("attach"))],
        toolbarHidden: false,
        modalInPresentation: true,
        restorationIdentifier: "compose",
        segues: [
            SegueDefinition(id: "pickRecipient", kind: .show, destination: "recipients"),
            SegueDefinition(id: "sent", kind: .unwind, destination: "settingsList"),
        ]
    )

    static let recipients = ScreenDefinition(
        id: "recipients",
        title: "To",
        navigationItem: NavigationItemDefinition(largeTitleDisplayMode: .automatic),
        navigationBarHidden: false,
        interactivePopGestureEnabled: false,
        restorationIdentifier: "recipients",
        segues: [
            SegueDefinition(id: "done", kind: .unwind, destination: "compose"),
            SegueDefinition(id: "home", kind: .unwind, destination: "settingsList"),
            SegueDefinition(id: "again", kind: .show, destination: "recipients"),
        ]
    )

    static let general = ScreenDefinition(
        id: "general",
        title: "General Settings For You",
        parameters: [ParameterDefinition(name: "section", type: .enumeration("SettingsSection"))],
        navigationItem: NavigationItemDefinition(titleView: "logo", largeTitleDisplayMode: .never),
        navigationBarHidden: true,
        restorationIdentifier: "general",
        segues: [SegueDefinition(id: "openApp", kind: .show, destination: "appSettings")]
    )

    /// The graph, with optional container settings.
    static func definition(container: ContainerSettings = ContainerSettings()) -> GraphDefinition {
        GraphDefinition(
            name: "SettingsFlow",
            root: "settingsList",
            container: container,
            enums: [section],
            screens: [settingsList, appSettings, detail, about, info, compose, recipients, general]
        )
    }

    /// A started engine on the graph, with its start events cleared.
    static func engine(
        container: ContainerSettings = ContainerSettings(),
        mode: NavigationEngine.TransitionMode = .immediate
    ) throws -> NavigationEngine {
        var engine = try NavigationEngine(definition: definition(container: container), transitionMode: mode)
        try engine.start()
        return engine
    }
}

extension NavigationEngine {
    /// The last events as `navgraph simulate` prints them.
    var eventLines: [String] { lastEvents.map(\.description) }

    /// The screen ids of the main stack.
    var stackIDs: [String] { state.stack.map(\.screen.id) }

    /// The screen ids of each presentation.
    var presentedIDs: [[String]] { state.presentations.map { $0.stack.map(\.screen.id) } }

    /// Performs a segue of the visible screen.
    @discardableResult
    mutating func perform(_ segue: String, _ arguments: [String: ArgumentValue] = [:]) throws -> RequestOutcome {
        try perform(segue: segue, from: state.visible.screen.id, arguments: arguments)
    }
}
