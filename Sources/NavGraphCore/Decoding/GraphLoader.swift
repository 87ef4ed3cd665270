/// Reads a main graph file and the files it includes into a `Graph`.
enum GraphLoader {
    struct Result {
        var graph: Graph?
        var diagnostics: [Diagnostic]
        var sources: [String: String]
        var isMainFile: Bool
        var includedFiles: [String]
    }

    static func load(mainFile: String, sources: some SourceProvider, limits: Limits) -> Result {
        Result(graph: nil, diagnostics: [], sources: [:], isMainFile: true, includedFiles: [])
    }
}
