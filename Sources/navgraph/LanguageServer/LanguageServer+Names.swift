import _NavGraphCore

/// What completion and hover read about an open document: its text's structure and the graph whose names it uses.
extension LanguageServer {
    /// The graph whose names the document uses: a graph file's own (for a part, that of the main file it is
    /// checked through), a flow file's `graph:`. Checked at most once per change of the open documents.
    func namesGraph(for document: TextDocument, lines: YAMLLines) -> Graph? {
        guard TestCommand.isFlowFileName(document.path) else {
            return live.cache.namesGraph(root: live.root(of: document.path), documents: documents, limits: limits)
        }
        guard let written = lines.topLevelValue(of: "graph"), GraphFileNaming.isGraphFile(written) else { return nil }
        let path = PathUtilities.join(PathUtilities.directory(of: document.path), written)
        return live.cache.namesGraph(root: live.root(of: path), documents: documents, limits: limits)
    }

    /// The document and LSP position a request's params name; nil when either is missing.
    static func documentPosition(_ params: JSONValue) -> (uri: String, line: Int, character: Int)? {
        guard let uri = params["textDocument"]?["uri"]?.string, let line = params["position"]?["line"]?.integer,
            let character = params["position"]?["character"]?.integer
        else { return nil }
        return (uri, line, character)
    }
}

extension YAMLLines {
    /// The plain value of a top-level key (`graph: shop.navgraph.yaml`).
    func topLevelValue(of name: String) -> String? {
        for line in 0..<count {
            guard let first = entries(of: line).first, first.column == 0, first.key == name else { continue }
            return first.value
        }
        return nil
    }
}
