extension FlowFileDecoder {
    /// The path of the graph `file` names, read through `sources`: relative to the flow file and confined to
    /// its folder tree as includes are (symlinks resolved, then containment checked), and named like a graph
    /// file after resolution too, so that no other file is ever read, or quoted in a diagnostic, as a graph.
    /// Nil with a diagnostic at `graph:` when it is not.
    public static func graphPath(of file: FlowFile, sources: some SourceProvider) -> (
        path: String?, diagnostics: [Diagnostic]
    ) {
        guard let graph = file.graph else { return (nil, []) }
        let folder = PathUtilities.directory(of: file.path)
        let path = PathUtilities.join(folder, graph.value)
        guard let canonical = sources.canonicalPath(of: path),
            let root = sources.canonicalPath(of: file.path).map(PathUtilities.directory(of:))
        else {
            return (nil, [Diagnostic(.ng010, "graph file '\(graph.value)' not found", at: graph.location)])
        }
        guard PathUtilities.isInside(canonical, folder: root) else {
            let note = DiagnosticNote("a flow file's graph must be in the flow file's folder or below it")
            return (
                nil,
                [
                    Diagnostic(
                        .ng010, "graph file '\(graph.value)' is outside the flow file's folder", at: graph.location,
                        notes: [note])
                ]
            )
        }
        guard isGraphFileName(PathUtilities.lastComponent(of: canonical)) else {
            let note = DiagnosticNote("it leads to '\(PathUtilities.lastComponent(of: canonical))'")
            return (
                nil,
                [
                    Diagnostic(
                        .ng010, "graph file '\(graph.value)' is not a *.navgraph.yaml file", at: graph.location,
                        notes: [note])
                ]
            )
        }
        return (path, [])
    }
}
