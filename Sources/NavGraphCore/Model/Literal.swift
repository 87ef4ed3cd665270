/// A YAML value written as a default or an argument, kept as written so that validation can check it against a
/// parameter type (scalars are typed by the schema, never by YAML 1.1 resolution). Not `indirect`: a sequence's
/// elements already live in its array, and a scalar held inline costs no allocation of its own.
package enum Literal: Hashable, Sendable {
    /// A scalar; `quoted` is true for single- or double-quoted (and block) scalars, which are always text.
    case scalar(String, quoted: Bool)
    /// A sequence of located literals.
    case sequence([Located<Literal>])
    /// A mapping, which no parameter type accepts (kept so that the mistake can be reported where it is).
    case mapping

    /// Whether this is YAML's null: plain `null`, `Null`, `NULL`, `~` or an empty plain scalar.
    package var isNull: Bool {
        guard case .scalar(let text, let quoted) = self, !quoted else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }
}

extension Literal {
    /// The literal as shown in messages.
    var displayText: String {
        switch self {
        case .scalar(let text, _): text
        case .sequence: "[...]"
        case .mapping: "{...}"
        }
    }
}
