import NavGraphRuntime

/// The rules of `navigationItem.search` and `dismissesItself` that need no flow analysis: NG201 (unknown results
/// screen), NG316 (scopes), NG317 (a results screen that cannot be one), NG318 (a screen that dismisses itself
/// shown other than by a plain modal segue). NG430 and NG431 need the reachable states (`BarsNeverShown`).
enum SearchRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        // Screens are borrowed in place (see `Borrowed`); only a searching screen is copied.
        graph.screens.forEachBorrowed { screen in
            if let search = screen.navigationItem.search { checkSearch(search, of: screen.copy, graph, index, &sink) }
        }
        checkSelfDismissing(graph, index: index, into: &sink)
    }

    private static func checkSearch(
        _ search: SearchContent, of screen: ScreenDeclaration, _ graph: Graph, _ index: ValidationIndex,
        _ sink: inout DiagnosticSink
    ) {
        var seen: [String: SourceLocation] = [:]
        for scope in search.scopes {
            if scope.value.isEmpty {
                sink.emit(
                    .malformedScopes("a scope of screen '\(screen.id.value)' has an empty title", at: scope.location))
            } else if let first = seen[scope.value] {
                sink.emit(
                    .malformedScopes(
                        "screen '\(screen.id.value)' lists scope '\(scope.value)' twice", at: scope.location,
                        first: first))
            } else {
                seen[scope.value] = scope.location
            }
        }
        if search.scopes.count == 1, let only = search.scopes.first {
            sink.emit(
                .malformedScopes(
                    "screen '\(screen.id.value)' has a scope bar with one scope", at: only.location,
                    note: "a scope bar chooses among two or more scopes; remove 'scopes' or add another"))
        }
        guard let results = search.results else { return }
        guard let position = index.screens[results.value] else {
            sink.emit(.unknownScreen(results, role: "the search of screen '\(screen.id.value)' shows", index: index))
            return
        }
        let target = graph.screens[position]
        let reason: String? =
            if target.id.value == screen.id.value {
                "a screen cannot show its own search results over itself; leave 'results' out to show them in place"
            } else if target.alert != nil {
                "'\(target.id.value)' is an alert or action sheet"
            } else if target.dismissesItself?.value == true {
                "'\(target.id.value)' dismisses itself"
            } else if let back = target.segues.first(where: { $0.kind?.value == .return }) {
                "its segue '\(back.id.value)' is a 'return': a results screen is in no stack to return from"
            } else if let required = target.parameters.first(where: { $0.defaultValue == nil }) {
                "its parameter '\(required.name.value)' has no default: a results screen is made with its defaults"
            } else {
                nil
            }
        if let reason {
            sink.emit(.notAResultsScreen(results, searching: screen.id.value, reason: reason))
        }
    }

    /// NG318: a screen that dismisses itself (Safari, a share sheet, a picker) is presented on its own by a
    /// `modal` segue; the system closes it, so nothing else may put it on screen.
    private static func checkSelfDismissing(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        var selfDismissing: Set<String> = []
        graph.screens.forEachBorrowed { screen in
            if screen.dismissesItself?.value == true { selfDismissing.insert(screen.id.value) }
        }
        guard !selfDismissing.isEmpty else { return }
        for screen in graph.screens where screen.dismissesItself?.value == true && screen.alert != nil {
            if let flag = screen.dismissesItself {
                sink.emit(.selfDismissingShown(screen.id.value, "an alert or action sheet", at: flag.location))
            }
        }
        for start in graph.startNames where selfDismissing.contains(start.value) {
            sink.emit(.selfDismissingShown(start.value, "an entry of the app", at: start.location))
        }
        for screen in graph.screens {
            if let results = screen.navigationItem.search?.results, selfDismissing.contains(results.value) {
                continue  // NG317 reports it.
            }
            for segue in screen.segues {
                guard let destination = segue.destination, selfDismissing.contains(destination.value),
                    let kind = segue.kind?.value
                else { continue }
                switch kind {
                case .modal where segue.embedInNavigationController?.value == true:
                    sink.emit(
                        .selfDismissingShown(
                            destination.value, "embedded in a navigation controller by segue '\(segue.id.value)'",
                            at: destination.location))
                case .modal, .unwind, .return: continue
                default:
                    sink.emit(
                        .selfDismissingShown(
                            destination.value, "shown by '\(kind.rawValue)' segue '\(segue.id.value)'",
                            at: destination.location))
                }
            }
        }
        for container in graph.containers {
            for root in container.tabs.compactMap(\.root) + container.columns.compactMap(\.root)
            where selfDismissing.contains(root.value) {
                sink.emit(.selfDismissingShown(root.value, "the root of a tab or column", at: root.location))
            }
        }
    }
}

extension Diagnostic {
    /// NG316.
    static func malformedScopes(
        _ message: String, at location: SourceLocation, note: String? = nil, first: SourceLocation? = nil
    ) -> Diagnostic {
        var notes = note.map { [DiagnosticNote($0)] } ?? []
        if let first { notes.append(DiagnosticNote("first listed here", at: first)) }
        return Diagnostic(.malformedSearchScopes, message, at: location, notes: notes)
    }

    /// NG317.
    static func notAResultsScreen(_ name: Located<String>, searching: String, reason: String) -> Diagnostic {
        Diagnostic(
            .notAResultsScreen, "screen '\(name.value)' cannot show the search results of '\(searching)': \(reason)",
            at: name.location)
    }

    /// NG318.
    static func selfDismissingShown(_ screen: String, _ how: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .selfDismissingNotModal, "screen '\(screen)' dismisses itself but is \(how)", at: location,
            notes: [
                DiagnosticNote(
                    "a system screen that closes itself (Safari, a share sheet, a picker) is shown only by a 'modal' "
                        + "segue, on its own")
            ])
    }
}
