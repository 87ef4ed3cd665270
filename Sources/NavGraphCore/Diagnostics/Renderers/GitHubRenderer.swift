import NavGraphRuntime

/// Prints diagnostics as GitHub Actions workflow commands, one line each:
/// `::error file=F,line=L,col=C,title=NGxxx::message`. Warnings are `::warning`, remarks `::notice`; notes follow
/// the message on lines of their own (escaped, so still one command).
package enum GitHubRenderer {
    /// The workflow commands for `diagnostics`, one per line.
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let location = diagnostic.location
            var message = diagnostic.message
            for note in diagnostic.notes {
                if let place = note.location, place != location {
                    message +=
                        "\n\(FileNameBytes.escaped(place.file)):\(place.line):\(place.column): note: \(note.message)"
                } else {
                    message += "\nnote: \(note.message)"
                }
            }
            let properties = [
                "file=" + escapeProperty(FileNameBytes.escaped(location.file)),
                "line=\(location.line)",
                "col=\(location.column)",
                "title=" + escapeProperty(diagnostic.code.rawValue),
            ]
            output += "::\(command(for: diagnostic.severity)) \(properties.joined(separator: ","))::"
            output += escapeData(message) + "\n"
        }
        return output
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .remark: "notice"
        }
    }

    /// A command's message: `%`, CR and LF percent-encoded, as the runner decodes them.
    static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// A property value: as a message, plus `:` and `,`, which would end the value.
    static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    private static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            case _ where JSONText.isReordering(scalar):
                // GitHub decodes only the escapes above: show the character's code, as the text output does.
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
