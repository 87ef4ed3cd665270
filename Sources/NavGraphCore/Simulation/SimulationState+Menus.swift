import NavGraphRuntime

extension SimulationState {
    /// A menu on screen: a bar item's or the title's, with what a person sees in it.
    package struct Menu: Hashable, Sendable {
        /// The item id, or `title` for the title menu.
        package var owner: String
        /// The shown entries in order, as `tap` spells them (`sort.byPrice`); a submenu's entries follow it.
        package var entries: [Entry]
    }

    /// A shown menu entry.
    package struct Entry: Hashable, Sendable {
        /// `owner.id`.
        package var path: String
        /// Whether it can be chosen (not disabled, and not inside a disabled submenu).
        package var enabled: Bool
        /// The submenu it sits in, nil at the menu's top level or in a section.
        package var submenu: String?
        /// What VoiceOver reads instead of its title; nil when the graph gives no `accessibilityLabel`.
        package var accessibilityLabel: String? = nil
    }

    /// The menus of the items on screen and the title menu, in bar order (left, right, toolbar, then the title).
    static func menus(of engine: NavigationEngine, items: [BarButtonItemDefinition]) -> [Menu] {
        var menus = items.compactMap { item in
            item.menu.map { Menu(owner: item.id, entries: entries(of: $0, owner: item.id, enabled: item.enabled)) }
        }
        if let titleMenu = engine.titleMenuOnScreen {
            menus.append(Menu(owner: "title", entries: entries(of: titleMenu, owner: "title", enabled: true)))
        }
        return menus
    }

    private static func entries(
        of elements: [MenuElementDefinition], owner: String, enabled: Bool, submenu: String? = nil
    ) -> [Entry] {
        var entries: [Entry] = []
        for element in elements where !element.attributes.contains(.hidden) {
            let choosable = enabled && element.isChoosable
            switch element.kind {
            case .entry:
                entries.append(
                    Entry(
                        path: owner + "." + element.id, enabled: choosable, submenu: submenu,
                        accessibilityLabel: element.accessibilityLabel))
            case .section:
                entries += Self.entries(of: element.children, owner: owner, enabled: choosable, submenu: submenu)
            case .submenu:
                entries += Self.entries(of: element.children, owner: owner, enabled: choosable, submenu: element.id)
            }
        }
        return entries
    }

    /// One line per menu, `menu sort: byPrice byName more › (grid list) newest (disabled)`.
    func drawnMenus() -> [String] {
        menus.map { menu in
            var words: [String] = []
            var openSubmenu: String?
            for entry in menu.entries {
                if entry.submenu != openSubmenu {
                    if openSubmenu != nil, let last = words.popLast() { words.append(last + ")") }
                    if let submenu = entry.submenu { words.append("\(submenu) › (") }
                    openSubmenu = entry.submenu
                }
                let name = String(entry.path.dropFirst(menu.owner.count + 1)) + (entry.enabled ? "" : " (disabled)")
                if let last = words.last, last.hasSuffix("(") {
                    words[words.count - 1] = last + name
                } else {
                    words.append(name)
                }
            }
            if openSubmenu != nil, let last = words.popLast() { words.append(last + ")") }
            return "menu \(menu.owner): " + words.joined(separator: " ")
        }
    }

    /// `"menus": [{"owner": "sort", "entries": [{"id": "sort.byPrice"}, {"id": "…", "enabled": false}]}]`.
    var menusJSON: JSONValue {
        .array(
            menus.map { menu in
                .object([
                    ("owner", .string(menu.owner)),
                    (
                        "entries",
                        .array(
                            menu.entries.map { entry in
                                .object(
                                    [("id", .string(entry.path))]
                                        + (entry.enabled ? [] : [("enabled", .bool(false))])
                                        + (entry.submenu.map { [("submenu", .string($0))] } ?? [])
                                        + (entry.accessibilityLabel.map { [("accessibilityLabel", .string($0))] } ?? [])
                                )
                            })
                    ),
                ])
            })
    }
}
