import NavGraphRuntime

/// The rules of `containers:` (see docs/containers.md): container, tab and returned-value names (NG101), a
/// container id that is also a screen id (NG102), two tabs with one id (NG103), unknown tab and column roots and
/// `selected` tabs (NG201), tab and column roots that need arguments (NG304), unknown returned-value types
/// (NG301), unused containers (NG405), settings without effect (NG408), a container placed in two places (NG413), nesting other than a split in a
/// tab (NG414) and a tab bar with no tab (NG415).
enum ContainerRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        // Did-you-mean candidates, built only when a root names nothing: it copies every screen id.
        let candidates = { index.screenIDs + graph.containers.map(\.id.value) }
        var uses: [String: [SourceLocation]] = [:]
        for container in graph.containers {
            checkID(container, index: index, into: &sink)
            switch container.kind?.value {
            case .tabBar?:
                checkTabs(of: container, graph: graph, index: index, candidates: candidates, uses: &uses, into: &sink)
            case .split?:
                for column in container.columns {
                    guard let root = column.root else { continue }
                    checkRoot(
                        root, role: "column '\(column.role)' of '\(container.id.value)'", graph: graph,
                        index: index, candidates: candidates, allowsSplit: false, into: &sink)
                }
            case nil:
                break
            }
        }
        var topLevel: [Located<String>] = graph.startNames
        // Screens and segues are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { screen in
            screen.segues.forEachBorrowed { segue in
                if segue.kind?.value == .replaceRoot, let destination = segue.destination {
                    topLevel.append(destination)
                }
            }
        }
        for reference in topLevel where index.containers[reference.value] != nil {
            if let tabUse = uses[reference.value]?.first {
                sink.emit(.containerUsedTwice(reference, other: tabUse))
            }
        }
        for (name, locations) in uses where locations.count > 1 {
            for location in locations.dropFirst() {
                sink.emit(.containerUsedTwice(Located(name, at: location), other: locations[0]))
            }
        }
        let topNames = Set(topLevel.map(\.value))
        for container in graph.containers
        where index.containers[container.id.value].map({ graph.containers[$0].id.location == container.id.location })
            ?? false
        {
            if uses[container.id.value] == nil, !topNames.contains(container.id.value) {
                sink.emit(.unusedContainer(container))
            }
        }
        checkReturns(graph, index: index, into: &sink)
        checkSettingsWithoutEffect(graph, into: &sink)
    }

    /// NG408: `navigationController:` on a segue that embeds no navigation controller; `hidesBottomBarWhenPushed`
    /// in a graph without a tab bar.
    private static func checkSettingsWithoutEffect(_ graph: Graph, into sink: inout DiagnosticSink) {
        let hasTabBar = graph.containers.contains { $0.kind?.value == .tabBar }
        graph.screens.forEachBorrowed { screen in
            if let hides = screen.hidesBottomBarWhenPushed, hides.value, !hasTabBar {
                sink.emit(.hidesBottomBarWithoutTabBar(screen: screen.id.value, at: hides.location))
            }
            screen.segues.forEachBorrowed { segue in
                guard let settings = segue.navigationController, segue.embedInNavigationController?.value != true,
                    let location = settings.location
                else { return }
                sink.emit(.navigationControllerWithoutEmbedding(segue: segue.id.value, at: location))
            }
        }
    }

    private static func checkID(
        _ container: ContainerDeclaration, index: ValidationIndex, into sink: inout DiagnosticSink
    ) {
        guard IdentifierRules.checkName(container.id, as: .container, into: &sink) else { return }
        if index.screens[container.id.value] != nil {
            sink.emit(.containerNamesScreen(container.id))
        }
    }

    private static func checkTabs(
        of container: ContainerDeclaration,
        graph: Graph,
        index: ValidationIndex,
        candidates: () -> [String],
        uses: inout [String: [SourceLocation]],
        into sink: inout DiagnosticSink
    ) {
        if container.tabs.isEmpty, let location = container.tabsLocation {
            sink.emit(.emptyTabBar(container, at: location))
        }
        let ids = container.tabs.compactMap(\.id)
        for id in ids { _ = IdentifierRules.checkName(id, as: .tab, into: &sink) }
        for (duplicate, first) in IdentifierRules.duplicates(in: ids) {
            sink.emit(.duplicateTab(duplicate, container: container.id.value, first: first))
        }
        if let selected = container.selected, !ids.contains(where: { $0.value == selected.value }) {
            sink.emit(.unknownTab(selected, container: container.id.value, tabs: ids.map(\.value)))
        }
        for tab in container.tabs {
            guard let root = tab.root else { continue }
            if index.containers[root.value] != nil { uses[root.value, default: []].append(root.location) }
            checkRoot(
                root, role: "tab '\(tab.id?.value ?? "")' of '\(container.id.value)'", graph: graph,
                index: index, candidates: candidates, allowsSplit: true, into: &sink)
        }
    }

    /// A tab's or column's root: a screen without required parameters, or (a tab's) a split container.
    private static func checkRoot(
        _ root: Located<String>,
        role: String,
        graph: Graph,
        index: ValidationIndex,
        candidates: () -> [String],
        allowsSplit: Bool,
        into sink: inout DiagnosticSink
    ) {
        if let position = index.screens[root.value] {
            let parameters = graph.screens[position].parameters
            if let first = parameters.indices.first(where: { parameters[$0].defaultValue == nil }) {
                sink.emit(.rootNeedsArgument(root, role: role, parameter: parameters[first].name.value))
            }
        } else if let position = index.containers[root.value] {
            let kind = graph.containers[position].kind?.value
            if !allowsSplit || kind != .split {
                sink.emit(.containerNesting(root, role: role, kind: kind, allowsSplit: allowsSplit))
            }
        } else {
            sink.emit(.unknownContainerRoot(root, role: role, candidates: allowsSplit ? candidates() : index.screenIDs))
        }
    }

    private static func checkReturns(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        let resolver = TypeResolver(enums: index.enums)
        graph.screens.forEachBorrowed { screen in
            screen.segues.forEachBorrowed { segue in
                for value in segue.returns {
                    _ = IdentifierRules.checkName(value.name, as: .returnValue, into: &sink)
                    if case .failure(let failure) = resolver.resolve(value.type.value) {
                        sink.emit(.unknownType(value.type, failure: failure, index: index))
                    }
                }
            }
        }
    }
}

extension Diagnostic {
    /// NG408: `hidesBottomBarWhenPushed` in a graph with no tab bar.
    static func hidesBottomBarWithoutTabBar(screen: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .settingWithoutEffect,
            "'hidesBottomBarWhenPushed' of screen '\(screen)' has no effect: the graph has no tab bar",
            at: location)
    }

    /// NG408: `navigationController:` on a segue that embeds no navigation controller.
    static func navigationControllerWithoutEmbedding(segue: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .settingWithoutEffect,
            "'navigationController' of segue '\(segue)' has no effect: the segue embeds no navigation controller",
            at: location,
            notes: [DiagnosticNote("add 'embedInNavigationController: true', or remove the settings")])
    }

    /// NG201: a tab's or column's root that names neither a screen nor (for a tab) a split.
    static func unknownContainerRoot(_ root: Located<String>, role: String, candidates: [String]) -> Diagnostic {
        Diagnostic(
            .unknownScreen,
            "\(role) has unknown root '\(root.value)'",
            at: root.location,
            notes: Suggestions.note(for: root.value, in: candidates)
        )
    }

    static func containerNamesScreen(_ id: Located<String>) -> Diagnostic {
        Diagnostic(
            .duplicateScreen,
            "container '\(id.value)' has the id of a screen: containers and screens share one namespace",
            at: id.location,
            notes: [DiagnosticNote("rename the container or the screen")]
        )
    }

    static func duplicateTab(_ id: Located<String>, container: String, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateSegueOrItem,
            "tab bar '\(container)' has two tabs with id '\(id.value)'",
            at: id.location,
            notes: [DiagnosticNote("'\(id.value)' first used here", at: first)]
        )
    }

    static func unknownTab(_ name: Located<String>, container: String, tabs: [String]) -> Diagnostic {
        Diagnostic(
            .unknownScreen,
            "tab bar '\(container)' selects unknown tab '\(name.value)'",
            at: name.location,
            notes: Suggestions.note(for: name.value, in: tabs)
        )
    }

    static func rootNeedsArgument(_ root: Located<String>, role: String, parameter: String) -> Diagnostic {
        Diagnostic(
            .requiredParameterUnset,
            "\(role) starts with screen '\(root.value)', whose required parameter '\(parameter)' nothing sets",
            at: root.location,
            notes: [DiagnosticNote("give '\(parameter)' a default")]
        )
    }

    static func containerNesting(
        _ root: Located<String>,
        role: String,
        kind: ContainerKind?,
        allowsSplit: Bool
    ) -> Diagnostic {
        let what = kind.map { "a '\($0.rawValue)' container" } ?? "a container"
        return Diagnostic(
            .containerNesting,
            "\(role) holds \(what) '\(root.value)'",
            at: root.location,
            notes: [
                DiagnosticNote(
                    allowsSplit
                        ? "a tab holds a screen or a split container; a tab bar cannot be inside a tab"
                        : "a split's columns hold screens")
            ]
        )
    }

    static func containerUsedTwice(_ reference: Located<String>, other: SourceLocation) -> Diagnostic {
        Diagnostic(
            .containerUsedTwice,
            "container '\(reference.value)' is placed in two places",
            at: reference.location,
            notes: [
                DiagnosticNote("also placed here", at: other),
                DiagnosticNote("declare a second container with the same columns for the second place"),
            ]
        )
    }

    static func emptyTabBar(_ container: ContainerDeclaration, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .emptyTabBar,
            "tab bar '\(container.id.value)' has no tab",
            at: location,
            notes: [DiagnosticNote("list at least one tab: { id: ..., root: ... }")]
        )
    }

    static func unusedContainer(_ container: ContainerDeclaration) -> Diagnostic {
        Diagnostic(
            .unreachableScreen,
            "container '\(container.id.value)' is never used: no 'root', entry, tab or 'replaceRoot' names it",
            at: container.id.location
        )
    }
}
