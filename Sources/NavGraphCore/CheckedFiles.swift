/// What checking a set of graph files gave: the graphs, one per main file, and the files given that are only parts
/// of a graph. A file without `graph:` that a checked graph includes is part of that graph, not a graph of its own.
package struct CheckedFiles: Sendable {
    /// One graph checked.
    package struct CheckedGraph: Sendable {
        /// The main file, as given.
        package var file: String
        package var result: CheckResult
    }

    /// A file given that holds only screens for a graph to include.
    package struct PartFile: Sendable {
        /// The part, as given.
        package var file: String
        /// The main file of the (first) graph given that includes it, nil when none does.
        package var mainFile: String?
    }

    /// The graphs, in the order given (parts included by another graph left out).
    package var graphs: [CheckedGraph]
    /// The parts given, in the order given.
    package var parts: [PartFile]
    /// Every diagnostic of every graph, in graph order; a part included by two graphs reports once.
    package var diagnostics: [Diagnostic]
    /// Every file text read, by path as diagnostics name it (paths told apart by their bytes).
    package var sources: [(path: String, text: String)]
    /// How many distinct files the graphs were read from, and parts given.
    package var fileCount: Int

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Pipeline {
    /// Checks every one of `files`, one graph per main file. A part that no graph given includes is checked on its
    /// own, as a main file (it gets NG006), unless `orphanPartsAreGraphs` is false (generation, which a build plugin
    /// runs on one file at a time: the graph including the part reports its problems). With `lowering` false no
    /// graph is lowered to a definition (for `validate`, which only reports diagnostics). Two graphs of one `graph:`
    /// name are NG101: an error when `oneModule` (generation: the outputs are compiled together, where two enums of
    /// one name cannot be), else a warning (graphs validated together may belong to different targets).
    package static func check(
        files: [String],
        sources provider: some SourceProvider,
        limits: Limits = Limits(),
        orphanPartsAreGraphs: Bool = true,
        lowering: Bool = true,
        oneModule: Bool = false
    ) -> CheckedFiles {
        let checked = files.map {
            CheckedFiles.CheckedGraph(
                file: $0, result: check(mainFile: $0, sources: provider, limits: limits, lowering: lowering))
        }
        // Paths are compared by their bytes: two names that differ only by Unicode normalisation are two files.
        var includer: [[UInt8]: String] = [:]
        for graph in checked where graph.result.isMainFile {
            for part in graph.result.includedFiles where includer[Array(part.utf8)] == nil {
                includer[Array(part.utf8)] = graph.file
            }
        }
        var graphs: [CheckedFiles.CheckedGraph] = []
        var parts: [CheckedFiles.PartFile] = []
        for graph in checked {
            if !graph.result.isMainFile,
                let main = includer[Array((provider.canonicalPath(of: graph.file) ?? graph.file).utf8)]
            {
                parts.append(CheckedFiles.PartFile(file: graph.file, mainFile: main))
            } else if !orphanPartsAreGraphs, isPart(graph.result) {
                parts.append(CheckedFiles.PartFile(file: graph.file, mainFile: nil))
            } else {
                graphs.append(graph)
            }
        }
        GraphNameClashes.report(in: &graphs, asErrors: oneModule)
        var outcome = CheckedFiles(graphs: graphs, parts: parts, diagnostics: [], sources: [], fileCount: 0)
        var seen: Set<Diagnostic> = []
        var read: Set<[UInt8]> = []
        var sourcePaths: Set<[UInt8]> = []
        for graph in graphs {
            for diagnostic in graph.result.diagnostics where seen.insert(diagnostic).inserted {
                outcome.diagnostics.append(diagnostic)
            }
            for (path, text) in graph.result.sources where sourcePaths.insert(Array(path.utf8)).inserted {
                outcome.sources.append((path, text))
            }
            read.insert(Array((provider.canonicalPath(of: graph.file) ?? graph.file).utf8))
            read.formUnion(graph.result.includedFiles.map { Array($0.utf8) })
        }
        for part in parts {
            read.insert(Array((provider.canonicalPath(of: part.file) ?? part.file).utf8))
        }
        outcome.fileCount = read.count
        return outcome
    }

    /// Whether a file checked alone is a part: it could be read, and has neither `graph:` nor `root:` (a main file
    /// that lost only its `graph:` line is still reported as one).
    static func isPart(_ result: CheckResult) -> Bool {
        guard !result.isMainFile, let graph = result.graph else { return false }
        return graph.name == nil && graph.root == nil
    }
}
