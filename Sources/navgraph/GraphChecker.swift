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
        /// The files given that are parts of a graph: each with the main file of the (first) graph including it.
        var parts: [(file: String, mainFile: String)]
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
        var includer: [String: String] = [:]
        for graph in checked where graph.result.isMainFile {
            for part in graph.result.includedFiles where includer[part] == nil {
                includer[part] = graph.file
            }
        }
        var graphs: [Checked] = []
        var parts: [(file: String, mainFile: String)] = []
        for graph in checked {
            if !graph.result.isMainFile, let main = includer[sources.canonicalPath(of: graph.file) ?? graph.file] {
                parts.append((graph.file, main))
            } else {
                graphs.append(graph)
            }
        }
        var outcome = Outcome(graphs: graphs, parts: parts, diagnostics: [], sources: [:], fileCount: 0)
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
