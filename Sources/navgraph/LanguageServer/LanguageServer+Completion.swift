import _NavGraphCore

/// `textDocument/completion`.
extension LanguageServer {
    /// More candidates than this are narrowed to those containing the typed name, and the list is marked
    /// incomplete so the editor asks again as the user types.
    static let completionLimit = 1000

    func completion(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let request = Self.documentPosition(params) else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'position' are required")]
        }
        let empty = JSONValue.object([("isIncomplete", .bool(false)), ("items", .array([]))])
        guard let document = documents[request.uri] else { return [JSONRPC.response(id: id, result: empty)] }
        let lines = live.cache.lines(of: document)
        guard let context = YAMLCursorContext.at(line: request.line, character: request.character, in: lines)
        else { return [JSONRPC.response(id: id, result: empty)] }
        let graph = namesGraph(for: document, lines: lines)
        var candidates =
            TestCommand.isFlowFileName(document.path)
            ? FlowCompletion.candidates(context, graph: graph, lines: lines)
            : GraphCompletion.candidates(context, graph: graph)
        var incomplete = false
        if candidates.count > Self.completionLimit {
            let typed = context.partial.lowercased()
            candidates = Array(candidates.filter { $0.label.lowercased().contains(typed) }.prefix(Self.completionLimit))
            incomplete = true
        }
        let line = min(max(request.line, 0), lines.count - 1)
        let end = context.partialStart + context.partial.utf16.count
        let range = JSONValue.object([
            ("start", .object([("line", .int(line)), ("character", .int(context.partialStart))])),
            ("end", .object([("line", .int(line)), ("character", .int(end))])),
        ])
        let items = candidates.map { candidate in
            var members: [(String, JSONValue)] = [
                ("label", .string(candidate.label)), ("kind", .int(candidate.kind.rawValue)),
            ]
            if let detail = candidate.detail { members.append(("detail", .string(detail))) }
            if let documentation = candidate.documentation {
                members.append(
                    ("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))])))
            }
            let text = (context.followsColon ? " " : "") + (candidate.insertText ?? candidate.label)
            members.append(("filterText", .string(candidate.label)))
            members.append(("textEdit", .object([("range", range), ("newText", .string(text))])))
            return JSONValue.object(members)
        }
        return [
            JSONRPC.response(id: id, result: .object([("isIncomplete", .bool(incomplete)), ("items", .array(items))]))
        ]
    }
}
