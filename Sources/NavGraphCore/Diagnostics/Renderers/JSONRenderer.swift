/// Prints diagnostics as a JSON array:
/// `[{"file", "line", "column", "severity", "code", "message", "notes": [{"file", "line", "column", "message"}]}]`.
/// Keys come in that order and the output is the same bytes for the same diagnostics.
package enum JSONRenderer {
    /// The JSON text of `diagnostics`, ending with a line break. A note without a location of its own carries
    /// its diagnostic's location.
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        let array = JSONValue.array(
            diagnostics.map { diagnostic in
                .object(
                    position(diagnostic.location) + [
                        ("severity", .string(diagnostic.severity.rawValue)),
                        ("code", .string(diagnostic.code.rawValue)),
                        ("message", .string(diagnostic.message)),
                        (
                            "notes",
                            .array(
                                diagnostic.notes.map { note in
                                    .object(
                                        position(note.location ?? diagnostic.location) + [
                                            ("message", .string(note.message))
                                        ])
                                })
                        ),
                    ])
            })
        return array.serialized() + "\n"
    }

    private static func position(_ location: SourceLocation) -> [(String, JSONValue)] {
        [
            ("file", .string(FileNameBytes.escaped(location.file))), ("line", .int(location.line)),
            ("column", .int(location.column)),
        ]
    }
}
