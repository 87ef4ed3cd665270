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
            sends messages. Today it keeps open documents in sync (incremental edits), publishes the
            diagnostics of 'navgraph validate' for each open document as it changes, and goes from a 'to:'
            or 'root:' value to the screen's declaration. Nothing else is printed.

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
