import NavGraphRuntime
import _NavGraphCore

/// One side of `navgraph diff`: the graph files a path names (on the disk, or in a git revision with `git:REV`),
/// checked, each with its path from the folder given so that graphs can be paired.
struct DiffInputs {
    /// A graph of this side that has no errors.
    struct Side {
        /// Its path from the folder given (its file name when a file was given).
        var relativePath: String
        var side: DiffSide
    }

    var graphs: [Side] = []
    /// Whether the path named one file (not a folder).
    var isSingleFile = false
    /// The errors of the graphs, rendered; empty when every graph loads.
    var errorText = ""

    /// Reads the graphs at `path` from the disk, or at the other side's path in git revision `revision`.
    init(path: String, revision: String?, limits: Limits) throws(UsageError) {
        if let revision {
            let sources = try GitSources(revision: revision)
            let (files, folder) = try sources.graphFiles(at: path)
            isSingleFile = folder == nil
            load(files, folder: folder, sources: sources, limits: limits)
        } else {
            let files = try GraphFileFinder().find([path])
            let isFolder = FileSystemSources.kind(of: path) == .directory
            isSingleFile = !isFolder
            load(files, folder: isFolder ? path : nil, sources: FileSystemSources(), limits: limits)
        }
    }

    private mutating func load(_ files: [String], folder: String?, sources: some SourceProvider, limits: Limits) {
        let checked = Pipeline.check(files: files, sources: sources, limits: limits)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            let graphSources = Dictionary(
                checked.sources.filter { GraphFileNaming.isGraphFile($0.path) }, uniquingKeysWith: { first, _ in first }
            )
            errorText = TextRenderer.render(errors, sources: graphSources)
            return
        }
        for graph in checked.graphs {
            guard let read = graph.result.graph, let definition = graph.result.definition else { continue }
            graphs.append(
                Side(
                    relativePath: Self.relative(graph.file, to: folder),
                    side: DiffSide(graph: read, definition: definition)))
        }
    }

    /// `file`'s path from `folder` (its last component when no folder was given).
    private static func relative(_ file: String, to folder: String?) -> String {
        guard let folder else { return PathUtilities.lastComponent(of: file) }
        let path = PathUtilities.normalize(file)
        let base = PathUtilities.normalize(folder)
        if base == "." { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The changes from `old` to `new`: graphs paired by graph name, then by path; a graph on one side only is
    /// added or removed as a whole.
    /// Two files given are compared whatever their graph names.
    static func changes(from old: DiffInputs, to new: DiffInputs) -> [GraphChange] {
        if old.isSingleFile, new.isSingleFile, let before = old.graphs.first, let after = new.graphs.first {
            return GraphDiff.compare(before.side, after.side)
        }
        var remaining = old.graphs
        var changes: [GraphChange] = []
        var unpaired: [Side] = []
        for graph in new.graphs {
            if let index = remaining.firstIndex(where: { $0.side.definition.name == graph.side.definition.name }) {
                changes += GraphDiff.compare(remaining.remove(at: index).side, graph.side)
            } else {
                unpaired.append(graph)
            }
        }
        for graph in unpaired {
            if let index = remaining.firstIndex(where: { $0.relativePath == graph.relativePath }) {
                changes += GraphDiff.compare(remaining.remove(at: index).side, graph.side)
            } else {
                changes.append(GraphDiff.wholeGraph(graph.side, added: true))
            }
        }
        changes += remaining.map { GraphDiff.wholeGraph($0.side, added: false) }
        return changes
    }
}
