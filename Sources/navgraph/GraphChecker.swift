import NavGraphCore

/// Checks the graph files found on the command line, one graph per main file. A file without `graph:` that a
/// checked graph includes is part of that graph, not a graph of its own; one that nothing includes is checked on
/// its own, as a main file.
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
        /// Every diagnostic of every graph, in graph order; a part included by two graphs reports once.
        var diagnostics: [Diagnostic]
        /// Every file text read, by path as diagnostics name it.
        var sources: [String: String]
        /// How many distinct files the graphs were read from.
        var fileCount: Int
    }

    var sources = FileSystemSources()
    var limits: Limits

    /// Checks every file of `files` (from `GraphFileFinder`).
    func check(_ files: [String]) -> Outcome {
        let checked = files.map {
            Checked(file: $0, result: Pipeline.check(mainFile: $0, sources: sources, limits: limits))
        }
        let included = Set(checked.filter(\.result.isMainFile).flatMap(\.result.includedFiles))
        let graphs = checked.filter { graph in
            graph.result.isMainFile || !included.contains(sources.canonicalPath(of: graph.file) ?? graph.file)
        }
        var outcome = Outcome(graphs: graphs, diagnostics: [], sources: [:], fileCount: 0)
        var seen: Set<Diagnostic> = []
        var files: Set<String> = []
        for graph in graphs {
            for diagnostic in graph.result.diagnostics where seen.insert(diagnostic).inserted {
                outcome.diagnostics.append(diagnostic)
            }
            outcome.sources.merge(graph.result.sources) { first, _ in first }
            files.insert(sources.canonicalPath(of: graph.file) ?? graph.file)
            files.formUnion(graph.result.includedFiles)
        }
        outcome.fileCount = files.count
        return outcome
    }
}
