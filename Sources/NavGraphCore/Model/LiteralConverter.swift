import NavGraphRuntime

/// Converts YAML literals to `ArgumentValue`s by their parameter type (typed by the schema, never by YAML 1.1
/// resolution; scalars by `ScalarSyntax`, the grammar the runtime reads text with). Shared by the validator (NG302,
/// NG303, NG306, NG307) and the lowering.
struct LiteralConverter {
    let enums: [String: [String]]

    /// The value of `literal` for a parameter of `type`.
    func convert(_ literal: Located<Literal>, to type: ParameterType) -> Result<ArgumentValue, LiteralMismatch> {
        if case .optional(let wrapped) = type {
            return literal.value.isNull ? .success(.null) : convert(literal, to: wrapped)
        }
        if type.containsAppType {
            return .failure(mismatch(literal, type, kind: .appType))
        }
        if literal.value.isNull {
            return .failure(
                mismatch(
                    literal, type,
                    notes: [DiagnosticNote("only an optional parameter can be null; make its type '\(type.spelling)?'")]
                )
            )
        }
        switch (type, literal.value) {
        case (.array(let elementType), .sequence(let elements)):
            var values: [ArgumentValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                switch convert(element, to: elementType) {
                case .success(let value): values.append(value)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.array(values))
        case (.array, _):
            return .failure(mismatch(literal, type, notes: [DiagnosticNote("write a sequence such as '[]'")]))
        case (_, .scalar(let text, let quoted)):
            return convertScalar(text, quoted: quoted, literal: literal, type: type)
        default:
            return .failure(mismatch(literal, type))
        }
    }

    private func convertScalar(
        _ text: String,
        quoted: Bool,
        literal: Located<Literal>,
        type: ParameterType
    ) -> Result<ArgumentValue, LiteralMismatch> {
        let quotedNote = DiagnosticNote("a quoted scalar is always text; remove the quotes")
        switch type {
        case .string:
            return .success(.string(text))
        case .int:
            if !quoted, let value = ScalarSyntax.int(text) { return .success(.int(value)) }
            var notes: [DiagnosticNote] = quoted ? [quotedNote] : []
            if !quoted, ScalarSyntax.isIntegerSyntax(text) {
                notes.append(DiagnosticNote("the value is out of range for 'Int'"))
            } else if !quoted {
                notes.append(DiagnosticNote("integers are decimal: no leading zero, sign only '-'"))
            }
            return .failure(mismatch(literal, type, notes: notes))
        case .double:
            if !quoted, let value = ScalarSyntax.double(text) { return .success(.double(value)) }
            let notes = [quoted ? quotedNote : DiagnosticNote("write a decimal number such as '2.5' or '1e-3'")]
            return .failure(mismatch(literal, type, notes: notes))
        case .bool:
            if !quoted, let value = ScalarSyntax.bool(text) { return .success(.bool(value)) }
            var notes: [DiagnosticNote] = []
            switch text.lowercased() {
            case "yes", "on", "y", "true": notes.append(DiagnosticNote("did you mean 'true'?"))
            case "no", "off", "n", "false": notes.append(DiagnosticNote("did you mean 'false'?"))
            default: break
            }
            if quoted {
                notes.append(DiagnosticNote("a quoted scalar is always text; write true or false without quotes"))
            }
            return .failure(mismatch(literal, type, notes: notes))
        case .uuid:
            if let value = ScalarSyntax.value(of: text, as: type, enumCases: nil) { return .success(value) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [DiagnosticNote("write a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'")])
            )
        case .url:
            if let value = ScalarSyntax.value(of: text, as: type, enumCases: nil) { return .success(value) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [
                        DiagnosticNote(
                            "write an absolute URL such as 'https://example.com', at most "
                                + "\(ScalarSyntax.maximumURLLength) characters, spaces and non-ASCII percent-encoded")
                    ])
            )
        case .date:
            if let value = ScalarSyntax.value(of: text, as: type, enumCases: nil) { return .success(value) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [
                        DiagnosticNote(
                            "write an ISO 8601 date and time of a real day such as '2026-01-31T09:30:00Z'")
                    ])
            )
        case .enumeration(let name):
            let cases = enums[name] ?? []
            if cases.contains(text) { return .success(.string(text)) }
            return .failure(
                LiteralMismatch(
                    kind: .unknownCase(enumName: name),
                    location: literal.location,
                    text: text,
                    expected: name,
                    notes: Suggestions.note(for: text, in: cases)
                )
            )
        case .array, .optional, .app:
            return .failure(mismatch(literal, type))
        }
    }

    private func mismatch(
        _ literal: Located<Literal>,
        _ type: ParameterType,
        kind: LiteralMismatch.Kind = .mismatch,
        notes: [DiagnosticNote] = []
    ) -> LiteralMismatch {
        LiteralMismatch(
            kind: kind,
            location: literal.location,
            text: literal.value.displayText,
            expected: type.spelling,
            notes: notes
        )
    }
}
