import _NavGraphCore

/// `navgraph generate --output DIR [--access-level LEVEL] PATH ...`: writes the route code of each main graph.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        usage: "generate --output DIR [--access-level internal|package|public] [options] PATH ...",
        summary: "Generate the Swift route code of each graph into DIR.",
        details: """
            Each PATH is a graph file or a folder, as for 'validate'. Every main graph file gives one Swift file,
            named after the graph file: settings.navgraph.yaml -> settings.navgraph.swift. When any graph has an
            error, the diagnostics are printed and nothing is written (exit status 1). A file is rewritten only
            when its bytes change, so an unchanged graph does not make the module recompile. A part file given
            on the command line (screens only, no 'graph:' or 'root:') gets a file holding only a comment, so that
            every graph file given has its output (what a build plugin declares); its problems are reported with
            the graph that includes it. Every output is decided and its path checked before any is written: two
            outputs whose names differ only by case (one file on macOS), or an output path taken by a folder, a
            symbolic link or another file that is not a regular file, stop the run with nothing written (exit
            status 2). Each file is written to a temporary file in DIR and renamed into place.
            """,
        options: [output.spec, accessLevel.spec] + DiagnosticOptions.specs
    )

    static let output = Option.text("output", "DIR", "the folder to write into (created if missing); required")
    static let accessLevel = Option<AccessLevel>.choice(
        "access-level", "LEVEL", "access level of the generated declarations: internal (default), package or public")

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        var options = try DiagnosticOptions(arguments, console: console)
        options.summaryWhenClean = false
        guard let output = try arguments.value(of: output), !output.isEmpty else {
            throw UsageError(message: "missing '--output DIR'", hint: "see 'navgraph help generate'")
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing graph file or folder", hint: "see 'navgraph help generate'")
        }
        let accessLevel = try arguments.value(of: accessLevel) ?? .internal
        let files = try GraphFileFinder().find(arguments.positionals)
        let result = Pipeline.generate(
            files: files, sources: FileSystemSources(),
            options: GenerationOptions(accessLevel: accessLevel, limits: options.limits))
        let status = ValidateCommand.report(result.checked, options: options, console: console)
        guard status == .success else { return status }
        if let clash = result.clash {
            throw UsageError(message: clash.description, hint: "rename one of the graph files")
        }
        try OutputWriter(folder: output).write(result.files)
        return .success
    }
}
