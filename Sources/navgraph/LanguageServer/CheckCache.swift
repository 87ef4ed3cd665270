import _NavGraphCore

/// The last check of each graph file the requests needed, kept while no open document changes (its key is every
/// open document's version), so completion and hover on a large graph answer without checking it again; and the
/// last graph of each file that could be read at all, whose names serve while the text is halfway through an edit
/// that does not parse; and the lines of the document last asked about, read once per version.
final class CheckCache {
    private var lastLines: (uri: String, version: Int, text: String, lines: YAMLLines)?
    private var results: [String: (versions: [String: Int], result: CheckResult)] = [:]
    private var lastGraphs: [String: Graph] = [:]
    /// How many checks ran (for tests: a request after a check does not check again).
    private(set) var checksRun = 0

    /// The check of the graph whose main file is `path`, every open document read from memory.
    func result(mainFile path: String, documents: [String: TextDocument], limits: Limits) -> CheckResult {
        let versions = documents.mapValues(\.version)
        if let cached = results[path], cached.versions == versions { return cached.result }
        checksRun += 1
        let result = Pipeline.check(
            mainFile: path, sources: OpenDocumentSources(documents.values), limits: limits, lowering: false)
        results[path] = (versions, result)
        if let graph = result.graph { lastGraphs[path] = graph }
        return result
    }

    /// The lines of `document`, read again only when its version or text changed.
    func lines(of document: TextDocument) -> YAMLLines {
        if let last = lastLines, last.uri == document.uri, last.version == document.version, last.text == document.text
        {
            return last.lines
        }
        let lines = YAMLLines(document.text)
        lastLines = (document.uri, document.version, document.text, lines)
        return lines
    }

    /// The names to offer in the file `path`: the graph read from it when it is a main file, else the last graph
    /// of an open main file that includes it, else whatever the file declares itself (a part checked alone).
    func graph(
        forNamesIn path: String, documents: [String: TextDocument], limits: Limits
    ) -> Graph? {
        let own = result(mainFile: path, documents: documents, limits: limits)
        if own.isMainFile, let graph = own.graph { return graph }
        let includer = documents.values.lazy.filter { $0.path != path }.compactMap { document -> Graph? in
            guard let graph = self.lastGraphs[document.path], graph.files.contains(path) else { return nil }
            return graph
        }.first
        return includer ?? own.graph ?? lastGraphs[path]
    }
}
