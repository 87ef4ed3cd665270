import _NavGraphCore

/// `navgraph test [PATH ...]`: runs the flow tests of `*.navflow.yaml` files (docs/flows.md) and ends with the line
/// `N passed, N failed`.
enum TestCommand {
    static let spec = CommandSpec(
        name: "test",
        usage: "test [options] [PATH ...]",
        summary: "Run the flow tests of *.navflow.yaml files (folders are searched; default: .).",
        details: """
            A flow file names a graph (relative to itself) and lists flows; each flow starts from a fresh router
            showing the root and runs its steps, simulate commands, checking the state after a step against its
            'expect' (a subset of the state's keys). 'setup' steps run before each flow's own; 'steps' names
            step lists that a step '- use: NAME' (or a YAML alias to the list) runs in place. A refused step fails
            its flow unless its 'expect' names 'error' or 'errorKind'. The graph must be a *.navgraph.yaml file
            in the flow file's folder or below it. The last line of the output is 'N passed, N failed'.

            --coverage reports, per graph, the screens shown, segues performed, items tapped (bar items, menu
            entries, alert actions), tabs selected and link patterns opened, with the names left out; then a
            line 'coverage: P% (N of M exercised)'. --coverage-format json or lcov writes the report to
            --coverage-output FILE (text may go there too). --min-coverage PERCENT fails the run when the total
            is below it. Any of these options turns coverage on.

            Exit status: 0 all flows passed, 1 a flow failed (or a flow file or its graph has errors, or no flow
            was found, or the coverage is below --min-coverage), 2 usage or I/O problem.
            """,
        options: [verbose.spec] + FlowCoverageOptions.specs + DiagnosticOptions.limitSpecs
    )

    static let verbose = Flag("verbose", "list every flow, passed ones too")

    static func isFlowFileName(_ name: String) -> Bool {
        name.hasSuffix(".navflow.yaml") || name.hasSuffix(".navflow.yml")
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let limits = try DiagnosticOptions.limits(from: arguments)
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let files = try GraphFileFinder(isWanted: isFlowFileName).find(paths)
        let verbose = arguments[verbose]
        let coverageOptions = try FlowCoverageOptions(arguments)
        var coverage = FlowCoverageOptions.Collected()
        var passed = 0
        var failed = 0
        for file in files {
            let results = runFile(file, limits: limits, recordingCoverage: coverageOptions != nil, console: console)
            if let graph = results.graph { coverage.add(results.outcomes, of: graph, flowFile: file) }
            for outcome in results.outcomes {
                if outcome.passed {
                    passed += 1
                    if verbose { console.print(FlowReport.passed(file: file, outcome: outcome)) }
                } else {
                    failed += 1
                    console.print(FlowReport.failed(file: file, outcome: outcome))
                }
            }
            failed += results.brokenFiles
        }
        if passed + failed == 0 {
            console.printError(
                "navgraph: error: no flow tests (*.navflow.yaml) found under \(paths.joined(separator: ", "))")
        }
        var coverageMet = true
        if let coverageOptions, passed + failed > 0 {
            coverageMet = try coverageOptions.report(coverage, console: console)
        }
        console.print("\(passed) passed, \(failed) failed\n")
        return failed == 0 && passed > 0 && coverageMet ? .success : .failure
    }

    /// The outcomes of one flow file's flows and the graph they ran on; a file that cannot be run at all counts as
    /// one failure.
    private static func runFile(_ file: String, limits: Limits, recordingCoverage: Bool, console: Console) -> (
        outcomes: [FlowOutcome], brokenFiles: Int, graph: Graph?
    ) {
        let sources = FileSystemSources()
        let bytes: [UInt8]
        do throws(SourceError) {
            bytes = try sources.contents(of: file, limit: limits.fileSize)
        } catch {
            console.print(FlowReport.broken(file: file, reason: "cannot be read (\(error))"))
            return ([], 1, nil)
        }
        let decoded = FlowFileDecoder.decode(bytes, path: file, limits: limits)
        let text = String(decoding: bytes, as: UTF8.self)
        let located = decoded.file.map { FlowFileDecoder.graphPath(of: $0, sources: sources) }
        let diagnostics = decoded.diagnostics + (located?.diagnostics ?? [])
        let errors = diagnostics.filter { $0.severity == .error }
        guard let flowFile = decoded.file, errors.isEmpty, let graph = flowFile.graph, let graphPath = located?.path
        else {
            console.print(FlowReport.broken(file: file, reason: "the flow file has errors"))
            console.print(TextRenderer.render(diagnostics, sources: [file: text]))
            return ([], 1, nil)
        }
        let checked = Pipeline.check(mainFile: graphPath, sources: sources, limits: limits)
        guard let definition = checked.definition, let model = checked.graph else {
            console.print(FlowReport.broken(file: file, reason: "its graph '\(graph.value)' has errors"))
            let graphErrors = checked.diagnostics.filter { $0.severity == .error }
            console.print(TextRenderer.render(graphErrors, sources: checked.sources))
            return ([], 1, nil)
        }
        let outcomes = flowFile.flows.map {
            FlowRunner.run(
                $0, definition: definition, rootArguments: flowFile.rootArguments, entry: flowFile.entry,
                recordingCoverage: recordingCoverage)
        }
        return (outcomes, 0, model)
    }
}
