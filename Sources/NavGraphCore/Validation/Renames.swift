/// The rules of `renamedFrom:` (docs/format.md, Renames). An old name becomes the Swift name of a deprecated alias,
/// so it is checked like a current name of its kind (NG101); it must not be a current name of the same kind in the
/// same scope, be claimed by two elements, or repeat the element's own name (NG102 for screens, NG103 for
/// parameters, segues, items and tabs): each would make restoration, links or the aliases ambiguous.
enum RenameRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        // Only old names are checked: a scope where nothing was renamed has nothing to report, and its table of
        // current names (thousands of screens) is not built.
        // Screens and their members are borrowed in place (see `Borrowed`), never copied out.
        let renamesScreens = graph.screens.containsBorrowed { !$0.renamedFrom.isEmpty }
        var screenScope = Scope(kind: "screen", code: .duplicateScreen, place: "the graph")
        if renamesScreens {
            graph.screens.forEachBorrowed { screen in screenScope.current[screen.id.value] = screen.id.location }
            for container in graph.containers where screenScope.current[container.id.value] == nil {
                screenScope.current[container.id.value] = container.id.location
            }
        }
        graph.screens.forEachBorrowed { screen in
            if renamesScreens { screenScope.claim(screen.renamedFrom, by: screen.id.value, role: .screen, into: &sink) }
            checkMembers(of: screen, into: &sink)
        }
        screenScope.report(into: &sink)

        var sharedScope = Scope(kind: "segue", code: .duplicateSegueOrItem, place: "the top-level segues")
        for shared in graph.sharedSegues { sharedScope.current[shared.segue.id.value] = shared.segue.id.location }
        for shared in graph.sharedSegues {
            sharedScope.claim(shared.segue.renamedFrom, by: shared.segue.id.value, role: .segue, into: &sink)
        }
        sharedScope.report(into: &sink)

        for container in graph.containers {
            var tabScope = Scope(kind: "tab", code: .duplicateSegueOrItem, place: "tab bar '\(container.id.value)'")
            for tab in container.tabs { if let id = tab.id { tabScope.current[id.value] = id.location } }
            for tab in container.tabs {
                guard let id = tab.id else { continue }
                tabScope.claim(tab.renamedFrom, by: id.value, role: .tab, into: &sink)
            }
            tabScope.report(into: &sink)
        }
    }

    /// A screen's parameters, segues and items: each kind is its own scope within the screen.
    private static func checkMembers(of screen: Borrowed<ScreenDeclaration>, into sink: inout DiagnosticSink) {
        // Most screens rename nothing: each kind's scope is built only when one of its members has old names.
        if screen.parameters.containsBorrowed(where: { !$0.renamedFrom.isEmpty }) {
            var parameters = Scope(kind: "parameter", code: .duplicateSegueOrItem, place: place(of: screen))
            for parameter in screen.parameters { parameters.current[parameter.name.value] = parameter.name.location }
            for parameter in screen.parameters {
                parameters.claim(parameter.renamedFrom, by: parameter.name.value, role: .parameter, into: &sink)
            }
            parameters.report(into: &sink)
        }

        // Copies of shared segues are checked where they are declared.
        if screen.segues.containsBorrowed(where: { $0.shared == nil && !$0.renamedFrom.isEmpty }) {
            var segues = Scope(kind: "segue", code: .duplicateSegueOrItem, place: place(of: screen))
            for segue in screen.segues where segues.current[segue.id.value] == nil {
                segues.current[segue.id.value] = segue.id.location
            }
            for segue in screen.segues where segue.shared == nil {
                segues.claim(segue.renamedFrom, by: segue.id.value, role: .segue, into: &sink)
            }
            segues.report(into: &sink)
        }

        var renamesItems = false
        screen.forEachItem { item in renamesItems = renamesItems || (item.id != nil && !item.renamedFrom.isEmpty) }
        if renamesItems {
            var items = Scope(kind: "item", code: .duplicateSegueOrItem, place: place(of: screen))
            screen.forEachItem { item in
                if let id = item.id, items.current[id.value] == nil { items.current[id.value] = id.location }
            }
            screen.forEachItem { item in
                guard let id = item.id else { return }
                items.claim(item.renamedFrom, by: id.value, role: .item, into: &sink)
            }
            items.report(into: &sink)
        }
    }

    /// How messages name a screen's scope.
    private static func place(of screen: Borrowed<ScreenDeclaration>) -> String {
        "screen '\(screen.id.value)'"
    }

    /// The current names of one kind in one scope, and the old names claimed so far.
    private struct Scope {
        let kind: String
        let code: DiagnosticCode
        let place: String
        /// Current name → where it is declared.
        var current: [String: SourceLocation] = [:]
        /// Old name → the element that claimed it first, and where.
        private var claimed: [String: (owner: String, location: SourceLocation)] = [:]
        private var problems: [Diagnostic] = []

        init(kind: String, code: DiagnosticCode, place: String) {
            self.kind = kind
            self.code = code
            self.place = place
        }

        /// Checks the old names of the element `owner`.
        mutating func claim(
            _ oldNames: [Located<String>], by owner: String, role: IdentifierRules.Role,
            into sink: inout DiagnosticSink
        ) {
            for old in oldNames {
                guard IdentifierRules.checkName(old, as: role, into: &sink) else { continue }
                if old.value == owner {
                    problems.append(
                        Diagnostic(
                            code, "\(kind) '\(owner)' lists its own name in renamedFrom", at: old.location,
                            notes: [DiagnosticNote("remove '\(old.value)' from renamedFrom")]))
                } else if let declared = current[old.value] {
                    problems.append(
                        Diagnostic(
                            code,
                            "old name '\(old.value)' of \(kind) '\(owner)' is the name of another \(kind) of "
                                + "\(place): a snapshot or link of that name would be ambiguous",
                            at: old.location,
                            notes: [DiagnosticNote("\(kind) '\(old.value)' declared here", at: declared)]))
                } else if let first = claimed[old.value] {
                    let whom = first.owner == owner ? "it twice" : "both \(kind)s '\(first.owner)' and '\(owner)'"
                    problems.append(
                        Diagnostic(
                            code, "old name '\(old.value)' is claimed by \(whom) in \(place)", at: old.location,
                            notes: [DiagnosticNote("'\(old.value)' first claimed here", at: first.location)]))
                } else {
                    claimed[old.value] = (owner, old.location)
                }
            }
        }

        func report(into sink: inout DiagnosticSink) {
            for problem in problems { sink.emit(problem) }
        }
    }
}
