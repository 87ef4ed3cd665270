/// NG101 across files: two graphs checked together that take one `graph:` name. Each generated file declares an
/// enum of that name at the top level of its module, so the two cannot be compiled into one target.
enum GraphNameClashes {
    /// Adds the diagnostic to every graph after the first of each name, pointing at the first.
    static func report(in graphs: inout [CheckedFiles.CheckedGraph], asErrors: Bool) {
        var first: [String: SourceLocation] = [:]
        for position in graphs.indices {
            guard graphs[position].result.isMainFile, let name = graphs[position].result.graph?.name else { continue }
            guard let earlier = first[name.value] else {
                first[name.value] = name.location
                continue
            }
            let diagnostic = Diagnostic.graphNameTaken(name, first: earlier, asError: asErrors)
            graphs[position].result.diagnostics.append(diagnostic)
        }
    }
}

extension Diagnostic {
    /// NG101: a graph name another graph of the same run already takes.
    static func graphNameTaken(_ name: Located<String>, first: SourceLocation, asError: Bool) -> Diagnostic {
        let consequence =
            asError
            ? "their generated code would declare two enums '\(name.value)' in one module"
            : "their generated code cannot share a target, where it would declare two enums '\(name.value)'"
        return Diagnostic(
            .invalidIdentifier,
            "graph name '\(name.value)' is also the name of another graph given with this one: \(consequence)",
            at: name.location,
            severity: asError ? .error : .warning,
            notes: [
                DiagnosticNote("'\(name.value)' first taken here", at: first),
                DiagnosticNote("rename one of the graphs"),
            ]
        )
    }
}
