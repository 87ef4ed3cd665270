/// NG101 (identifiers the generated code can use), NG102 (duplicate screen ids), NG103 (duplicate segue or item
/// ids within a screen). The names checked here become Swift declarations (see `SwiftNames`), so anything that
/// would not compile or would collide is an error.
enum IdentifierRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        checkGraphName(graph, into: &sink)
        checkEnums(graph, into: &sink)
        checkScreens(graph, into: &sink)
    }

    /// What kind of name is checked, for messages.
    enum Role: String {
        case graph = "graph name"
        case enumeration = "enum name"
        case enumCase = "enum case"
        case screen = "screen id"
        case segue = "segue id"
        case item = "item id"
        case parameter = "parameter name"
        case action = "action name"
        case container = "container id"
        case tab = "tab id"
        case returnValue = "returned value"

        var isUpperCamel: Bool { self == .graph || self == .enumeration }
    }

    /// Checks the pattern, keywords and (for members of generated enums) the names Swift synthesises.
    static func checkName(_ name: Located<String>, as role: Role, into sink: inout DiagnosticSink) -> Bool {
        let text = name.value
        let fitsPattern = role.isUpperCamel ? SwiftNames.isUpperCamel(text) : SwiftNames.isLowerCamel(text)
        if !fitsPattern {
            let pattern = role.isUpperCamel ? "[A-Z][A-Za-z0-9]*" : "[a-z][A-Za-z0-9]*"
            let suggestion = SwiftNames.camelCased(text, upper: role.isUpperCamel)
            var diagnostic = Diagnostic.invalidIdentifier(name, role: role, reason: "does not match \(pattern)")
            if let suggestion, !unusableKeywords.contains(suggestion) {
                diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            }
            sink.emit(diagnostic)
            return false
        }
        if unusableKeywords.contains(text) {
            sink.emit(.unusableKeyword(name, role: role))
            return false
        }
        let isCase = role == .screen || role == .action || role == .enumCase || role == .tab
        if isCase, reservedCaseNames.contains(text) {
            let reason = "is reserved: Swift synthesises a member of that name for the generated enum"
            sink.emit(.invalidIdentifier(name, role: role, reason: reason))
            return false
        }
        return true
    }

    private static func checkGraphName(_ graph: Graph, into sink: inout DiagnosticSink) {
        guard let name = graph.name, checkName(name, as: .graph, into: &sink) else { return }
        if SwiftNames.reservedGraphNames.contains(name.value) {
            sink.emit(.invalidIdentifier(name, role: .graph, reason: "is reserved by the generated code"))
        }
    }

    private static func checkEnums(_ graph: Graph, into sink: inout DiagnosticSink) {
        var firstEnum: [String: SourceLocation] = [:]
        for declaration in graph.enums {
            let name = declaration.name
            if checkName(name, as: .enumeration, into: &sink) {
                if let first = firstEnum[name.value] {
                    sink.emit(.duplicateEnum(name, first: first))
                } else if SwiftNames.reservedGraphNames.contains(name.value) {
                    sink.emit(.invalidIdentifier(name, role: .enumeration, reason: "is reserved by the generated code"))
                } else if name.value == graph.name?.value {
                    sink.emit(.invalidIdentifier(name, role: .enumeration, reason: "is the graph's own name"))
                }
            }
            if firstEnum[name.value] == nil { firstEnum[name.value] = name.location }
            if declaration.cases.isEmpty {
                sink.emit(.enumWithoutCases(name))
            }
            let validCases = declaration.cases.filter { checkName($0, as: .enumCase, into: &sink) }
            for (duplicate, first) in duplicates(in: validCases) {
                sink.emit(.duplicateEnumCase(duplicate, in: name.value, first: first))
            }
        }
    }

    private static func checkScreens(_ graph: Graph, into sink: inout DiagnosticSink) {
        var firstScreen: [String: SourceLocation] = [:]
        firstScreen.reserveCapacity(graph.screens.count)
        var enumLocations: [String: SourceLocation] = [:]
        for declaration in graph.enums where enumLocations[declaration.name.value] == nil {
            enumLocations[declaration.name.value] = declaration.name.location
        }
        var checkedActions: Set<String> = []
        // Emptied for each screen, keeping their storage: no list is allocated per screen.
        var segueIDs: [Located<String>] = []
        var itemIDs: [Located<String>] = []
        // Screens, segues, parameters and items are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { screen in
            let id = screen.id
            if let first = firstScreen[id.value] {
                sink.emit(.duplicateScreen(id, first: first))
            } else {
                firstScreen[id.value] = id.location
                checkScreenID(id, graphName: graph.name?.value, enums: enumLocations, into: &sink)
            }
            screen.parameters.forEachBorrowed { parameter in
                _ = checkName(parameter.name, as: .parameter, into: &sink)
            }
            // Copies of shared segues are checked where they are declared (SharedSegueRules).
            segueIDs.removeAll(keepingCapacity: true)
            screen.segues.forEachBorrowed { segue in if segue.shared == nil { segueIDs.append(segue.id) } }
            for segueID in segueIDs { _ = checkName(segueID, as: .segue, into: &sink) }
            for (duplicate, first) in duplicates(in: segueIDs) {
                sink.emit(.duplicateMember(duplicate, kind: "segue", screen: id.value, first: first))
            }
            itemIDs.removeAll(keepingCapacity: true)
            screen.forEachItem { item in
                if let action = item.action, checkedActions.insert(action.value).inserted {
                    _ = checkName(action, as: .action, into: &sink)
                }
                if let itemID = item.id {
                    if checkName(itemID, as: .item, into: &sink), itemID.value == "title", !item.isAlertAction {
                        let reason = "is reserved: 'tap title.ID' chooses an entry of the title menu"
                        sink.emit(.invalidIdentifier(itemID, role: .item, reason: reason))
                    }
                    itemIDs.append(itemID)
                }
            }
            for (duplicate, first) in duplicates(in: itemIDs) {
                sink.emit(.duplicateMember(duplicate, kind: "item", screen: id.value, first: first))
            }
        }
    }

    /// Each name that repeats an earlier one, with the earlier one's location. The lists are short (a screen's
    /// segues or items): a linear scan below 16 names, a dictionary above.
    static func duplicates(in names: [Located<String>]) -> [(Located<String>, first: SourceLocation)] {
        var found: [(Located<String>, first: SourceLocation)] = []
        if names.count < 16 {
            for (position, name) in names.enumerated() {
                if let first = names[..<position].first(where: { $0.value == name.value }) {
                    found.append((name, first.location))
                }
            }
            return found
        }
        var firsts: [String: SourceLocation] = [:]
        for name in names {
            if let first = firsts[name.value] {
                found.append((name, first))
            } else {
                firsts[name.value] = name.location
            }
        }
        return found
    }

    /// A screen id names a `Screen` case and, UpperCamelCased, the namespace of its segues inside the graph type.
    private static func checkScreenID(
        _ id: Located<String>,
        graphName: String?,
        enums: [String: SourceLocation],
        into sink: inout DiagnosticSink
    ) {
        guard checkName(id, as: .screen, into: &sink) else { return }
        let namespace = SwiftNames.upperCamel(id.value)
        if reservedGraphNames.contains(namespace) || unusableKeywords.contains(namespace) {
            sink.emit(.namespaceClash(id, namespace: namespace, with: "a name the generated code reserves"))
        } else if namespace == graphName {
            sink.emit(.namespaceClash(id, namespace: namespace, with: "the graph's own name"))
        } else if let enumLocation = enums[namespace] {
            sink.emit(
                .namespaceClash(
                    id,
                    namespace: namespace,
                    with: "the enum '\(namespace)'",
                    notes: [DiagnosticNote("enum '\(namespace)' declared here", at: enumLocation)]
                )
            )
        }
    }
}

extension Diagnostic {
    /// NG101 for a keyword Swift does not take as a name even in backticks, with a name to use instead.
    static func unusableKeyword(_ name: Located<String>, role: IdentifierRules.Role) -> Diagnostic {
        let suffix: String
        switch role {
        case .graph, .enumeration: suffix = "Kind"
        case .enumCase: suffix = "Case"
        case .screen: suffix = "Screen"
        case .segue: suffix = "Segue"
        case .item: suffix = "Item"
        case .parameter: suffix = "Value"
        case .action: suffix = "Action"
        case .container: suffix = "Container"
        case .tab: suffix = "Tab"
        case .returnValue: suffix = "Value"
        }
        var diagnostic = invalidIdentifier(
            name, role: role, reason: "is a Swift keyword the generated code cannot use, even in backticks")
        diagnostic.notes.append(DiagnosticNote("did you mean '\(name.value)\(suffix)'?"))
        return diagnostic
    }

    static func invalidIdentifier(_ name: Located<String>, role: IdentifierRules.Role, reason: String) -> Diagnostic {
        Diagnostic(.invalidIdentifier, "\(role.rawValue) '\(name.value)' \(reason)", at: name.location)
    }

    static func namespaceClash(
        _ id: Located<String>,
        namespace: String,
        with other: String,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(
            .invalidIdentifier,
            "screen id '\(id.value)' names the namespace '\(namespace)', which clashes with \(other)",
            at: id.location,
            notes: notes + [DiagnosticNote("rename the screen")]
        )
    }

    static func enumWithoutCases(_ name: Located<String>) -> Diagnostic {
        Diagnostic(.invalidIdentifier, "enum '\(name.value)' has no cases", at: name.location)
    }

    static func duplicateEnum(_ name: Located<String>, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidIdentifier,
            "enum '\(name.value)' is declared twice",
            at: name.location,
            notes: [DiagnosticNote("'\(name.value)' first declared here", at: first)]
        )
    }

    static func duplicateEnumCase(_ name: Located<String>, in enumName: String, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidIdentifier,
            "enum '\(enumName)' lists case '\(name.value)' twice",
            at: name.location,
            notes: [DiagnosticNote("'\(name.value)' first listed here", at: first)]
        )
    }

    static func duplicateScreen(_ id: Located<String>, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateScreen,
            "screen '\(id.value)' is declared twice",
            at: id.location,
            notes: [DiagnosticNote("'\(id.value)' first declared here", at: first)]
        )
    }

    static func duplicateMember(_ id: Located<String>, kind: String, screen: String, first: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .duplicateSegueOrItem,
            "screen '\(screen)' has two \(kind)s with id '\(id.value)'",
            at: id.location,
            notes: [DiagnosticNote("'\(id.value)' first used here", at: first)]
        )
    }
}
