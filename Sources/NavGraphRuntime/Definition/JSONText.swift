/// JSON text helpers shared by the runtime's canonical encoding and the command line's JSON renderers.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters (and DEL) escaped as RFC 8259
    /// allows, and so are the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the line
    /// and paragraph separators (U+2028, U+2029), which would reorder or break the text around them where the
    /// JSON is shown; everything else as is. The value read back is the same either way.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || isReordering(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether a scalar changes the order or the lines of the text around it when shown.
    package static func isReordering(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
