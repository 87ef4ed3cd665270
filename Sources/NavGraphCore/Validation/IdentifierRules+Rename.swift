/// The id rules of NG101 for a name that is not in a graph yet: what the language server's rename checks a new
/// name against before it edits anything.
package enum RenamedElement: Sendable {
    case screen
    case segue
    case parameter

    fileprivate var role: IdentifierRules.Role {
        switch self {
        case .screen: .screen
        case .segue: .segue
        case .parameter: .parameter
        }
    }

    /// Why `name` cannot be this element's name (NG101's message), nil when it can.
    package func problem(with name: String) -> String? {
        var sink = DiagnosticSink()
        let located = Located(name, at: SourceLocation(file: "", line: 1, column: 1))
        guard !IdentifierRules.checkName(located, as: role, into: &sink) else { return nil }
        return sink.diagnostics.first.map { diagnostic in
            ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "; ")
        }
    }
}
