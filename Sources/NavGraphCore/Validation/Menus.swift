import NavGraphRuntime

/// Menus of bar items and title menus: NG311 (what an element is and does), NG312 (empty menus, nesting deeper
/// than one level), NG426 (a title menu whose title never shows), and, as for bar items, NG101 (names), NG103
/// (ids unique among the screen's items and menu elements), NG202 (unknown segue) and NG304 (a segue that needs
/// arguments a tap cannot give).
enum MenuRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        // Screens are borrowed in place (see `Borrowed`); copied only when they have a menu.
        graph.screens.forEachBorrowed { screen in
            var menus: [(owner: String, menu: Located<[MenuChild]>)] = []
            screen.forEachItem { item in
                if let menu = item.menu { menus.append((item.id?.value ?? "", menu)) }
            }
            if let titleMenu = screen.navigationItem.titleMenu {
                menus.append(("title", titleMenu))
                checkTitleShown(screen.copy, titleMenu: titleMenu, graph: graph, into: &sink)
            }
            guard !menus.isEmpty else { return }
            for (owner, menu) in menus {
                checkLevel(menu, owner: owner, depth: 0, into: &sink)
            }
            checkIDs(screen.copy, into: &sink)
            var lookup = screen.segueLookup
            screen.forEachMenuChild { owner, child in
                checkShape(child, owner: owner, into: &sink)
                guard let segueName = child.segue else { return }
                guard let position = lookup.position(of: segueName.value) else {
                    sink.emit(.unknownMenuSegue(segueName, path: path(owner, child), screen: screen.copy))
                    return
                }
                _ = lookup.segues.borrowing(at: position) { segue in
                    BarItemRules.checkArguments(
                        segueName, segue: segue, by: "menu entry '\(path(owner, child))'", graph: graph, index: index,
                        into: &sink)
                }
            }
        }
    }

    /// `owner.id`, as `tap` spells it.
    private static func path(_ owner: String, _ child: MenuChild) -> String {
        owner + "." + (child.id?.value ?? "?")
    }

    /// NG312: a menu, submenu or section is not empty, and what sits in a submenu or a section is an entry.
    private static func checkLevel(
        _ menu: Located<[MenuChild]>, owner: String, depth: Int, into sink: inout DiagnosticSink
    ) {
        if menu.value.isEmpty {
            sink.emit(.emptyMenu(owner: owner, at: menu.location))
        }
        for child in menu.value {
            guard let children = child.section ?? child.submenu else { continue }
            if depth > 0 {
                sink.emit(.menuTooDeep(path(owner, child), isSection: child.section != nil, at: children.location))
                continue
            }
            checkLevel(children, owner: owner, depth: depth + 1, into: &sink)
        }
    }

    /// NG311: an entry has an id, a title, and exactly one of segue/action/builtin; a submenu has an id and a
    /// title and does nothing itself; a section does nothing itself; attributes belong to entries.
    private static func checkShape(_ child: MenuChild, owner: String, into sink: inout DiagnosticSink) {
        let behaviors: [(String, SourceLocation)] =
            [
                child.segue.map { ("segue", $0.location) }, child.action.map { ("action", $0.location) },
                child.builtin.map { ("builtin", $0.location) },
            ].compactMap { $0 }
        if let submenu = child.submenu, child.section != nil {
            sink.emit(.malformedMenuElement("menu element", "has both 'menu' and 'section'", at: submenu.location))
            return
        }
        switch child.kind {
        case .entry:
            let name = child.id.map { "menu entry '\(owner).\($0.value)'" } ?? "menu entry of '\(owner)'"
            if child.id == nil { sink.emit(.malformedMenuElement(name, "has no 'id'", at: child.location)) }
            if child.title == nil { sink.emit(.malformedMenuElement(name, "has no 'title'", at: child.location)) }
            if behaviors.isEmpty {
                sink.emit(
                    .malformedMenuElement(
                        name, "does nothing", at: child.id?.location ?? child.location,
                        note: "give it one of 'segue', 'action' or 'builtin'"))
            } else if behaviors.count > 1 {
                sink.emit(
                    .malformedMenuElement(
                        name, "has both '\(behaviors[0].0)' and '\(behaviors[1].0)'", at: behaviors[1].1,
                        note: "keep exactly one of 'segue', 'action' or 'builtin'"))
            }
        case .submenu, .section:
            let what = child.kind == .submenu ? "submenu" : "section"
            let name = child.id.map { "\(what) '\(owner).\($0.value)'" } ?? "\(what) of '\(owner)'"
            if child.kind == .submenu {
                if child.id == nil { sink.emit(.malformedMenuElement(name, "has no 'id'", at: child.location)) }
                if child.title == nil { sink.emit(.malformedMenuElement(name, "has no 'title'", at: child.location)) }
            }
            if let behavior = behaviors.first {
                sink.emit(
                    .malformedMenuElement(
                        name, "cannot have '\(behavior.0)'", at: behavior.1,
                        note: "only its entries do something; move it to an entry"))
            }
            if let attribute = child.attributes.first {
                sink.emit(
                    .malformedMenuElement(
                        name, "cannot have 'attributes'", at: attribute.location,
                        note: "attributes belong to entries"))
            }
        }
    }

    /// NG101 for menu ids and actions, NG103 for a menu id that repeats an item's or another element's id.
    private static func checkIDs(_ screen: ScreenDeclaration, into sink: inout DiagnosticSink) {
        var ids: [Located<String>] = []
        screen.forEachItem { item in
            if let id = item.id { ids.append(id) }
        }
        let itemCount = ids.count
        screen.forEachMenuChild { _, child in
            if let id = child.id {
                _ = IdentifierRules.checkName(id, as: .item, into: &sink)
                ids.append(id)
            }
            if let action = child.action { _ = IdentifierRules.checkName(action, as: .action, into: &sink) }
        }
        let menuIDs = ids[itemCount...]
        for (duplicate, first) in IdentifierRules.duplicates(in: ids)
        where menuIDs.contains(where: { $0.location == duplicate.location }) {
            sink.emit(.duplicateMember(duplicate, kind: "item or menu element", screen: screen.id.value, first: first))
        }
    }

    /// NG426: a title menu opens from the title in the navigation bar; a screen whose bar is hidden, whose title
    /// view replaces the title, or that has no title never shows it.
    private static func checkTitleShown(
        _ screen: ScreenDeclaration, titleMenu: Located<[MenuChild]>, graph: Graph, into sink: inout DiagnosticSink
    ) {
        let item = screen.navigationItem
        let reason: String? =
            if screen.navigationBarHidden?.value
                ?? graph.navigationController.navigationBarHidden?.value ?? false
            {
                "its navigation bar is hidden"
            } else if item.titleView != nil {
                "its 'titleView' replaces the title"
            } else if (item.title ?? screen.title)?.value.isEmpty ?? true {
                "it has no title to tap"
            } else {
                nil
            }
        guard let reason else { return }
        sink.emit(.titleMenuNotShown(screen: screen.id.value, reason: reason, at: titleMenu.location))
    }
}

extension MenuChild {
    /// The builtins of the entries a person can choose here and in the children (not disabled, not hidden).
    var choosableBuiltins: [BuiltinAction] {
        let blocked = attributes.contains { $0.value == .disabled || $0.value == .hidden }
        guard !blocked else { return [] }
        return (builtin.map { [$0.value] } ?? []) + children.flatMap(\.choosableBuiltins)
    }
}

extension Diagnostic {
    static func malformedMenuElement(
        _ name: String, _ problem: String, at location: SourceLocation, note: String? = nil
    )
        -> Diagnostic
    {
        Diagnostic(
            .malformedMenuElement, "\(name) \(problem)", at: location, notes: note.map { [DiagnosticNote($0)] } ?? [])
    }

    static func emptyMenu(owner: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .menuNesting, "a menu of '\(owner)' is empty", at: location,
            notes: [DiagnosticNote("give it at least one entry, or remove it")])
    }

    static func menuTooDeep(_ path: String, isSection: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .menuNesting, "\(isSection ? "section" : "submenu") '\(path)' is nested more than one level deep",
            at: location,
            notes: [DiagnosticNote("a submenu or a section holds entries only")])
    }

    static func unknownMenuSegue(_ name: Located<String>, path: String, screen: ScreenDeclaration) -> Diagnostic {
        Diagnostic(
            .unknownSegue,
            "menu entry '\(path)' performs unknown segue '\(name.value)' of screen '\(screen.id.value)'",
            at: name.location,
            notes: Suggestions.note(for: name.value, in: screen.segues.map(\.id.value))
        )
    }

    static func titleMenuNotShown(screen: String, reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .titleMenuNotShown, "the title menu of screen '\(screen)' never shows: \(reason)", at: location,
            notes: [DiagnosticNote("a title menu opens from the title in a shown navigation bar")])
    }
}
