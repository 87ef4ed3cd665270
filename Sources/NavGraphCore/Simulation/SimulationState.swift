package import NavGraphRuntime

/// What `navgraph simulate` prints after each command (SPEC §7): the contract of every flow test.
public struct SimulationState: Hashable, Sendable {
    /// A presentation: its style and its screens, bottom to top.
    public struct Presented: Hashable, Sendable {
        /// `PresentationStyle` raw value: `formSheet`, `fullScreen`, ...
        public var style: String
        /// Screen ids, bottom to top.
        public var stack: [String]
    }

    /// An entry of the bar: a back button (its title) or an item (its id).
    public enum BarEntry: Hashable, Sendable {
        case back(String)
        case item(String)
    }

    /// The bar over the visible screen.
    public struct Bar: Hashable, Sendable {
        /// Whether the bar is hidden.
        public var hidden: Bool
        /// Left to right on screen.
        public var left: [BarEntry]
        /// The title shown (placeholders filled), nil when none.
        public var title: String?
        /// The custom title view's identifier, shown instead of any title.
        public var titleView: String?
        /// The line of text above the bar.
        public var prompt: String?
        /// Item ids in declaration order (right to left on screen).
        public var right: [String]
        /// Whether the title shows large.
        public var largeTitle: Bool
    }

    /// The main navigation stack, bottom to top (screen ids).
    public var stack: [String]
    /// The presentation chain, bottom to top.
    public var presented: [Presented]
    /// The top of the main stack.
    public var top: String
    /// The visible screen: the top of the top-most presentation, else `top`.
    public var visible: String
    /// nil when the visible screen has no bar (presented without a navigation controller).
    public var navigationBar: Bar?
    /// Whether the toolbar of the visible navigation stack is hidden.
    public var toolbarHidden: Bool
    /// The toolbar's item ids, in order.
    public var toolbarItems: [String]
    /// The tab bar: the selected tab, whether the bar is hidden, and each tab's stack; nil without one.
    public var tabs: Tabs?
    /// The split on screen; nil without one.
    public var split: Split?
    /// The values the last command's unwind carried back; nil when it carried none.
    public var returned: Returned?
    /// What the last command emitted (`viewWillAppear about`, ...).
    public var events: [String]
    /// Why the last command was refused, nil when it was not.
    public var error: String?

    /// The state of `engine`, with `events` and `error` of the last command.
    package init(_ engine: NavigationEngine, events: [NavigationEvent], error: String?) {
        let state = engine.state
        stack = state.stack.map(\.screen.id)
        presented = state.presentations.map { Presented(style: $0.style.rawValue, stack: $0.stack.map(\.screen.id)) }
        top = state.top.screen.id
        visible = state.visible.screen.id
        navigationBar = engine.navigationBar.map { bar in
            Bar(
                hidden: bar.hidden,
                left: bar.left.map { entry in
                    switch entry {
                    case .back(let button): .back(button.label)
                    case .item(let item): .item(item.id)
                    }
                },
                title: bar.title, titleView: bar.titleView, prompt: bar.prompt, right: bar.right.map(\.id),
                largeTitle: bar.largeTitle)
        }
        let toolbar = engine.toolbar
        toolbarHidden = toolbar.hidden
        toolbarItems = toolbar.items.map(\.id)
        (tabs, split, returned) = Self.containers(
            of: engine, delivered: error == nil && events.contains { $0.kind == .returned })
        self.events = events.map(\.description)
        self.error = error
    }

    /// The state as one line of JSON, keys in the order of SPEC §7.
    public func json() -> String {
        jsonValue.serialized(pretty: false)
    }

    var jsonValue: JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func ids(_ list: [String]) -> JSONValue { .array(list.map { .object([("id", .string($0))]) }) }
        let bar: JSONValue =
            navigationBar.map { bar in
                .object([
                    ("hidden", .bool(bar.hidden)),
                    (
                        "left",
                        .array(
                            bar.left.map { entry in
                                switch entry {
                                case .back(let title): .object([("back", .string(title))])
                                case .item(let id): .object([("id", .string(id))])
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
        return .object([
            ("stack", .array(stack.map(JSONValue.string))),
            (
                "presented",
                .array(
                    presented.map {
                        .object([("style", .string($0.style)), ("stack", .array($0.stack.map(JSONValue.string)))])
                    })
            ),
            ("top", .string(top)),
            ("visible", .string(visible)),
            ("navigationBar", bar),
            ("toolbar", .object([("hidden", .bool(toolbarHidden)), ("items", ids(toolbarItems))])),
            ("tabs", tabs?.jsonValue ?? .null),
            ("split", split?.jsonValue ?? .null),
            ("returned", returned?.jsonValue ?? .null),
            ("events", .array(events.map(JSONValue.string))),
            ("error", optional(error)),
        ])
    }

    /// The state for a person: the stacks, the bar drawn as a box, the toolbar, the events and the error.
    public func drawn() -> String {
        var lines: [String] = []
        lines.append("stack: " + stack.joined(separator: " > "))
        for presentation in presented {
            lines.append("presented (\(presentation.style)): " + presentation.stack.joined(separator: " > "))
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
                    + (toolbarItems.isEmpty ? "(empty)" : toolbarItems.map { "[\($0)]" }.joined(separator: " ")))
        lines += drawnContainers()
        if !events.isEmpty { lines.append("events: " + events.joined(separator: ", ")) }
        if let error { lines.append("error: " + error) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bar as SPEC §7 draws it, `‹ Back | Title | Right`: the left side in screen order (the back button as
    /// `‹ Title`, items in brackets), the title view in parentheses or the title, the right items in screen order
    /// (declared right to left: the first is the right-most); the prompt above, a large title below.
    private func drawnBar(_ bar: Bar) -> [String] {
        let left = bar.left.map { entry in
            switch entry {
            case .back(let title): "‹ \(title)"
            case .item(let id): "[\(id)]"
            }
        }.joined(separator: " ")
        let title = bar.titleView.map { "(\($0))" } ?? bar.title ?? ""
        let right = bar.right.reversed().map { "[\($0)]" }.joined(separator: " ")
        var lines: [String] = []
        if let prompt = bar.prompt { lines.append("prompt: " + prompt) }
        var drawn = "bar: " + [left, title, right].joined(separator: " | ")
        while drawn.last == " " { drawn.removeLast() }
        lines.append(drawn)
        if bar.largeTitle, !title.isEmpty { lines.append("large title: " + title) }
        return lines
    }
}
