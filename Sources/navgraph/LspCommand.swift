import _NavGraphCore

/// `navgraph lsp`: the language server of graph files, over standard input and output.
enum LspCommand {
    /// Accepted and ignored: editors' clients pass it to say the transport is stdio, the only one there is.
    static let stdioFlag = Flag("stdio", "talk over standard input and output (the default and only way)")

    static let spec = CommandSpec(
        name: "lsp",
        usage: "lsp [--stdio]",
        summary: "Run the language server of graph files for editors (over standard input and output).",
        details: """
            Speaks the Language Server Protocol 3.17 over standard input and output: an editor starts it and
            sends messages. It keeps open documents in sync (incremental edits), publishes the diagnostics
            of 'navgraph validate' for every file of the graph once the typing pauses (flow files too), and
            answers completion, hover, go to definition, references, document symbols, rename and quick
            fixes from the graph's own names. Nothing else is printed.

            Exit status: 0 after 'shutdown' then 'exit', 1 when the input ends or 'exit' comes first.
            """,
        options: [stdioFlag.spec]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "'lsp' takes no arguments", hint: nil)
        }
        let status = LanguageServerLoop.run(input: StandardInput()) { text in
            console.print(text)
            return console.failures.output == nil
        }
        return status == 0 ? .success : .failure
    }
}
