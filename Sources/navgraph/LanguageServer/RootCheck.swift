import _NavGraphCore

/// One check the server publishes: a graph through its main file, or a flow file with the graph it names.
struct RootCheck {
    /// A finding that has no code of its own: a flow file whose graph has errors, at its `graph:` value, with the
    /// graph's errors as related information.
    struct Finding {
        var location: SourceLocation
        var message: String
        var related: [Diagnostic]
    }

    /// The files whose diagnostics this check publishes (as given), empty ones included.
    var files: [String]
    var diagnostics: [Diagnostic]
    var findings: [Finding] = []
    /// The text of every file read, by path as given.
    var sources: [String: String]
    /// Every path read (as given and canonical): a change to one of them checks this again.
    var reads: Set<String>

    /// The graph whose main file is `root`, from its check: every file of the graph is published.
    init(graph checked: CheckResult, root: String, canonical: String?) {
        var files = Set(checked.sources.keys)
        files.insert(root)
        for diagnostic in checked.diagnostics { files.insert(diagnostic.location.file) }
        self.files = files.sorted()
        diagnostics = checked.diagnostics
        sources = checked.sources
        reads = files.union(checked.includedFiles)
        if let canonical { reads.insert(canonical) }
    }

    /// The flow file `path`: what `navgraph test` reports when it loads it (its own diagnostics, then whether its
    /// graph can be found and has errors), not a run of its flows. Only the flow file is published. `checkGraph`
    /// checks the graph by its main file (the server's cache, shared with that graph's own diagnostics).
    init(
        flowFile path: String, sources provider: some SourceProvider, limits: Limits,
        checkGraph: (String) -> CheckResult
    ) {
        files = [path]
        reads = [path]
        sources = [:]
        diagnostics = []
        if let canonical = provider.canonicalPath(of: path) { reads.insert(canonical) }
        let bytes: [UInt8]
        do throws(SourceError) {
            bytes = try provider.contents(of: path, limit: limits.fileSize)
        } catch {
            return
        }
        sources[path] = String(decoding: bytes, as: UTF8.self)
        let decoded = FlowFileDecoder.decode(bytes, path: path, limits: limits)
        diagnostics = decoded.diagnostics
        guard let file = decoded.file, let graph = file.graph else { return }
        let located = FlowFileDecoder.graphPath(of: file, sources: provider)
        diagnostics += located.diagnostics
        guard let graphPath = located.path else { return }
        let checked = checkGraph(graphPath)
        reads.formUnion(checked.sources.keys)
        reads.formUnion(checked.includedFiles)
        if let canonical = provider.canonicalPath(of: graphPath) { reads.insert(canonical) }
        let errors = checked.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return }
        sources.merge(checked.sources) { own, _ in own }
        let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
        findings.append(
            Finding(
                location: graph.location, message: "the graph '\(graph.value)' has \(count): its flows cannot run",
                related: Array(errors.prefix(Self.relatedLimit))))
    }

    /// The most graph errors a flow file's finding lists.
    static let relatedLimit = 20

    /// Whether `path` names a flow file (`*.navflow.yaml`), checked as one.
    static func isFlowFile(_ path: String) -> Bool { TestCommand.isFlowFileName(path) }
}
