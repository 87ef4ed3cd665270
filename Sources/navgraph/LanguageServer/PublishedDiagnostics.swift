import _NavGraphCore

/// The compiler's diagnostics as the protocol's `Diagnostic` objects: 0-based lines, UTF-16 columns converted
/// from the compiler's scalar columns, the NG code, notes with a place as related information.
enum PublishedDiagnostics {
    /// The diagnostics of `checked` located in the file `path` (other files' are not published yet).
    static func diagnostics(of checked: CheckResult, in path: String, uri: String, text: String) -> JSONValue {
        var positionsByFile: [String: TextPositions] = [path: TextPositions(text)]
        func range(_ location: SourceLocation) -> JSONValue? {
            let positions: TextPositions
            if let known = positionsByFile[location.file] {
                positions = known
            } else if let source = checked.sources[location.file] {
                positions = TextPositions(source)
                positionsByFile[location.file] = positions
            } else {
                return nil
            }
            let line = max(location.line - 1, 0)
            let start = positions.character(line: location.line, scalarColumn: location.column)
            let end = positions.character(line: location.line, scalarColumn: location.column + location.length)
            return .object([
                ("start", position(line, start)),
                ("end", position(line, max(end, start))),
            ])
        }
        var published: [JSONValue] = []
        for diagnostic in checked.diagnostics where diagnostic.location.file == path {
            guard let own = range(diagnostic.location) else { continue }
            var members: [(String, JSONValue)] = [
                ("range", own),
                ("severity", .int(severity(diagnostic.severity))),
                ("code", .string(diagnostic.code.rawValue)),
                ("source", .string("navgraph")),
                ("message", .string(diagnostic.message)),
            ]
            var related: [JSONValue] = []
            for note in diagnostic.notes {
                let place = note.location ?? diagnostic.location
                guard let noteRange = range(place) else { continue }
                let noteURI = place.file == path ? uri : DocumentURI.uri(ofPath: place.file)
                related.append(
                    .object([
                        ("location", .object([("uri", .string(noteURI)), ("range", noteRange)])),
                        ("message", .string(note.message)),
                    ]))
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

    private static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .int(line)), ("character", .int(character))])
    }
}
