import NavGraphRuntime

extension GraphDiff {
    /// The bar items (and alert actions) of a screen in both versions, paired by `id:` (items without one are not
    /// told apart). Items are no generated symbol: their changes are additive; their actions are compared
    /// graph-wide (`compareActions`).
    mutating func compareItems(_ before: ScreenDeclaration, _ after: ScreenDeclaration) {
        let screen = after.id.value
        let matching = DiffMatching(
            old: Self.items(of: before), new: Self.items(of: after), id: { $0.id?.value },
            renamedFrom: \.renamedFrom)
        for item in matching.removed {
            let id = item.id?.value ?? ""
            add(
                GraphChange(
                    .removed, "item:\(screen).\(id)", old: id, message: "item '\(id)' of '\(screen)' is gone",
                    at: after.id.location))
        }
        for item in matching.added {
            addNew("item", item.id?.value ?? "", of: screen, at: item.location)
        }
        for pair in matching.pairs {
            let id = pair.new.id?.value ?? ""
            if let previous = pair.renamedFrom {
                add(
                    GraphChange(
                        .renamed, "item:\(screen).\(id)", old: previous, new: id,
                        message: "item '\(previous)' of '\(screen)' is renamed '\(id)'", at: pair.new.location))
            }
        }
    }

    /// The bar items and alert actions of `screen` that have an id.
    private static func items(of screen: ScreenDeclaration) -> [BarItem] {
        var items: [BarItem] = []
        screen.forEachItem { if $0.id != nil { items.append($0) } }
        return items
    }

    /// The graph's `action:` names (cases of the generated `Action` enum): one removed is API-breaking.
    mutating func compareActions() {
        let before = Self.actions(of: old.graph)
        let after = Self.actions(of: new.graph)
        let kept = Set(after.map(\.value))
        let had = Set(before.map(\.value))
        for action in before where !kept.contains(action.value) {
            add(
                GraphChange(
                    .removed, "action:\(action.value)", api: true, old: action.value,
                    message: "action '\(action.value)' is gone: its Action case is removed", at: action.location))
        }
        for action in after where !had.contains(action.value) {
            addNew("action", action.value, at: action.location)
        }
    }

    /// Every `action:` name of the graph's items, menus and title menus, each once, in the order met.
    private static func actions(of graph: Graph) -> [Located<String>] {
        var seen: Set<String> = []
        var found: [Located<String>] = []
        func note(_ action: Located<String>?) {
            if let action, seen.insert(action.value).inserted { found.append(action) }
        }
        func walk(_ children: [MenuChild]) {
            for child in children {
                note(child.action)
                walk(child.submenu?.value ?? [])
                walk(child.section?.value ?? [])
            }
        }
        for screen in graph.screens {
            screen.forEachItem { item in
                note(item.action)
                walk(item.menu?.value ?? [])
            }
            walk(screen.navigationItem.titleMenu?.value ?? [])
        }
        return found
    }
}
