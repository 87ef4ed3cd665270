public import NavGraphRuntime

/// What loading and checking one main graph file produced.
public struct CheckResult: Sendable {
    /// The graph as read, nil when its main file could not be read or parsed at all.
    package var graph: Graph?
    /// The lowered definition, present only when the graph has no errors.
    public var definition: GraphDefinition?
    /// Every diagnostic, in file/line/column order, with `lint.disable` applied.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, by path as given, for printing source lines.
    package var sources: [String: String]
    /// Whether the main file declares `graph:` (a file without it is only a part to include).
    package var isMainFile: Bool
    /// Canonical paths of every file the graph included, transitively.
    package var includedFiles: [String]
    /// The diagnostics of reading the files, before validation (what an edit read again replaces in part).
    package var loadDiagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The compiler as one function per stage: parse and decode (with includes) → validate → lower.
public enum Pipeline {
    /// Loads `mainFile` and every file it includes, validates the graph and, when it has no errors, lowers it
    /// to a `GraphDefinition`.
    public static func check(
        mainFile: String,
        sources provider: some SourceProvider,
        limits: Limits = Limits()
    ) -> CheckResult {
        check(mainFile: mainFile, sources: provider, limits: limits, lowering: true)
    }

    /// As `check(mainFile:sources:limits:)`; with `lowering` false the definition is left nil (`validate` only
    /// reports diagnostics, and lowering finds none).
    package static func check(
        mainFile: String,
        sources provider: some SourceProvider,
        limits: Limits,
        lowering: Bool
    ) -> CheckResult {
        finish(GraphLoader.load(mainFile: mainFile, sources: provider, limits: limits), lowering: lowering)
    }

    /// The stages after reading: validation (when reading found no error), lowering, `lint.disable`, and the
    /// diagnostics in order.
    static func finish(_ loaded: GraphLoader.Result, lowering: Bool) -> CheckResult {
        var diagnostics = loaded.diagnostics
        var definition: GraphDefinition?
        if let graph = loaded.graph, loaded.isMainFile, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += Validator.validate(graph)
            if lowering, !diagnostics.contains(where: { $0.severity == .error }) {
                definition = GraphDefinition(validated: graph)
            }
        }
        if let graph = loaded.graph {
            diagnostics = LintSettings.apply(graph.disabledCodes, to: diagnostics)
        }
        diagnostics.sort { $0.location < $1.location }
        return CheckResult(
            graph: loaded.graph,
            definition: definition,
            diagnostics: diagnostics,
            sources: loaded.sources,
            isMainFile: loaded.isMainFile,
            includedFiles: loaded.includedFiles,
            loadDiagnostics: loaded.diagnostics
        )
    }
}

/// `lint.disable`: warnings and remarks of the listed codes are dropped; errors never are.
enum LintSettings {
    static func apply(_ disabled: [Located<String>], to diagnostics: [Diagnostic]) -> [Diagnostic] {
        let codes = Set(disabled.compactMap { DiagnosticCode(rawValue: $0.value) })
        guard !codes.isEmpty else { return diagnostics }
        return diagnostics.filter { $0.severity == .error || !codes.contains($0.code) }
    }
}
