import _NavGraphCore

/// `textDocument/hover`.
extension LanguageServer {
    func hover(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let request = Self.documentPosition(params) else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'position' are required")]
        }
        guard let document = documents[request.uri] else { return [JSONRPC.response(id: id, result: .null)] }
        let lines = live.cache.lines(of: document)
        guard let word = lines.word(line: request.line, character: request.character),
            let markdown = hoverText(word, in: document, lines: lines)
        else { return [JSONRPC.response(id: id, result: .null)] }
        func position(_ character: Int) -> JSONValue {
            .object([("line", .int(word.line)), ("character", .int(character))])
        }
        let result = JSONValue.object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", .object([("start", position(word.start)), ("end", position(word.end))])),
        ])
        return [JSONRPC.response(id: id, result: result)]
    }

    private func hoverText(_ word: YAMLLines.Word, in document: TextDocument, lines: YAMLLines) -> String? {
        if let explanation = GraphHover.code(word.text) { return explanation }
        guard let context = YAMLCursorContext.at(line: word.line, character: word.end, in: lines) else {
            return nil
        }
        let graph = namesGraph(for: document, lines: lines)
        let keys = context.keys
        let isFlow = TestCommand.isFlowFileName(document.path)
        if word.isKey {
            if keys == ["screens"], let screen = graph?.screen(word.text), let graph {
                return GraphHover.screen(screen, in: graph)
            }
            if keys.count == 3, keys[0] == "screens", keys[2] == "segues",
                let segue = graph?.screen(keys[1])?.segues.first(where: { $0.id.value == word.text })
            {
                return GraphHover.segue(segue, from: keys[1])
            }
            if keys == ["segues"], let shared = graph?.sharedSegues.first(where: { $0.segue.id.value == word.text }) {
                return GraphHover.segue(shared.segue, from: nil)
            }
            if keys == ["containers"], let graph { return GraphHover.name(word.text, in: graph) }
            return isFlow ? nil : SchemaPlace.fileTop.following(context.path).meaning(of: word.text)
        }
        guard let graph else { return nil }
        if context.lastKey == "perform" || context.lastKey == "segue",
            let segue = (isFlow ? graph.segues(performedAs: word.text) : ownSegues(keys, graph, word.text)).first
        {
            let source = graph.screens.first { $0.segues.contains { $0.id.location == segue.id.location } }
            return GraphHover.segue(segue, from: source?.id.value)
        }
        return GraphHover.name(word.text, in: graph)
    }

    /// The segues named `name` of the screen a `segue:` value is under.
    private func ownSegues(_ keys: [String], _ graph: Graph, _ name: String) -> [SegueDeclaration] {
        guard keys.count >= 2, keys[0] == "screens" else { return [] }
        return graph.screen(keys[1])?.segues.filter { $0.id.value == name } ?? []
    }
}

extension YAMLLines {
    /// A name under a position: its text, line and UTF-16 span, and whether a key's `:` follows it.
    struct Word {
        var text: String
        var line: Int
        var start: Int
        var end: Int
        var isKey: Bool
    }

    /// The name (letters, digits, `_`, `.`) the position is on or just after; nil when there is none.
    func word(line: Int, character: Int) -> Word? {
        guard line >= 0, line < count else { return nil }
        let units = Array(units(of: line))
        func isName(_ unit: UInt16) -> Bool {
            (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
                || unit == 0x5F || unit == 0x2E
        }
        let cursor = min(max(character, 0), units.count)
        var start = cursor
        while start > 0, isName(units[start - 1]) { start -= 1 }
        var end = cursor
        while end < units.count, isName(units[end]) { end += 1 }
        guard start < end else { return nil }
        var after = end
        while after < units.count, units[after] == 0x20 { after += 1 }
        let isKey =
            after < units.count && units[after] == 0x3A && (after + 1 == units.count || units[after + 1] == 0x20)
        return Word(
            text: String(decoding: units[start..<end], as: UTF16.self), line: line, start: start, end: end,
            isKey: isKey)
    }
}
