package import NavGraphRuntime

/// The container keys of the simulator's state: `tabs`, `split` and `returned` (see docs/containers.md).
extension SimulationState {
    /// The tab bar.
    package struct Tabs: Hashable, Sendable {
        /// A tab: its id, its stack (screen ids, bottom to top) and its badge.
        package struct Item: Hashable, Sendable {
            /// The tab id.
            package var id: String
            /// The tab's stack (a split's secondary column, or its one stack when collapsed).
            package var stack: [String]
            /// The badge text, nil when none.
            package var badge: String?
            /// What VoiceOver reads for the tab bar item; nil when the graph gives no `accessibilityLabel`.
            package var accessibilityLabel: String? = nil
        }

        /// The selected tab's id.
        package var selected: String
        /// Whether the tab bar is hidden (`hidesBottomBarWhenPushed`).
        package var hidden: Bool
        /// The tabs, left to right.
        package var items: [Item]

        var jsonValue: JSONValue {
            .object([
                ("selected", .string(selected)),
                ("hidden", .bool(hidden)),
                (
                    "items",
                    .array(
                        items.map {
                            .object(
                                [
                                    ("id", .string($0.id)), ("stack", .array($0.stack.map(JSONValue.string))),
                                    ("badge", $0.badge.map(JSONValue.string) ?? .null),
                                ] + ($0.accessibilityLabel.map { [("accessibilityLabel", JSONValue.string($0))] } ?? [])
                            )
                        })
                ),
            ])
        }
    }

    /// The split on screen.
    package struct Split: Hashable, Sendable {
        /// Whether it is collapsed into one stack.
        package var collapsed: Bool
        /// The primary column's stack (empty when collapsed).
        package var primary: [String]
        /// The supplementary column's stack; nil for a `doubleColumn` split.
        package var supplementary: [String]?
        /// The secondary column's stack (the one stack when collapsed).
        package var secondary: [String]

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
    package struct Returned: Hashable, Sendable {
        /// The unwind segue.
        package var segue: String
        /// The screen it returned to.
        package var to: String
        /// The values by name.
        package var values: [String: ArgumentValue]

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
                        badge: engine.badge(ofTab: tab, in: tabBar.container),
                        accessibilityLabel: definitions.first { $0.id == tab }?.accessibilityLabel)
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
