import _NavGraphCore

/// What publishing diagnostics keeps between messages: the delay, the graphs waiting for quiet input, where each
/// part opened alone is checked from, and what was published.
struct LiveDiagnostics {
    /// How long the input must be quiet after a change before the graph is checked, in milliseconds
    /// (`initializationOptions.diagnosticsDelay`, 0 to 10,000; 0 checks at every change).
    var delay = 150
    /// The graphs (by main file, or flow files) whose check waits for quiet input, in the order their changes came.
    private(set) var pending: [String] = []
    /// The main file that includes each part opened alone, by the part's path.
    var mainFiles: [String: String] = [:]
    /// The paths (as given and canonical) each last check read, by the main file or flow file checked.
    var filesOfRoot: [String: Set<String>] = [:]
    /// The URIs whose last published diagnostics were not empty, with the main file or flow file whose check
    /// published them.
    var shown: [String: String] = [:]
    /// The last checks, shared with requests.
    let cache = CheckCache()

    /// Reads the client's `initializationOptions` (unknown members and wrong types are ignored).
    mutating func configure(_ options: JSONValue?) {
        if let value = options?["diagnosticsDelay"]?.integer { delay = min(max(value, 0), 10_000) }
    }

    /// The main file or flow file `path` is checked as: the main file that includes it, else itself.
    func root(of path: String) -> String { mainFiles[path] ?? path }

    /// How long the loop waits for input before telling the server the input is idle; nil when no check waits.
    var idleDelay: Int? { pending.isEmpty ? nil : delay }

    /// Adds graphs to check once the input is quiet (each once).
    mutating func schedule(_ roots: [String]) {
        for root in roots where !pending.contains(root) { pending.append(root) }
    }

    /// The graphs waiting, now taken out.
    mutating func takePending() -> [String] {
        defer { pending = [] }
        return pending
    }
}
