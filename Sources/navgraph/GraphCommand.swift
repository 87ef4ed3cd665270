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
        let format = arguments.value("format").flatMap(GraphDiagram.Format.init(rawValue:)) ?? .mermaid
        guard let definition = try SingleGraph.load(arguments, spec: spec, purpose: "draw", console: console) else {
            return .failure
        }
        console.print(GraphDiagram.render(definition, format: format))
        return .success
    }
}
