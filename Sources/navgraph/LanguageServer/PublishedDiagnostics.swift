import _NavGraphCore

/// The compiler's diagnostics as the protocol's `Diagnostic` objects: 0-based lines, UTF-16 columns converted
/// from the compiler's scalar columns, the NG code, notes with a place as related information.
enum PublishedDiagnostics {
    /// The diagnostics of `checked` located in the file `path`.
    static func diagnostics(of checked: CheckResult, in path: String, uri: String, text: String) -> JSONValue {
        var ranges = SourceRanges(checked, path: path, uri: uri, text: text)
        return .array(
            checked.diagnostics.filter { $0.location.file == path }.compactMap { diagnostic($0, ranges: &ranges) })
    }

    /// One diagnostic as a protocol `Diagnostic`, nil when its file's text is unknown.
    static func diagnostic(_ diagnostic: Diagnostic, ranges: inout SourceRanges) -> JSONValue? {
        guard let own = ranges.rangeValue(diagnostic.location) else { return nil }
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
        return .object(members)
    }

    /// A finding without a code (an error of the graph a flow file runs on): the graph's errors, with their codes,
    /// as related information.
    static func finding(_ finding: RootCheck.Finding, ranges: inout SourceRanges) -> JSONValue? {
        guard let own = ranges.rangeValue(finding.location) else { return nil }
        var members: [(String, JSONValue)] = [
            ("range", own), ("severity", .int(1)), ("source", .string("navgraph")),
            ("message", .string(finding.message)),
        ]
        let related = finding.related.compactMap { diagnostic in
            ranges.locationValue(diagnostic.location).map {
                JSONValue.object([
                    ("location", $0), ("message", .string("\(diagnostic.code.rawValue): \(diagnostic.message)")),
                ])
            }
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
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
