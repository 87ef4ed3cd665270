package import NavGraphRuntime

/// What `navgraph simulate` prints after each command (docs/flows.md): the contract of every flow test.
public struct SimulationState: Hashable, Sendable {
    /// A screen of a stack: its id and its arguments (defaults filled in).
    package struct Screen: Hashable, Sendable {
        /// The screen's id.
        package var id: String
        /// The screen's arguments by parameter name.
        package var arguments: [String: ArgumentValue]
    }

    /// A presentation: its style and its screens, bottom to top.
    package struct Presented: Hashable, Sendable {
        /// `PresentationStyle` raw value: `formSheet`, `fullScreen`, ...
        package var style: String
        /// Screen ids, bottom to top.
        package var stack: [String]
        /// The screens with their arguments, bottom to top.
        package var screens: [Screen]
        /// The detent the sheet rests at (`medium`, `large`, `300`); nil when its segue gives no `detents:`.
        package var detent: String?
    }

    /// An entry of the bar: a back button (its title) or an item (its id).
    package enum BarEntry: Hashable, Sendable {
        case back(String)
        case item(String)
    }

    /// The bar over the visible screen.
    package struct Bar: Hashable, Sendable {
        /// Whether the bar is hidden.
        package var hidden: Bool
        /// Left to right on screen.
        package var left: [BarEntry]
        /// The title shown (placeholders filled), nil when none.
        package var title: String?
        /// The custom title view's identifier, shown instead of any title.
        package var titleView: String?
        /// What VoiceOver reads for the title view; nil without a title view or a label for it.
        package var titleViewAccessibilityLabel: String? = nil
        /// The line of text above the bar.
        package var prompt: String?
        /// Item ids in declaration order (right to left on screen).
        package var right: [String]
        /// Whether the title shows large.
        package var largeTitle: Bool
    }

    /// The main navigation stack, bottom to top (screen ids).
    package var stack: [String]
    /// The main navigation stack with the screens' arguments.
    package var screens: [Screen]
    /// The presentation chain, bottom to top.
    package var presented: [Presented]
    /// The top of the main stack.
    package var top: String
    /// The visible screen: the top of the top-most presentation, else `top`.
    package var visible: String
    /// nil when the visible screen has no bar (presented without a navigation controller).
    package var navigationBar: Bar?
    /// Whether the toolbar of the visible navigation stack is hidden.
    package var toolbarHidden: Bool
    /// The toolbar's item ids, in order.
    package var toolbarItems: [String]
    /// The ids of the items of the bar and the toolbar that cannot be tapped (`enabled: false`, `setEnabled`).
    package var disabledItems: Set<String>
    /// The `accessibilityLabel` of the items of the bar and the toolbar that have one, by item id.
    package var accessibilityLabels: [String: String] = [:]
    /// The menus of the items on screen and the title menu (see SimulationState+Menus).
    package var menus: [Menu]
    /// The tab bar: the selected tab, whether the bar is hidden, and each tab's stack; nil without one.
    package var tabs: Tabs?
    /// The split on screen; nil without one.
    package var split: Split?
    /// The values the last command's unwind carried back; nil when it carried none.
    package var returned: Returned?
    /// The deep link waiting to open (see docs/deep-links.md, Links that wait); nil when none waits.
    package var pendingLink: String?
    /// The alert or action sheet on screen; nil when none is.
    package var alert: Alert?
    /// The visible screen's search; nil when it has no `navigationItem.search`.
    package var search: Search?
    /// What the last command emitted (`viewWillAppear about`, ...).
    package var events: [String]
    /// The action an app-handled item reported when the last command tapped it, nil otherwise.
    package var action: String?
    /// Why the last command was refused, nil when it was not.
    public var error: String?
    /// The `NavigationError` case (or `invalidCommand`, `fileError`) of a refused command.
    public var errorKind: String?

    /// The state of `engine`, with `events`, `action` and the refusal (`error`, `errorKind`) of the last command.
    package init(
        _ engine: NavigationEngine,
        events: [NavigationEvent],
        action: String? = nil,
        error: String?,
        errorKind: String? = nil
    ) {
        let state = engine.state
        func described(_ instances: [ScreenInstance]) -> [Screen] {
            instances.map { Screen(id: $0.screen.id, arguments: $0.screen.arguments) }
        }
        stack = state.stack.map(\.screen.id)
        screens = described(state.stack)
        presented = state.presentations.map {
            Presented(
                style: Self.shownStyle(of: $0, in: engine), stack: $0.stack.map(\.screen.id),
                screens: described($0.stack), detent: $0.detent?.description)
        }
        top = state.top.screen.id
        visible = state.visible.screen.id
        navigationBar = engine.navigationBar.map { bar in
            var drawn = Bar(
                hidden: bar.hidden,
                left: bar.left.map { entry in
                    switch entry {
                    case .back(let button): .back(button.label)
                    case .item(let item): .item(item.id)
                    }
                },
                title: bar.title, titleView: bar.titleView, prompt: bar.prompt, right: bar.right.map(\.id),
                largeTitle: bar.largeTitle)
            drawn.titleViewAccessibilityLabel = bar.titleViewAccessibilityLabel
            return drawn
        }
        let toolbar = engine.toolbar
        toolbarHidden = toolbar.hidden
        toolbarItems = toolbar.items.map(\.id)
        let barItems = engine.navigationBar?.items ?? []
        disabledItems = Set((barItems + toolbar.items).filter { !$0.enabled }.map(\.id))
        for item in barItems + toolbar.items {
            if let label = item.accessibilityLabel { accessibilityLabels[item.id] = label }
        }
        menus = Self.menus(of: engine, items: barItems + (toolbar.hidden ? [] : toolbar.items))
        (tabs, split, returned) = Self.containers(
            of: engine, delivered: error == nil && events.contains { $0.kind == .returned })
        pendingLink = engine.pendingLink
        alert = engine.alertOnScreen.map(Alert.init)
        search = Search(engine)
        self.events = events.map(\.description)
        self.action = action
        self.error = error
        self.errorKind = error == nil ? nil : (errorKind ?? "invalidCommand")
    }

    /// The state as one line of JSON, keys in the documented order (docs/flows.md).
    public func json() -> String {
        jsonValue.serialized(pretty: false)
    }

    var jsonValue: JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func item(_ id: String) -> JSONValue {
            .object(
                [("id", .string(id))] + (disabledItems.contains(id) ? [("enabled", .bool(false))] : [])
                    + (accessibilityLabels[id].map { [("accessibilityLabel", .string($0))] } ?? []))
        }
        func ids(_ list: [String]) -> JSONValue { .array(list.map(item)) }
        func screenList(_ screens: [Screen]) -> JSONValue {
            .array(
                screens.map { screen in
                    let arguments = screen.arguments.keys.sorted().map { name in
                        (name, JSONValue(screen.arguments[name] ?? .null))
                    }
                    return .object([("id", .string(screen.id)), ("arguments", .object(arguments))])
                })
        }
        var bar: JSONValue =
            navigationBar.map { bar in
                .object([
                    ("hidden", .bool(bar.hidden)),
                    (
                        "left",
                        .array(
                            bar.left.map { entry in
                                switch entry {
                                case .back(let title): .object([("back", .string(title))])
                                case .item(let id): item(id)
                                }
                            })
                    ),
                    ("title", optional(bar.title)),
                    ("titleView", optional(bar.titleView)),
                    ("prompt", optional(bar.prompt)),
                    ("right", ids(bar.right)),
                    ("largeTitle", .bool(bar.largeTitle)),
                ])
            } ?? .null
        if let label = navigationBar?.titleViewAccessibilityLabel, case .object(var fields) = bar,
            let titleView = fields.firstIndex(where: { $0.0 == "titleView" })
        {
            fields.insert(("titleViewAccessibilityLabel", .string(label)), at: titleView + 1)
            bar = .object(fields)
        }
        var members: [(String, JSONValue)] = [
            ("stack", .array(stack.map(JSONValue.string))),
            ("screens", screenList(screens)),
            (
                "presented",
                .array(
                    presented.map {
                        .object(
                            [
                                ("style", .string($0.style)), ("stack", .array($0.stack.map(JSONValue.string))),
                                ("screens", screenList($0.screens)),
                            ] + ($0.detent.map { [("detent", JSONValue.string($0))] } ?? []))
                    })
            ),
            ("top", .string(top)),
            ("visible", .string(visible)),
            ("navigationBar", bar),
            ("toolbar", .object([("hidden", .bool(toolbarHidden)), ("items", ids(toolbarItems))])),
            ("tabs", tabs?.jsonValue ?? .null),
            ("split", split?.jsonValue ?? .null),
            ("alert", alert?.jsonValue ?? .null),
            ("action", optional(action)),
            ("returned", returned?.jsonValue ?? .null),
            ("pendingLink", optional(pendingLink)),
            ("events", .array(events.map(JSONValue.string))),
            ("error", optional(error)),
            ("errorKind", optional(errorKind)),
        ]
        if !menus.isEmpty, let toolbar = members.firstIndex(where: { $0.0 == "toolbar" }) {
            members.insert(("menus", menusJSON), at: toolbar + 1)
        }
        if let search, let bar = members.firstIndex(where: { $0.0 == "navigationBar" }) {
            members.insert(("search", search.jsonValue), at: bar + 1)
        }
        return .object(members)
    }

    /// The state for a person: the stacks, the bar drawn as a box, the toolbar, the events and the error.
    /// Control characters (of titles, prompts, arguments) are shown as the diagnostics show them, never sent to
    /// the terminal.
    public func drawn() -> String {
        func drawnStack(_ screens: [Screen]) -> String {
            screens.map { screen in
                guard !screen.arguments.isEmpty else { return screen.id }
                let arguments = screen.arguments.keys.sorted().map { name in
                    "\(name)=\((screen.arguments[name] ?? .null).canonicalJSON)"
                }
                return "\(screen.id)(\(arguments.joined(separator: " ")))"
            }.joined(separator: " > ")
        }
        var lines: [String] = []
        lines.append("stack: " + drawnStack(screens))
        for presentation in presented {
            let detent = presentation.detent.map { ", detent \($0)" } ?? ""
            lines.append("presented (\(presentation.style)\(detent)): " + drawnStack(presentation.screens))
        }
        lines.append("visible: \(visible)" + (visible == top ? "" : " (top of the main stack: \(top))"))
        if let bar = navigationBar {
            if bar.hidden {
                lines.append("navigation bar: hidden")
            } else {
                lines += drawnBar(bar)
            }
        } else {
            lines.append("navigation bar: none")
        }
        lines.append(
            toolbarHidden
                ? "toolbar: hidden"
                : "toolbar: "
                    + (toolbarItems.isEmpty ? "(empty)" : toolbarItems.map(drawnItem).joined(separator: " ")))
        if let search { lines.append(search.drawn) }
        lines += drawnMenus()
        lines += drawnContainers()
        if let alert { lines.append(alert.drawn) }
        if let action { lines.append("action: " + action) }
        if let pendingLink { lines.append("pending link: " + pendingLink) }
        if !events.isEmpty { lines.append("events: " + events.joined(separator: ", ")) }
        if let error { lines.append("error: " + error + (errorKind.map { " [\($0)]" } ?? "")) }
        return lines.map { TextRenderer.visible($0) }.joined(separator: "\n") + "\n"
    }

    /// An item in brackets, `[send (disabled)]` when it cannot be tapped.
    private func drawnItem(_ id: String) -> String {
        "[\(id)" + (disabledItems.contains(id) ? " (disabled)" : "") + "]"
    }

    /// The bar as docs/flows.md draws it, `‹ Back | Title | Right`: the left side in screen order (the back button as
    /// `‹ Title`, items in brackets), the title view in parentheses or the title, the right items in screen order
    /// (declared right to left: the first is the right-most); the prompt above, a large title below.
    private func drawnBar(_ bar: Bar) -> [String] {
        let left = bar.left.map { entry in
            switch entry {
            case .back(let title): "‹ \(title)"
            case .item(let id): drawnItem(id)
            }
        }.joined(separator: " ")
        let title = bar.titleView.map { "(\($0))" } ?? bar.title ?? ""
        let right = bar.right.reversed().map(drawnItem).joined(separator: " ")
        var lines: [String] = []
        if let prompt = bar.prompt { lines.append("prompt: " + prompt) }
        var drawn = "bar: " + [left, title, right].joined(separator: " | ")
        while drawn.last == " " { drawn.removeLast() }
        lines.append(drawn)
        if bar.largeTitle, !title.isEmpty { lines.append("large title: " + title) }
        return lines
    }
}

extension JSONValue {
    /// An argument's value as JSON, object keys sorted, whole as `save` writes it: the values a simulation holds
    /// nest at most `ArgumentValue.maximumJSONDepth` deep (what their text may), so the recursion is bounded.
    init(_ value: ArgumentValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { JSONValue($0) })
        case .object(let members):
            self = .object(members.keys.sorted().map { ($0, JSONValue(members[$0] ?? .null)) })
        }
    }
}
