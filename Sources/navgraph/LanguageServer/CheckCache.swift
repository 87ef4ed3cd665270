import _NavGraphCore

/// The last check of each graph, by its main file, kept until a document changes: requests and the diagnostics of
/// one edit share one check instead of checking the graph again each. A reference type, so that requests (which do
/// not change the server) can fill it.
final class CheckCache {
    private var results: [String: CheckResult] = [:]

    /// The last check of the graph whose main file is `root`, made by `check` when there is none.
    func result(forRoot root: String, _ check: (String) -> CheckResult) -> CheckResult {
        if let known = results[root] { return known }
        let checked = check(root)
        results[root] = checked
        return checked
    }

    /// Forgets every check: a document was opened, changed or closed, and any graph may read it.
    func invalidate() {
        results = [:]
    }
}
