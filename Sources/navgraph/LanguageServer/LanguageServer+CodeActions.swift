import _NavGraphCore

extension LanguageServer {
    /// `textDocument/codeAction`: quick fixes for the did-you-mean diagnostics in the requested range. A document
    /// that is not open, or a request whose `context.only` leaves out quick fixes, gets an empty list.
    func codeActions(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string, let range = params["range"],
            let start = Self.position(range["start"]), let end = Self.position(range["end"])
        else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'range' are required")]
        }
        // `only` lists kinds and their parents ("quickfix" covers "quickfix.x"): ours is "quickfix".
        if let only = params["context"]?["only"]?.elements, !only.contains(where: { $0.string == "quickfix" }) {
            return [JSONRPC.response(id: id, result: .array([]))]
        }
        guard let document = documents[uri] else { return [JSONRPC.response(id: id, result: .array([]))] }
        let actions = QuickFixes.actions(
            in: check(document), path: document.path, uri: uri, text: document.text, requested: (start, end))
        return [JSONRPC.response(id: id, result: .array(actions))]
    }
}
