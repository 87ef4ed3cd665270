extension ArgumentValue {
    /// The value as text in a title: a string as is, an integer in digits, a double as Swift prints it, a
    /// boolean as `true`/`false`, null as nothing, an array as its elements joined by ", ", an object as compact
    /// JSON with sorted keys.
    public var displayText: String {
        switch self {
        case .null: ""
        case .string(let text): text
        case .array(let values): values.map(\.displayText).joined(separator: ", ")
        case .bool, .int, .double, .object: canonicalJSON
        }
    }

    /// Compact JSON with sorted keys: one text per value. Nesting deeper than 64 is written as `null`.
    public var canonicalJSON: String {
        var output = ""
        writeCanonicalJSON(to: &output, depth: 0)
        return output
    }

    private func writeCanonicalJSON(to output: inout String, depth: Int) {
        guard depth < 64 else {
            output += "null"
            return
        }
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? "\(value)" : "null"
        case .string(let text): output += Self.quoted(text)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.writeCanonicalJSON(to: &output, depth: depth + 1)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                output += Self.quoted(key) + ":"
                members[key]?.writeCanonicalJSON(to: &output, depth: depth + 1)
            }
            output += "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// Fills `{param}` placeholders of a title with an instance's arguments; a placeholder naming no argument
/// stays as written.
func fillPlaceholders(_ template: String, with arguments: [String: ArgumentValue]) -> String {
    guard template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "}") else {
            rest = rest[open...]
            break
        }
        let name = String(rest[afterOpen..<close])
        if let value = arguments[name] {
            result += value.displayText
        } else {
            result += rest[open...close]
        }
        rest = rest[rest.index(after: close)...]
    }
    return result + rest
}
