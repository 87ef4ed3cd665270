import NavGraphCore

/// `navgraph graph [--format mermaid|dot] PATH`: prints a graph as a diagram.
enum GraphCommand {
    static let spec = CommandSpec(
        name: "graph",
        usage: "graph [--format mermaid|dot] PATH",
        summary: "Print a graph as a diagram (Mermaid or Graphviz DOT).",
        details: """
            Screens are boxes labelled with their id and title (the root stands out); segues are arrows labelled
            with their id: solid for show, dashed (DOT) or thick (Mermaid) for modal and showDetail, dotted for
            unwind. A graph with errors is not drawn: its errors are printed on standard error (exit status 1).
            """,
        options: [
            .value(
                "format", "FORMAT", allowed: GraphDiagram.Format.allCases.map(\.rawValue),
                "mermaid (default) or dot")
        ] + DiagnosticOptions.limitSpecs
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: "expected one graph file", hint: "usage: navgraph \(spec.usage)")
        }
        guard FileSystemSources.kind(of: path) == .regularFile else {
            throw UsageError(message: "no such graph file: '\(path)'", hint: nil)
        }
        let format = arguments.value("format").flatMap(GraphDiagram.Format.init(rawValue:)) ?? .mermaid
        let result = Pipeline.check(
            mainFile: path, sources: FileSystemSources(), limits: try DiagnosticOptions.limits(from: arguments))
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let definition = result.definition, errors.isEmpty else {
            console.printError(TextRenderer.render(errors, sources: result.sources), terminator: "")
            console.printError("navgraph: error: the graph has errors; nothing to draw")
            return .failure
        }
        console.print(GraphDiagram.render(definition, format: format))
        return .success
    }
}
