import _NavGraphCore

/// The text edits of one rename, by document, as a `WorkspaceEdit`: open documents edited by their text in the
/// editor, other files by their text on the disk (the text the check read).
struct RenameEdits {
    /// The id of the change annotation on the edit that keeps the old name.
    static let annotationID = "keepOldName"

    private let context: GraphContext
    private let documents: [String: TextDocument]
    private var ranges: SourceRanges
    /// Edits by URI, URIs in the order first edited.
    private var order: [String] = []
    private var edits: [String: [JSONValue]] = [:]
    private var keptOldName: (uri: String, edit: JSONValue)?

    init(context: GraphContext, documents: [String: TextDocument]) {
        self.context = context
        self.documents = documents
        ranges = context.ranges()
    }

    private mutating func add(_ edit: JSONValue, uri: String) {
        if edits[uri] == nil { order.append(uri) }
        edits[uri, default: []].append(edit)
    }

    /// Replaces the name at `location` by `newName`.
    mutating func replace(_ location: SourceLocation, with newName: String) {
        guard let range = ranges.rangeValue(location) else { return }
        add(.object([("range", range), ("newText", .string(newName))]), uri: ranges.uri(of: location))
    }

    /// Adds `old` to the `renamedFrom:` of the declaration of `element`.
    mutating func keepOldName(of element: NamedElement, old: String) {
        let graph = context.graph
        var declaration: (key: Located<String>, existing: [Located<String>], type: SourceLocation?)?
        switch element {
        case .screen(let id):
            declaration = graph.screens.first { $0.id.value == id }.map { ($0.id, $0.renamedFrom, nil) }
        case .segue(let screen, let id):
            let segue = graph.screens.first { $0.id.value == screen }?.segues.first {
                $0.shared == nil && $0.id.value == id
            }
            declaration = segue.map { ($0.id, $0.renamedFrom, nil) }
        case .sharedSegue(let id):
            declaration = graph.sharedSegues.first { $0.segue.id.value == id }.map {
                ($0.segue.id, $0.segue.renamedFrom, nil)
            }
        case .parameter(let screen, let name):
            let parameter = graph.screens.first { $0.id.value == screen }?.parameters.first { $0.name.value == name }
            declaration = parameter.map { ($0.name, $0.renamedFrom, $0.type.location) }
        case .file:
            declaration = nil
        }
        guard let declaration else { return }
        let key = nameLocation(declaration.key)
        let text = key.file == context.document.path ? context.document.text : context.checked.sources[key.file]
        func parts(_ location: SourceLocation) -> SourceLocationParts {
            SourceLocationParts(line: location.line, column: location.column, length: location.length)
        }
        guard let text,
            let edit = RenamedFromEdit.edit(
                in: text, key: parts(key), existing: declaration.existing.map { parts($0.location) },
                shorthandType: declaration.type.map(parts), old: old)
        else { return }
        func position(_ character: Int) -> JSONValue {
            .object([("line", .int(edit.line)), ("character", .int(character))])
        }
        let range = JSONValue.object([("start", position(edit.start)), ("end", position(edit.end))])
        keptOldName = (
            ranges.uri(of: key), .object([("range", range), ("newText", .string(edit.newText))])
        )
    }

    /// The `WorkspaceEdit`: `changes` by URI; with `annotated`, `documentChanges` (each document with its version
    /// when open) and the kept old name as a change the user confirms.
    func workspaceEdit(annotated: Bool) -> JSONValue {
        var all = edits
        var order = order
        if let kept = keptOldName {
            if all[kept.uri] == nil { order.append(kept.uri) }
            let edit = annotated ? Self.annotate(kept.edit) : kept.edit
            all[kept.uri, default: []].append(edit)
        }
        guard annotated else {
            return .object([("changes", .object(order.map { ($0, .array(all[$0] ?? [])) }))])
        }
        let changes: [JSONValue] = order.map { uri in
            let version: JSONValue = documents[uri].map { .int($0.version) } ?? .null
            return .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", version)])),
                ("edits", .array(all[uri] ?? [])),
            ])
        }
        var members: [(String, JSONValue)] = [("documentChanges", .array(changes))]
        if keptOldName != nil {
            let annotation = JSONValue.object([
                ("label", .string(LanguageServer.keepOldNameLabel)),
                ("needsConfirmation", .bool(true)),
                (
                    "description",
                    .string(
                        "Adds the old name to 'renamedFrom:', so saved states, deep links and code that use it keep working for a release."
                    )
                ),
            ])
            members.append(("changeAnnotations", .object([(Self.annotationID, annotation)])))
        }
        return .object(members)
    }

    private static func annotate(_ edit: JSONValue) -> JSONValue {
        guard case .object(let members) = edit else { return edit }
        return .object(members + [("annotationId", .string(annotationID))])
    }
}
