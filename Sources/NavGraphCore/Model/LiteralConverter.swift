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
                    notes: [.nullNeedsOptional(type)]
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
            return .failure(mismatch(literal, type, notes: [.writeSequence]))
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
        switch type {
        case .string:
            return .success(.string(text))
        case .int:
            if !quoted, let value = ScalarSyntax.int(text) { return .success(.int(value)) }
            var notes: [DiagnosticNote] = quoted ? [.quotedScalarIsText] : []
            if !quoted, ScalarSyntax.isIntegerSyntax(text) {
                notes.append(.integerOutOfRange)
            } else if !quoted {
                notes.append(.integersAreDecimal)
            }
            return .failure(mismatch(literal, type, notes: notes))
        case .double:
            if !quoted, let value = ScalarSyntax.double(text) { return .success(.double(value)) }
            let unquoted: DiagnosticNote =
                ScalarSyntax.isDoubleOutOfRange(text) ? .doubleOutOfRange : .writeDecimalNumber
            let notes: [DiagnosticNote] = [quoted ? .quotedScalarIsText : unquoted]
            return .failure(mismatch(literal, type, notes: notes))
        case .bool:
            if !quoted, let value = ScalarSyntax.bool(text) { return .success(.bool(value)) }
            var notes = [DiagnosticNote.booleanSpelling(text)].compactMap { $0 }
            if quoted {
                notes.append(.quotedBooleanIsText)
            }
            return .failure(mismatch(literal, type, notes: notes))
        case .uuid:
            if let value = ScalarSyntax.value(of: text, as: type, enumCases: nil) { return .success(value) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [.writeUUID])
            )
        case .url:
            if let value = ScalarSyntax.value(of: text, as: type, enumCases: nil) { return .success(value) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [.writeURL(maximumLength: ScalarSyntax.maximumURLLength)])
            )
        case .date:
            if let value = ScalarSyntax.value(of: text, as: type, enumCases: nil) { return .success(value) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [.writeDate])
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
                    notes: Suggestions.note(for: text, in: cases) + [.enumCases(of: name, cases)]
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

extension DiagnosticNote {
    /// NG307's list of the enum's cases (the first 20, then how many more).
    static func enumCases(of name: String, _ cases: [String]) -> DiagnosticNote {
        guard !cases.isEmpty else { return DiagnosticNote("enum '\(name)' has no cases") }
        let shown = cases.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
        let more = cases.count > 20 ? " and \(cases.count - 20) more" : ""
        return DiagnosticNote("enum '\(name)' has the cases \(shown)\(more)")
    }
}
