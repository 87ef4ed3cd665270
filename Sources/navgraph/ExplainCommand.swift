import _NavGraphCore

/// `navgraph explain NGxxx`: what a diagnostic code means, with a wrong and a right example.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        usage: "explain CODE",
        summary: "Explain a diagnostic code (such as NG201), with a wrong and a right example.",
        details: "Codes are case-insensitive. 'navgraph explain --list' prints every code with its summary.",
        options: [list.spec]
    )

    static let list = Flag("list", "list every code with its summary")

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        if arguments[list] {
            guard arguments.positionals.isEmpty else {
                throw UsageError(message: "'--list' takes no code", hint: nil)
            }
            let lines = DiagnosticCode.allCases.map {
                "\($0.rawValue)  \($0.severity.rawValue.padded(to: 7))  \($0.summary)"
            }
            console.print(lines.joined(separator: "\n") + "\n")
            return .success
        }
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw UsageError(
                message: arguments.positionals.isEmpty ? "missing diagnostic code" : "expected one diagnostic code",
                hint: "usage: navgraph explain CODE (such as NG201)")
        }
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        guard let code = DiagnosticCode(rawValue: text.uppercased()),
            let explanation = Explanations.explanation(for: code)
        else {
            let suggestion = Suggestions.closest(to: text.uppercased(), in: codes)
            throw UsageError(
                message: "unknown diagnostic code '\(text)'",
                hint: suggestion.map { "did you mean '\($0)'?" } ?? "'navgraph explain --list' lists every code")
        }
        console.print(explanation.rendered())
        return .success
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
