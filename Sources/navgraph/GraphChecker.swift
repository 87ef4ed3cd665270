import NavGraphCore

/// Checks the graph files found on the command line, one graph per main file. A file without `graph:` that a
/// checked graph includes is part of that graph, not a graph of its own. A part that nothing given includes is
/// checked on its own, as a main file (`validate`: it gets NG006), unless `orphanPartsAreGraphs` is false
/// (`generate`, run by the build plugin on one file at a time: the graph including it reports its problems).
struct GraphChecker {
    /// One graph checked.
    struct Checked {
        /// The main file, as found.
        var file: String
        var result: CheckResult
    }

    /// Everything the files gave.
    struct Outcome {
        /// The graphs, in file order (parts included by another graph left out).
        var graphs: [Checked]
        /// The files given that are parts of a graph: each with the main file of the (first) graph including it,
        /// nil when no graph given includes it.
        var parts: [(file: String, mainFile: String?)]
        /// Every diagnostic of every graph, in graph order; a part included by two graphs reports once.
        var diagnostics: [Diagnostic]
        /// Every file text read, by path as diagnostics name it (paths told apart by their bytes).
        var sources: [(path: String, text: String)]
        /// How many distinct files the graphs were read from, and parts given.
        var fileCount: Int
    }

    var sources = FileSystemSources()
    var limits: Limits
    /// Whether a part that no graph given includes is checked as a main file.
    var orphanPartsAreGraphs = true

    /// Checks every file of `files` (from `GraphFileFinder`).
    func check(_ files: [String]) -> Outcome {
        let checked = files.map {
            Checked(file: $0, result: Pipeline.check(mainFile: $0, sources: sources, limits: limits))
        }
        // Paths are compared by their bytes: two names that differ only by Unicode normalisation are two files.
        var includer: [[UInt8]: String] = [:]
        for graph in checked where graph.result.isMainFile {
            for part in graph.result.includedFiles where includer[Array(part.utf8)] == nil {
                includer[Array(part.utf8)] = graph.file
            }
        }
        var graphs: [Checked] = []
        var parts: [(file: String, mainFile: String?)] = []
        for graph in checked {
            if !graph.result.isMainFile,
                let main = includer[Array((sources.canonicalPath(of: graph.file) ?? graph.file).utf8)]
            {
                parts.append((graph.file, main))
            } else if !orphanPartsAreGraphs, Self.isPart(graph.result) {
                parts.append((graph.file, nil))
            } else {
                graphs.append(graph)
            }
        }
        var outcome = Outcome(graphs: graphs, parts: parts, diagnostics: [], sources: [], fileCount: 0)
        var seen: Set<Diagnostic> = []
        var files: Set<[UInt8]> = []
        var sourcePaths: Set<[UInt8]> = []
        for graph in graphs {
            for diagnostic in graph.result.diagnostics where seen.insert(diagnostic).inserted {
                outcome.diagnostics.append(diagnostic)
            }
            for (path, text) in graph.result.sources where sourcePaths.insert(Array(path.utf8)).inserted {
                outcome.sources.append((path, text))
            }
            files.insert(Array((sources.canonicalPath(of: graph.file) ?? graph.file).utf8))
            files.formUnion(graph.result.includedFiles.map { Array($0.utf8) })
        }
        for part in parts {
            files.insert(Array((sources.canonicalPath(of: part.file) ?? part.file).utf8))
        }
        outcome.fileCount = files.count
        return outcome
    }

    /// Whether a file checked alone is a part: it could be read, and has neither `graph:` nor `root:` (a main file
    /// that lost only its `graph:` line is still reported as one).
    static func isPart(_ result: CheckResult) -> Bool {
        guard !result.isMainFile, let graph = result.graph else { return false }
        return graph.name == nil && graph.root == nil
    }
}
