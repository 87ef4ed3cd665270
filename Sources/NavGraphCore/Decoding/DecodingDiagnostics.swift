import NavGraphRuntime

/// The messages the decoder gives (NG002–NG007 and NG301 for a malformed type), one factory per finding, so each
/// call site reads as what it found: `reader.emit(.duplicateKey("title", at: here, firstAt: there))`.
///
/// `key` arguments are what `NodeReader.subject` words: a key name (`title`) or a described place (`screen 'home'`).
extension Diagnostic {
    // MARK: NG002

    /// A YAML merge key (`<<`).
    static func mergeKey(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedYAMLFeature, "merge keys ('<<') are not supported", at: location)
    }

    // MARK: NG003

    /// A mapping key given twice; the first one wins.
    static func duplicateKey(_ key: String, at location: SourceLocation, firstAt first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "duplicate key '\(key)'",
            at: location,
            notes: [DiagnosticNote("'\(key)' first given here", at: first)]
        )
    }

    /// A bar item's shorthand given together with its long form.
    static func bothItemForms(_ key: Located<String>, _ other: String, otherAt first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "'\(key.value)' and '\(other)' set the same thing; give one of them",
            at: key.location,
            notes: [DiagnosticNote("'\(other)' given here", at: first)]
        )
    }

    /// A parameter given both `type` and `swift`.
    static func twoParameterTypes(_ key: Located<String>, _ other: String, otherAt first: SourceLocation) -> Diagnostic
    {
        Diagnostic(
            .duplicateKey,
            "'\(key.value)' and '\(other)' both give the parameter's type",
            at: key.location,
            notes: [DiagnosticNote("'\(other)' given here", at: first)]
        )
    }

    // MARK: NG004

    /// A key `context` does not take, with a did-you-mean or else the keys it takes. `value`, the key's scalar value
    /// if it has one, keeps the did-you-mean honest: a key that takes one of a set of choices is proposed with the
    /// choice the value most likely means (`did you mean 'kind: show'?` for `knd: push`), or not at all when no
    /// choice fits, rather than proposing a key that would then fail on its value.
    static func unknownKey(_ key: Located<String>, in context: String, allowed: [String], value: String? = nil)
        -> Diagnostic
    {
        var notes: [DiagnosticNote] = []
        if let meant = Suggestions.closest(to: key.value, in: allowed) {
            if let value, let choices = ChoiceSynonyms.choices(of: meant, in: context), !choices.contains(value) {
                if let choice = ChoiceSynonyms.suggestion(for: value, among: choices) {
                    notes = [DiagnosticNote("did you mean '\(meant): \(choice)'?")]
                }
            } else {
                notes = [DiagnosticNote("did you mean '\(meant)'?")]
            }
        }
        if notes.isEmpty {
            notes = [DiagnosticNote("\(context) takes: \(allowed.joined(separator: ", "))")]
        }
        return Diagnostic(.unknownKey, "unknown key '\(key.value)' in \(context)", at: key.location, notes: notes)
    }

    /// A main-file key (`root`, `graph`, …) in an included file.
    static func mainFileKeyInIncludedFile(_ key: Located<String>, includedFileKeys: [String]) -> Diagnostic {
        Diagnostic(
            .unknownKey,
            "'\(key.value)' belongs in the main graph file, not in an included file",
            at: key.location,
            notes: [DiagnosticNote("an included file takes: \(includedFileKeys.joined(separator: ", "))")]
        )
    }

    /// A segue option the segue's kind does not take.
    static func segueOption(_ key: String, notTakenBy kind: SegueKind, takes: [String], at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .unknownKey,
            "'\(key)' does not apply to a '\(kind.rawValue)' segue",
            at: location,
            notes: [DiagnosticNote("a '\(kind.rawValue)' segue takes: \(takes.joined(separator: ", "))")]
        )
    }

    // MARK: NG005

    /// A node of the wrong kind: `found` is what `NodeReader.describe` says of it.
    static func wrongKind(for key: String, expected: String, found: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.wrongValueKind, "\(NodeReader.subject(key)) takes \(expected), not \(found)", at: location)
    }

    /// A null element of a list of strings (`include: [null]`).
    static func nullElement(of key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, "an element of '\(key)' takes a string, not null", at: location)
    }

    /// A mapping or sequence used as a mapping key.
    static func nonScalarKey(found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, "mapping keys must be scalars, not \(found)", at: location)
    }

    /// A scalar that is not `true` or `false`, with a hint for YAML 1.1 spellings and quoted booleans.
    static func notABoolean(for key: String, _ text: String, plain: Bool, at location: SourceLocation) -> Diagnostic {
        var notes = [DiagnosticNote.booleanSpelling(text)].compactMap { $0 }
        if plain && !notes.isEmpty {
            notes.append(DiagnosticNote("quote it if you meant text"))
        }
        if !plain {
            notes.append(.quotedBooleanIsText)
        }
        return Diagnostic(
            .wrongValueKind,
            "\(NodeReader.subject(key)) takes a boolean (true or false), not '\(text)'",
            at: location,
            notes: notes
        )
    }

    /// A scalar that is not a decimal integer in `range`; `isInteger` says it is one, out of range.
    static func notAnInteger(
        for key: String,
        _ text: String,
        isInteger: Bool,
        range: ClosedRange<Int>,
        at location: SourceLocation
    ) -> Diagnostic {
        let notes =
            isInteger ? [DiagnosticNote("the value must be between \(range.lowerBound) and \(range.upperBound)")] : []
        return Diagnostic(
            .wrongValueKind,
            "\(NodeReader.subject(key)) takes a decimal integer, not '\(text)'",
            at: location,
            notes: notes
        )
    }

    /// A value that is none of `choices`.
    static func notAChoice(_ text: Located<String>, for key: String, choices: [String]) -> Diagnostic {
        var notes =
            ChoiceSynonyms.suggestion(for: text.value, among: choices).map {
                [DiagnosticNote("did you mean '\($0)'?")]
            } ?? []
        notes.append(DiagnosticNote("\(NodeReader.subject(key)) takes one of: \(choices.joined(separator: ", "))"))
        return Diagnostic(
            .wrongValueKind,
            "'\(text.value)' is not a valid value for \(NodeReader.subject(key))",
            at: text.location,
            notes: notes
        )
    }

    /// A colour key with no value: most likely an unquoted `#…` that YAML read as a comment.
    static func nullColor(for key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "'\(key)' takes a colour '#RRGGBB' or '#RRGGBBAA', not null",
            at: location,
            notes: [DiagnosticNote("quote the colour: a plain '#' starts a YAML comment")]
        )
    }

    /// A colour that is not `#RRGGBB` or `#RRGGBBAA`.
    static func notAColor(_ text: Located<String>, for key: String) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "'\(key)' takes a colour '#RRGGBB' or '#RRGGBBAA', not '\(text.value)'",
            at: text.location
        )
    }

    /// A `lint.disable` entry that is no diagnostic code.
    static func notADiagnosticCode(_ code: Located<String>) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "'\(code.value)' is not a diagnostic code",
            at: code.location,
            notes: Suggestions.note(for: code.value.uppercased(), in: DiagnosticCode.allCases.map(\.rawValue))
        )
    }

    /// A `lint.disable` entry naming an error.
    static func errorCannotBeDisabled(_ code: DiagnosticCode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "'\(code.rawValue)' is an error and cannot be disabled",
            at: location,
            notes: [DiagnosticNote("'lint.disable' silences warnings and remarks only")]
        )
    }

    // MARK: NG006

    /// A parameter with neither `type` nor `swift`.
    static func parameterNeedsType(_ name: Located<String>) -> Diagnostic {
        Diagnostic(
            .missingKey, "parameter '\(name.value)' needs a 'type' (or 'swift' for an app type)", at: name.location)
    }

    /// A type key with no type.
    static func typeKeyNeedsType(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "'\(key)' needs a type", at: location)
    }

    /// A segue without `kind` or `to`.
    static func segueNeeds(_ key: String, segue id: Located<String>) -> Diagnostic {
        Diagnostic(.missingKey, "segue '\(id.value)' needs '\(key)'", at: id.location)
    }

    /// A `backBarButtonItem` with neither title nor image.
    static func backItemNeedsTitleOrImage(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "'backBarButtonItem' needs a 'title' or an 'image'", at: location)
    }

    /// A bar button item without `id`.
    static func barItemNeedsID(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "bar button item needs an 'id'", at: location)
    }

    static func alertActionNeedsTitle(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "alert action needs a 'title'", at: location)
    }

    // MARK: NG007

    /// A `navgraph:` version other than 1.
    static func unsupportedVersion(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unsupportedVersion,
            "unsupported format version '\(text)'",
            at: location,
            notes: [DiagnosticNote("this navgraph reads format version 1: write 'navgraph: 1'")]
        )
    }

    // MARK: NG301 (as written)

    /// A sequence in type position that is not `[Element]`.
    static func malformedArrayType(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownType, "an array type is written '[Element]' with one element type", at: location)
    }

    /// Text in type position that does not parse as a type.
    static func notAType(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unknownType,
            "'\(text)' is not a type",
            at: location,
            notes: [DiagnosticNote("write a type name, '[Element]' for an array or 'Type?' for an optional")]
        )
    }
}
