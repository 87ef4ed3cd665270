import _NavGraphCore

/// `textDocument/definition` and `textDocument/references` over the name index.
extension LanguageServer {
    /// The declaration of the name at the position: a `Location`, several when a flow file's unqualified name
    /// may mean several segues, the included file (at its start) for an `include:` entry; null elsewhere.
    func definitionReply(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let at = Self.documentPosition(params) else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'position' are required")]
        }
        guard let context = graphContext(uri: at.uri, allFlows: false) else {
            return [JSONRPC.response(id: id, result: .null)]
        }
        var ranges = context.ranges()
        var locations: [JSONValue] = []
        for occurrence in context.occurrences(atLine: at.line, character: at.character) {
            if case .file(let path) = occurrence.element {
                let start = SourceLocation(file: path, line: 1, column: 1)
                let origin = JSONValue.object([("line", .int(0)), ("character", .int(0))])
                locations.append(
                    .object([
                        ("uri", .string(ranges.uri(of: start))),
                        ("range", .object([("start", origin), ("end", origin)])),
                    ]))
            } else if let declaration = context.index.declaration(of: occurrence.element),
                let location = ranges.locationValue(declaration.location)
            {
                locations.append(location)
            }
        }
        let result: JSONValue = locations.count > 1 ? .array(locations) : locations.first ?? .null
        return [JSONRPC.response(id: id, result: result)]
    }

    /// Every place the name at the position is used, in the graph's files and its flow files; its declaration
    /// too when `context.includeDeclaration` is true. An empty list off any name.
    func referencesReply(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let at = Self.documentPosition(params) else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'position' are required")]
        }
        guard let context = graphContext(uri: at.uri, allFlows: true) else {
            return [JSONRPC.response(id: id, result: .array([]))]
        }
        let elements = Set(context.occurrences(atLine: at.line, character: at.character).map(\.element))
        let declarations: Bool
        if case .bool(let value)? = params["context"]?["includeDeclaration"] {
            declarations = value
        } else {
            declarations = false
        }
        var ranges = context.ranges()
        let locations = context.index.occurrences(of: elements, declarations: declarations).compactMap {
            ranges.locationValue($0.location)
        }
        return [JSONRPC.response(id: id, result: .array(locations))]
    }
}
