public import NavGraphRuntime

/// The container keys of the simulator's state: `tabs`, `split` and `returned` (see docs/containers.md).
extension SimulationState {
    /// The tab bar.
    public struct Tabs: Hashable, Sendable {
        /// A tab: its id, its stack (screen ids, bottom to top) and its badge.
        public struct Item: Hashable, Sendable {
            /// The tab id.
            public var id: String
            /// The tab's stack (a split's secondary column, or its one stack when collapsed).
            public var stack: [String]
            /// The badge text, nil when none.
            public var badge: String?
        }

        /// The selected tab's id.
        public var selected: String
        /// Whether the tab bar is hidden (`hidesBottomBarWhenPushed`).
        public var hidden: Bool
        /// The tabs, left to right.
        public var items: [Item]

        var jsonValue: JSONValue {
            .object([
                ("selected", .string(selected)),
                ("hidden", .bool(hidden)),
                (
                    "items",
                    .array(
                        items.map {
                            .object([
                                ("id", .string($0.id)), ("stack", .array($0.stack.map(JSONValue.string))),
                                ("badge", $0.badge.map(JSONValue.string) ?? .null),
                            ])
                        })
                ),
            ])
        }
    }

    /// The split on screen.
    public struct Split: Hashable, Sendable {
        /// Whether it is collapsed into one stack.
        public var collapsed: Bool
        /// The primary column's stack (empty when collapsed).
        public var primary: [String]
        /// The supplementary column's stack; nil for a `doubleColumn` split.
        public var supplementary: [String]?
        /// The secondary column's stack (the one stack when collapsed).
        public var secondary: [String]

        var jsonValue: JSONValue {
            .object([
                ("collapsed", .bool(collapsed)),
                ("primary", .array(primary.map(JSONValue.string))),
                ("supplementary", supplementary.map { .array($0.map(JSONValue.string)) } ?? .null),
                ("secondary", .array(secondary.map(JSONValue.string))),
            ])
        }
    }

    /// What an unwind carried back.
    public struct Returned: Hashable, Sendable {
        /// The unwind segue.
        public var segue: String
        /// The screen it returned to.
        public var to: String
        /// The values by name.
        public var values: [String: ArgumentValue]

        var jsonValue: JSONValue {
            .object([
                ("segue", .string(segue)), ("to", .string(to)),
                ("values", .object(values.keys.sorted().map { ($0, JSONValue(values[$0] ?? .null)) })),
            ])
        }
    }

    /// `delivered`: the last command's events include a `returned` one.
    static func containers(of engine: NavigationEngine, delivered: Bool) -> (Tabs?, Split?, Returned?) {
        let state = engine.state
        var tabs: Tabs?
        if let tabBar = state.tabBar {
            let definitions = engine.definition.containers?.first { $0.id == tabBar.container }?.tabs ?? []
            tabs = Tabs(
                selected: tabBar.selectedTab,
                hidden: engine.isTabBarHidden,
                items: state.tabStacks.map { tab, stack in
                    Tabs.Item(
                        id: tab, stack: stack.map(\.screen.id),
                        badge: definitions.first { $0.id == tab }?.badge)
                })
        }
        let split = state.split.map { split in
            Split(
                collapsed: split.isCollapsed,
                primary: split.columns.first?.map(\.screen.id) ?? [],
                supplementary: split.leadingColumnCount > 1
                    ? (split.columns.count > 1 ? split.columns[1].map(\.screen.id) : []) : nil,
                secondary: state.stack.map(\.screen.id))
        }
        let returned =
            delivered
            ? engine.lastReturn.map { value in
                Returned(segue: value.segue, to: value.target, values: value.values)
            } : nil
        return (tabs, split, returned)
    }

    /// The containers drawn for a person.
    func drawnContainers() -> [String] {
        var lines: [String] = []
        if let tabs {
            let items = tabs.items.map { $0.id == tabs.selected ? "[\($0.id)]" : $0.id }
            lines.append("tabs: " + items.joined(separator: " ") + (tabs.hidden ? " (hidden)" : ""))
        }
        if let split {
            var columns = [split.primary.joined(separator: " > ")]
            if let supplementary = split.supplementary { columns.append(supplementary.joined(separator: " > ")) }
            columns.append(split.secondary.joined(separator: " > "))
            lines.append(split.collapsed ? "split: collapsed" : "split: " + columns.joined(separator: " | "))
        }
        if let returned {
            let values = returned.values.keys.sorted().map {
                "\($0)=\(JSONValue(returned.values[$0] ?? .null).serialized(pretty: false))"
            }.joined(separator: " ")
            lines.append("returned: \(returned.segue) to \(returned.to)" + (values.isEmpty ? "" : " " + values))
        }
        return lines
    }
}

extension JSONValue {
    /// An argument value in its JSON form (a `Double` as its text: JSON values here have no fractions).
    init(_ value: ArgumentValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .string(String(number))
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(JSONValue.init))
        case .object(let members): self = .object(members.keys.sorted().map { ($0, JSONValue(members[$0] ?? .null)) })
        }
    }
}
