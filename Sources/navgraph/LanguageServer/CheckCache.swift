import _NavGraphCore

/// The last check of each graph, by its main file, with its name index built on first use, kept until a document is
/// opened, changed or closed: requests and the diagnostics of one edit share one check instead of checking the
/// graph again each. A reference type, so that requests (which do not change the server) can fill it. Files on the
/// disk are not watched: a change there is seen at the next check.
final class CheckCache {
    private var results: [String: CheckResult] = [:]
    private var indexes: [String: NameIndex?] = [:]

    /// The last check of the graph whose main file is `root`, made by `check` when there is none.
    func result(forRoot root: String, _ check: (String) -> CheckResult) -> CheckResult {
        if let known = results[root] { return known }
        let checked = check(root)
        results[root] = checked
        return checked
    }

    /// The check of `mainFile` with `documents` open, and the index of its graph (nil when it has none).
    func checked(
        mainFile: String, documents: [String: TextDocument], limits: Limits
    ) -> (checked: CheckResult, index: NameIndex?) {
        let result = result(forRoot: mainFile) {
            Pipeline.check(
                mainFile: $0, sources: OpenDocumentSources(documents.values), limits: limits, lowering: false)
        }
        if let index = indexes[mainFile] { return (result, index) }
        let index = result.graph.map(NameIndex.init)
        indexes[mainFile] = index
        return (result, index)
    }

    /// Forgets every check: a document was opened, changed or closed, and any graph may read it.
    func invalidate() {
        results = [:]
        indexes = [:]
    }
}
