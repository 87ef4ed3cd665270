/// Prints diagnostics as a SARIF 2.1.0 log for code-scanning tools: one run, one rule per diagnostic code
/// (all codes, in `DiagnosticCode.allCases` order, so `ruleIndex` is stable), one result per diagnostic, notes with
/// a location as related locations. Columns count Unicode code points, as libyaml does.
package enum SARIFRenderer {
    /// The SARIF log of `diagnostics`, ending with a line break.
    /// - Parameters:
    ///   - toolVersion: the `navgraph` version, as `navgraph --version` prints it.
    ///   - informationURI: where the tool is documented (an absolute URI).
    package static func render(_ diagnostics: [Diagnostic], toolVersion: String, informationURI: String) -> String {
        let codes = DiagnosticCode.allCases
        let driver = JSONValue.object([
            ("name", .string("navgraph")),
            ("version", .string(toolVersion)),
            ("informationUri", .string(informationURI)),
            ("rules", .array(codes.map(rule))),
        ])
        let results = diagnostics.map { diagnostic in
            result(diagnostic, ruleIndex: codes.firstIndex(of: diagnostic.code) ?? 0)
        }
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return log.serialized() + "\n"
    }

    private static func rule(_ code: DiagnosticCode) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(code.rawValue)),
            ("shortDescription", .object([("text", .string(code.summary))])),
        ]
        if let explanation = Explanations.explanation(for: code) {
            members.append(("fullDescription", .object([("text", .string(explanation.paragraph))])))
            members.append(("help", .object([("text", .string(explanation.rendered()))])))
        }
        members.append(("defaultConfiguration", .object([("level", .string(level(code.severity)))])))
        return .object(members)
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        var text = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let place = note.location {
                related.append(
                    .object([
                        ("id", .int(related.count + 1)),
                        ("physicalLocation", physicalLocation(place)),
                        ("message", .object([("text", .string(note.message))])),
                    ]))
            } else {
                text += "\nnote: " + note.message
            }
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
        ]
        if !related.isEmpty {
            members.append(("relatedLocations", .array(related)))
        }
        return .object(members)
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(forPath: FileNameBytes.escaped(location.file))))])),
            (
                "region",
                .object([
                    ("startLine", .int(location.line)),
                    ("startColumn", .int(location.column)),
                    ("endColumn", .int(location.column + location.length)),
                ])
            ),
        ])
    }

    /// SARIF levels: `error`, `warning`, and `note` for remarks.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .remark: "note"
        }
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become `file://` URIs; every byte
    /// outside the unreserved set and `/` is percent-encoded.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let isUnreserved =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/")]
                    .contains(byte)
            if isUnreserved {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
