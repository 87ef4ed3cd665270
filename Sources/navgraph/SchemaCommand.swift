import _NavGraphCore

/// `navgraph schema`: prints the JSON Schema of graph files.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        usage: "schema",
        summary: "Print the JSON Schema of graph files (for editors that check YAML).",
        details: """
            The schema (JSON Schema draft-07) checks the shape of a file: its keys, the kinds of values, the
            choices. Names that must exist, literal types and flow rules are checked by 'navgraph validate'.
            """,
        options: []
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "'schema' takes no arguments", hint: nil)
        }
        console.print(GraphSchema.render())
        return .success
    }
}
