import _NavGraphCore

/// `navgraph validate [PATH ...]`: checks graphs and prints their diagnostics.
enum ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        usage: "validate [options] [PATH ...]",
        summary: "Check graph files and print their diagnostics.",
        details: """
            Each PATH is a graph file (taken whatever its name) or a folder, searched recursively for
            *.navgraph.yaml and *.navgraph.yml (hidden folders and .build skipped). Default: the current folder.
            A file without 'graph:' that another graph includes is checked as part of that graph.

            Exit status: 0 no errors, 1 errors (or warnings with --warnings-as-errors), 2 usage or I/O problem.
            """,
        options: DiagnosticOptions.specs
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let options = try DiagnosticOptions(arguments, console: console)
        let files = try GraphFileFinder().find(arguments.positionals.isEmpty ? ["."] : arguments.positionals)
        // Validation only reports: the graph is not lowered to a definition (generation does that).
        let checked = Pipeline.check(
            files: files, sources: FileSystemSources(), limits: options.limits, lowering: false)
        return report(checked, options: options, console: console)
    }

    /// Prints the diagnostics of the files checked as `options` say; 1 when an error is among them, else 0.
    static func report(_ checked: CheckedFiles, options: DiagnosticOptions, console: Console) -> ExitStatus {
        let shown = options.shown(checked.diagnostics)
        console.print(options.render(shown, sources: checked.sources, fileCount: checked.fileCount))
        return shown.contains { $0.severity == .error } ? .failure : .success
    }
}
