extension FlowFileDecoder {
    /// The path of the graph `file` names, read through `sources`: relative to the flow file and confined to
    /// its folder tree as includes are (symlinks resolved, then containment checked), and named like a graph
    /// file after resolution too, so that no other file is ever read, or quoted in a diagnostic, as a graph.
    /// Nil with a diagnostic at `graph:` when it is not.
    package static func graphPath(of file: FlowFile, sources: some SourceProvider) -> (
        path: String?, diagnostics: [Diagnostic]
    ) {
        guard let graph = file.graph else { return (nil, []) }
        let folder = PathUtilities.directory(of: file.path)
        let path = PathUtilities.join(folder, graph.value)
        guard let canonical = sources.canonicalPath(of: path),
            let root = sources.canonicalPath(of: file.path).map(PathUtilities.directory(of:))
        else { return (nil, [.graphNotFound(graph)]) }
        guard PathUtilities.isInside(canonical, folder: root) else { return (nil, [.graphOutsideFolder(graph)]) }
        let name = PathUtilities.lastComponent(of: canonical)
        guard GraphFileNaming.isGraphFile(name) else { return (nil, [.graphLeadsElsewhere(graph, to: name)]) }
        return (path, [])
    }
}
