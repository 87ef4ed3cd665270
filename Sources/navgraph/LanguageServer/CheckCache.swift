import _NavGraphCore

/// What requests and diagnostics share between messages, so that on a large graph they answer without checking it
/// again: the last check of each graph (by its main file) with its name index built on first use, kept until a
/// document is opened, changed or closed; the check a change made stale, from which the next check reads again only
/// the screen the change falls in (`Pipeline.recheck`); the last graph of each main file that could be read at all,
/// whose names serve while the text is halfway through an edit that does not parse; and the lines of the document
/// last asked about. A reference type, so that requests (which do not change the server) can fill it. Files on the
/// disk are not watched: a change there is seen at the next check.
final class CheckCache {
    private var results: [String: CheckResult] = [:]
    /// The checks the changes since made stale, with the one file those changes were made to (nil when they were
    /// made to several files).
    private var stale: [String: (result: CheckResult, changed: String?)] = [:]
    private var indexes: [String: NameIndex?] = [:]
    private var lastGraphs: [String: Graph] = [:]
    private var lastLines: (uri: String, version: Int, text: String, lines: YAMLLines)?
    /// How many checks ran (for tests: a request after a check does not check again).
    private(set) var checksRun = 0
    /// How many of them read one edited screen again instead of the whole graph.
    private(set) var screensReadAgain = 0

    /// The check of the graph whose main file is `root` with `documents` open: the last one; else, after changes to
    /// one file inside one screen, the stale check with that screen read again; else a whole check.
    func graphCheck(root: String, documents: [String: TextDocument], limits: Limits) -> CheckResult {
        if let known = results[root] { return known }
        checksRun += 1
        var checked: CheckResult?
        if let (previous, changed) = stale[root], let changed, previous.sources[changed] != nil,
            let document = documents.values.first(where: { $0.path == changed })
        {
            checked = Pipeline.recheck(previous, file: changed, text: document.text, limits: limits, lowering: false)
            if checked != nil { screensReadAgain += 1 }
        }
        let result =
            checked
            ?? Pipeline.check(
                mainFile: root, sources: OpenDocumentSources(documents.values), limits: limits, lowering: false)
        results[root] = result
        stale[root] = nil
        let readWhole = !result.diagnostics.contains { $0.code == .yamlSyntax }
        if result.isMainFile, readWhole, let graph = result.graph { lastGraphs[root] = graph }
        return result
    }

    /// The check of `mainFile` with `documents` open, and the index of its graph (nil when it has none).
    func checked(
        mainFile: String, documents: [String: TextDocument], limits: Limits
    ) -> (checked: CheckResult, index: NameIndex?) {
        let result = graphCheck(root: mainFile, documents: documents, limits: limits)
        if let index = indexes[mainFile] { return (result, index) }
        let index = result.graph.map(NameIndex.init)
        indexes[mainFile] = index
        return (result, index)
    }

    /// The graph whose names serve in the files of `root`'s graph: the graph of its check, else, while one of its
    /// files is not well-formed YAML (NG001: an edit is halfway through, and the graph read lacks that file's
    /// names), the last graph read whole.
    func namesGraph(root: String, documents: [String: TextDocument], limits: Limits) -> Graph? {
        let result = checked(mainFile: root, documents: documents, limits: limits).checked
        let halfRead = result.graph == nil || result.diagnostics.contains { $0.code == .yamlSyntax }
        return halfRead ? lastGraphs[root] ?? result.graph : result.graph
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

    /// Forgets every check (not the last graphs): a document was opened or closed, and any graph may read it.
    func invalidate() {
        results = [:]
        indexes = [:]
        stale = [:]
    }

    /// Forgets every check, keeping each as the stale check the next one may start from: the document at `path`
    /// changed.
    func invalidate(changed path: String) {
        for (root, entry) in stale where entry.changed != path { stale[root] = (entry.result, nil) }
        for (root, result) in results { stale[root] = (result, path) }
        results = [:]
        indexes = [:]
    }
}
