import _NavGraphCore

/// `navgraph stats [--format text|json] PATH`: how a person moves through a graph (see docs/cli.md).
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats",
        usage: "stats [--format text|json] PATH",
        summary: "Print how many taps each screen is from the start, dead ends, and the longest back chain.",
        details: """
            Per screen: the taps from the start along the shortest way (choosing a tab other than the first is a
            tap; '-' when only a deep link reaches it), whether going back always ends at home, the number of
            segues, and notes: dead end (no segue and no way back), only through a modal, only through a deep link,
            unreachable. Then the deepest back chain (the screen that needs the most back steps to get home) and
            the widest fan-out (the screen with the most segues). A graph with errors is not measured: its errors
            are printed on standard error (exit status 1).
            """,
        options: [format.spec] + DiagnosticOptions.limitSpecs
    )

    static let format = Option<GraphStats.Format>.choice("format", "FORMAT", "text (default) or json")

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let format = try arguments.value(of: format) ?? .text
        guard let (_, result) = try SingleGraph.check(arguments, spec: spec, purpose: "measure", console: console),
            let graph = result.graph
        else { return .failure }
        console.print(GraphStats(graph).rendered(format))
        return .success
    }
}
