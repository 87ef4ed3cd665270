import _NavGraphCore

/// The compiler's diagnostics as the protocol's `Diagnostic` objects: 0-based lines, UTF-16 columns converted
/// from the compiler's scalar columns, the NG code, notes with a place as related information.
enum PublishedDiagnostics {
    /// The diagnostics of `checked` located in the file `path` (other files' are not published yet).
    static func diagnostics(of checked: CheckResult, in path: String, uri: String, text: String) -> JSONValue {
        var ranges = SourceRanges(checked, path: path, uri: uri, text: text)
        var published: [JSONValue] = []
        for diagnostic in checked.diagnostics where diagnostic.location.file == path {
            guard let own = ranges.rangeValue(diagnostic.location) else { continue }
            var members: [(String, JSONValue)] = [
                ("range", own),
                ("severity", .int(severity(diagnostic.severity))),
                ("code", .string(diagnostic.code.rawValue)),
                ("source", .string("navgraph")),
                ("message", .string(diagnostic.message)),
            ]
            var related: [JSONValue] = []
            for note in diagnostic.notes {
                guard let place = ranges.locationValue(note.location ?? diagnostic.location) else { continue }
                related.append(.object([("location", place), ("message", .string(note.message))]))
            }
            if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
            published.append(.object(members))
        }
        return .array(published)
    }

    /// The protocol's severity: errors 1, warnings 2, remarks 4 (hints: the command line shows remarks only
    /// with `--verbose`, so editors show them faintly).
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .remark: 4
        }
    }
}
