import NavGraphRuntime
import _NavGraphCore

/// `navgraph graph [--format mermaid|dot] [--output FILE] [--focus SCREEN [--depth N]] [--collapse shared]
/// [--color-by METRIC] PATH`: a graph as a diagram, printed or written to a file (see docs/diagrams.md).
enum GraphCommand {
    static let spec = CommandSpec(
        name: "graph",
        usage:
            "graph [--format mermaid|dot] [--output FILE] [--focus SCREEN [--depth N]] [--collapse shared] "
            + "[--color-by METRIC] PATH",
        summary: "Print a graph as a diagram (Mermaid or Graphviz DOT), or draw it as SVG, PNG or PDF.",
        details: """
            Screens are boxes labelled with their id, title and deep links (the root has a double border,
            deep-link entry points are filled); segues are arrows labelled with their id, styled by kind: solid
            for show, dashed for modal, dashed blue for showDetail, dotted for unwind, dotted purple for return
            (back to each caller), bold red for replaceRoot. Containers are clusters, a tab bar's tabs numbered
            and titled; screens of included files are grouped by file. Bar items, toolbar items and
            modalInPresentation are small marks in a screen's box, +nav on a modal that embeds its destination in
            a navigation controller. A graph with errors is not drawn: its errors are printed on standard error
            (exit status 1).

            --output FILE writes the diagram to FILE, in the format its extension names: .mmd (Mermaid), .dot or
            .gv (DOT), .svg, .png or .pdf (drawn by Graphviz's 'dot', which must be on PATH).
            --focus SCREEN draws only the screens at most --depth segues (default 1) away from SCREEN.
            --collapse shared draws each shared segue once: a note naming its sources, one arrow to its destination.
            --color-by METRIC fills each screen by a number of 'navgraph stats', with a legend: taps (a shade per
            tap from the start), back-home, dead-ends, modal-only or link-only; the deep-link fill is left out.
            """,
        options: [format.spec, output.spec, focus.spec, depth.spec, collapse.spec, colorBy.spec]
            + DiagnosticOptions.limitSpecs
    )

    static let format = Option<GraphDiagram.Format>.choice(
        "format", "FORMAT", "mermaid (default) or dot, printed on standard output")
    static let output = Option.text("output", "FILE", "write to FILE: .mmd, .dot, .gv, .svg, .png or .pdf")
    static let focus = Option.text("focus", "SCREEN", "draw only the screens around SCREEN")
    static let depth = Option.wholeNumber(
        "depth", "N", in: GraphNeighbourhood.depths,
        "with --focus: how many segues away a drawn screen may be, "
            + "\(GraphNeighbourhood.depths.lowerBound)-\(GraphNeighbourhood.depths.upperBound) "
            + "(default \(GraphNeighbourhood.defaultDepth))"
    ) { text, _ in
        UsageError(
            message: "'--depth' takes a whole number from \(GraphNeighbourhood.depths.lowerBound) to "
                + "\(GraphNeighbourhood.depths.upperBound), not '\(text)'",
            hint: nil)
    }
    /// `--collapse shared`.
    enum Collapse: String, CaseIterable, Sendable {
        case shared
    }
    static let collapse = Option<Collapse>.choice(
        "collapse", "WHAT", "shared: draw each shared segue once, not from each source")
    static let colorBy = Option<GraphDiagram.ColorMetric>.choice(
        "color-by", "METRIC", "fill screens by taps, back-home, dead-ends, modal-only or link-only")

    /// Where the diagram goes.
    private enum Destination {
        case standardOutput(GraphDiagram.Format)
        case textFile(String, GraphDiagram.Format)
        /// A picture drawn by `dot` (at `executable`) in `format`, given `seconds` to draw it.
        case picture(String, format: String, executable: String, seconds: Int)
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let destination = try destination(arguments, console: console)
        let depth = try focusDepth(arguments)
        guard let (definition, result) = try SingleGraph.check(arguments, spec: spec, purpose: "draw", console: console)
        else {
            return .failure
        }
        var options = GraphDiagram.Options(
            files: result.graph.map(GraphDiagram.includedFiles(of:)) ?? [:],
            collapseShared: try arguments.value(of: collapse) == .shared)
        if let metric = try arguments.value(of: colorBy), let graph = result.graph {
            options.coloring = GraphDiagram.Coloring(metric, stats: GraphStats(graph))
        }
        if let screen = try arguments.value(of: focus) {
            guard definition.screen(screen) != nil else {
                let suggestion = Suggestions.closest(to: screen, in: definition.screens.map(\.id))
                throw UsageError(
                    message: "'--focus' names no screen of graph '\(definition.name)': '\(screen)'",
                    hint: suggestion.map { "did you mean '\($0)'?" })
            }
            options.focus = GraphNeighbourhood(screen: screen, depth: depth)
        }
        switch destination {
        case .standardOutput(let format):
            console.print(GraphDiagram.render(definition, format: format, options: options))
        case .textFile(let path, let format):
            try write(Array(GraphDiagram.render(definition, format: format, options: options).utf8), to: path)
        case .picture(let path, let format, let executable, let seconds):
            let diagram = GraphDiagram.render(definition, format: .dot, options: options)
            try write(
                try Graphviz.render(diagram, format: format, executable: executable, seconds: seconds), to: path)
        }
        return .success
    }

    private static func destination(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Destination {
        let format = try arguments.value(of: format)
        guard let path = try arguments.value(of: output) else { return .standardOutput(format ?? .mermaid) }
        if path.hasSuffix("/") {
            throw UsageError(
                message: "'--output' names a folder, not a file: '\(TextRenderer.visible(path))'",
                hint: "name the file to write, e.g. '\(TextRenderer.visible(path))graph.svg'")
        }
        if format != nil {
            throw UsageError(
                message: "'--format' and '--output' do not go together",
                hint: "the output file's extension chooses the format (.mmd, .dot, .svg, ...)")
        }
        let name = PathUtilities.lastComponent(of: path)
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        switch fileExtension {
        case "mmd": return .textFile(path, .mermaid)
        case "dot", "gv": return .textFile(path, .dot)
        case _ where Graphviz.pictureExtensions.contains(fileExtension):
            guard let executable = Graphviz.find(environment: console.environment) else {
                throw UsageError(
                    message: "drawing '\(path)' needs Graphviz's 'dot', which is not on PATH",
                    hint: Graphviz.installHint + "; or write .dot or .mmd text instead")
            }
            let seconds = try Graphviz.timeLimit(environment: console.environment)
            return .picture(path, format: fileExtension, executable: executable, seconds: seconds)
        default:
            throw UsageError(
                message: "cannot tell the diagram format of '\(path)' from its extension",
                hint: "name a .svg, .png, .pdf, .dot, .gv or .mmd file")
        }
    }

    private static func focusDepth(_ arguments: ParsedArguments) throws(UsageError) -> Int {
        guard arguments.has(depth) else { return GraphNeighbourhood.defaultDepth }
        guard arguments.has(focus) else {
            throw UsageError(message: "'--depth' needs '--focus'", hint: "add '--focus SCREEN'")
        }
        return try arguments.value(of: depth) ?? GraphNeighbourhood.defaultDepth
    }

    private static func write(_ contents: [UInt8], to path: String) throws(UsageError) {
        let name = PathUtilities.lastComponent(of: path)
        try OutputWriter(folder: PathUtilities.directory(of: path)).write([
            GeneratedFile(name: name, contents: contents)
        ])
    }
}
