import _NavGraphCore

/// `textDocument/prepareRename` and `textDocument/rename`: a screen, segue or parameter renamed in every file of the
/// graph and in its flow files, optionally keeping the old name in `renamedFrom:`.
extension LanguageServer {
    /// The label of the change annotation that keeps the old name.
    static let keepOldNameLabel = "Keep the old name for links, restoration and code"

    /// What can be renamed at a position.
    private struct RenameTarget {
        var element: NamedElement
        var kind: RenamedElement
        var name: String
        var occurrence: NameOccurrence
    }

    /// The range and text of the name at the position; null off a renameable name (or in a document that does not
    /// parse); an error on a flow file's name that may mean several segues.
    func prepareRenameReply(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let at = Self.documentPosition(params) else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'position' are required")]
        }
        guard let context = graphContext(uri: at.uri, allFlows: false) else {
            return [JSONRPC.response(id: id, result: .null)]
        }
        switch Self.target(in: context, line: at.line, character: at.character) {
        case .none: return [JSONRPC.response(id: id, result: .null)]
        case .failure(let message): return [JSONRPC.errorResponse(id: id, .requestFailed, message)]
        case .success(let target):
            var ranges = context.ranges()
            let range = ranges.rangeValue(target.occurrence.location) ?? .null
            return [
                JSONRPC.response(
                    id: id, result: .object([("range", range), ("placeholder", .string(target.name))]))
            ]
        }
    }

    /// The `WorkspaceEdit` renaming the name at the position to `newName`; an error for a new name the graph's
    /// id rules refuse or that its scope already has; null off a renameable name.
    func renameReply(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let at = Self.documentPosition(params), let newName = params["newName"]?.string else {
            return [
                JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument', 'position' and 'newName' are required")
            ]
        }
        guard let context = graphContext(uri: at.uri, allFlows: true) else {
            return [JSONRPC.response(id: id, result: .null)]
        }
        let target: RenameTarget
        switch Self.target(in: context, line: at.line, character: at.character) {
        case .none: return [JSONRPC.response(id: id, result: .null)]
        case .failure(let message): return [JSONRPC.errorResponse(id: id, .requestFailed, message)]
        case .success(let found): target = found
        }
        if let problem = target.kind.problem(with: newName)
            ?? Self.clash(of: target.element, newName, in: context.graph)
        {
            return [JSONRPC.errorResponse(id: id, .requestFailed, "cannot rename '\(target.name)': \(problem)")]
        }
        var edits = RenameEdits(context: context, documents: documents)
        if newName != target.name {
            for occurrence in context.index.occurrences(of: [target.element], declarations: true)
            where !occurrence.isAmbiguous {
                edits.replace(occurrence.location, with: newName)
            }
            if keepsOldName != .no { edits.keepOldName(of: target.element, old: target.name) }
        }
        return [JSONRPC.response(id: id, result: edits.workspaceEdit(annotated: keepsOldName == .annotated))]
    }

    /// How a rename keeps the old name.
    private enum KeepOldName {
        /// It does not (the client cannot confirm a change and did not ask for it).
        case no
        /// As a change the client asks the user to confirm (change annotations).
        case annotated
        /// As a plain change (`initializationOptions.keepOldNameOnRename: true`).
        case always
    }

    private var keepsOldName: KeepOldName {
        let workspaceEdit = initializeParams["capabilities"]?["workspace"]?["workspaceEdit"]
        if case .bool(true)? = workspaceEdit?["documentChanges"], workspaceEdit?["changeAnnotationSupport"] != nil {
            return .annotated
        }
        if case .bool(true)? = initializeParams["initializationOptions"]?["keepOldNameOnRename"] { return .always }
        return .no
    }

    private enum TargetLookup {
        case none
        case failure(String)
        case success(RenameTarget)
    }

    /// The declared screen, segue or parameter whose name is at the position.
    private static func target(in context: GraphContext, line: Int, character: Int) -> TargetLookup {
        let here = context.occurrences(atLine: line, character: character)
        var ambiguous: String?
        for occurrence in here where context.index.declaration(of: occurrence.element) != nil {
            let found: (RenamedElement, String)
            switch occurrence.element {
            case .screen(let screen):
                guard context.graph.screens.contains(where: { $0.id.value == screen }) else {
                    return .failure("only screens, segues and parameters can be renamed; '\(screen)' is a container")
                }
                found = (.screen, screen)
            case .segue(_, let segue), .sharedSegue(let segue): found = (.segue, segue)
            case .parameter(_, let parameter): found = (.parameter, parameter)
            case .file: continue
            }
            if occurrence.isAmbiguous {
                ambiguous = found.1
                continue
            }
            return .success(
                RenameTarget(element: occurrence.element, kind: found.0, name: found.1, occurrence: occurrence))
        }
        if let ambiguous {
            return .failure("'\(ambiguous)' may mean segues of several screens here: rename it where it is declared")
        }
        return .none
    }

    /// Why `newName` is taken in the element's scope, nil when it is free.
    private static func clash(of element: NamedElement, _ newName: String, in graph: Graph) -> String? {
        switch element {
        case .screen:
            let taken =
                graph.screens.contains { $0.id.value == newName }
                || graph.containers.contains { $0.id.value == newName }
            return taken ? "a screen or container '\(newName)' already exists" : nil
        case .segue(let screen, _):
            let segues = graph.screens.first { $0.id.value == screen }?.segues ?? []
            return segues.contains { $0.id.value == newName }
                ? "screen '\(screen)' already has a segue '\(newName)'" : nil
        case .sharedSegue:
            return graph.sharedSegues.contains { $0.segue.id.value == newName }
                ? "a shared segue '\(newName)' already exists" : nil
        case .parameter(let screen, _):
            let parameters = graph.screens.first { $0.id.value == screen }?.parameters ?? []
            return parameters.contains { $0.name.value == newName }
                ? "screen '\(screen)' already has a parameter '\(newName)'" : nil
        case .file:
            return nil
        }
    }
}
