import NavGraphRuntime
import _NavGraphCore

/// The one graph file a command such as `simulate` or `graph` works on: checked, and lowered when it has no
/// errors.
enum SingleGraph {
    /// The definition of the only positional argument's graph; nil (errors printed on standard error, ending
    /// with "nothing to `purpose`") when it has errors. A missing or extra path is a usage error.
    static func load(
        _ arguments: ParsedArguments,
        spec: CommandSpec,
        purpose: String,
        console: Console
    ) throws(UsageError) -> GraphDefinition? {
        try check(arguments, spec: spec, purpose: purpose, console: console)?.definition
    }

    /// As `load`, with the whole check result (the graph as read, for where each screen came from).
    static func check(
        _ arguments: ParsedArguments,
        spec: CommandSpec,
        purpose: String,
        console: Console
    ) throws(UsageError) -> (definition: GraphDefinition, result: CheckResult)? {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: "expected one graph file", hint: "usage: navgraph \(spec.usage)")
        }
        switch FileSystemSources.kind(of: path) {
        case .regularFile: break
        case .missing: throw UsageError(message: "no such graph file: '\(path)'", hint: nil)
        case .inaccessible(let reason): throw UsageError(message: "cannot read '\(path)': \(reason)", hint: nil)
        case .directory: throw UsageError(message: "'\(path)' is a folder, not a graph file", hint: nil)
        case .other: throw UsageError(message: "'\(path)' is not a regular file", hint: nil)
        }
        let limits = try DiagnosticOptions.limits(from: arguments)
        let result = Pipeline.check(mainFile: path, sources: FileSystemSources(), limits: limits)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let definition = result.definition, errors.isEmpty else {
            // Source lines are quoted from graph files only: a file given by mistake (`/etc/passwd`) is named in
            // the diagnostics, never shown.
            let graphSources = result.sources.filter { GraphFileNaming.isGraphFile($0.key) }
            console.printError(TextRenderer.render(errors, sources: graphSources), terminator: "")
            console.printError("navgraph: error: the graph has errors; nothing to \(purpose)")
            return nil
        }
        return (definition, result)
    }
}
