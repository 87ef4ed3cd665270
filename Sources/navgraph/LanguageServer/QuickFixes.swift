import _NavGraphCore

/// Did-you-mean notes as quick fixes: the misspelt name the diagnostic points at, replaced by the suggestion.
enum QuickFixes {
    /// The suggestion of a did-you-mean note of the diagnostic's own place (`did you mean 'detail'?`); nil for
    /// other notes and for suggestions that are not a plain replacement of the span (`did you mean 'kind: show'?`
    /// proposes a key and its value where only the key is marked).
    static func suggestion(_ note: DiagnosticNote) -> String? {
        let prefix = "did you mean '"
        let suffix = "'?"
        let text = note.message
        guard note.location == nil, text.hasPrefix(prefix), text.hasSuffix(suffix),
            text.count > prefix.count + suffix.count
        else { return nil }
        let name = String(text.dropFirst(prefix.count).dropLast(suffix.count))
        guard !name.contains(": "), !name.contains("\n"), !name.contains("\r") else { return nil }
        return name
    }

    /// The `CodeAction`s for the diagnostics of `checked` in the file `path` whose span meets `requested`
    /// (LSP positions, in order or not).
    static func actions(
        in checked: CheckResult, path: String, uri: String, text: String,
        requested: (start: (line: Int, character: Int), end: (line: Int, character: Int))
    ) -> [JSONValue] {
        var ranges = SourceRanges(checked, path: path, uri: uri, text: text)
        let one = (requested.start.line, requested.start.character)
        let other = (requested.end.line, requested.end.character)
        let (first, last) = one <= other ? (one, other) : (other, one)
        var actions: [JSONValue] = []
        for diagnostic in checked.diagnostics where diagnostic.location.file == path {
            guard let fix = diagnostic.notes.lazy.compactMap(suggestion).first,
                let span = ranges.range(diagnostic.location),
                (span.line, span.end) >= first,
                (span.line, span.start) <= last,
                let range = ranges.rangeValue(diagnostic.location),
                let published = PublishedDiagnostics.diagnostic(diagnostic, ranges: &ranges)
            else { continue }
            let edit = JSONValue.object([("range", range), ("newText", .string(fix))])
            actions.append(
                .object([
                    ("title", .string("Change to '\(fix)'")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([published])),
                    ("isPreferred", .bool(true)),
                    ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
                ]))
        }
        return actions
    }
}
