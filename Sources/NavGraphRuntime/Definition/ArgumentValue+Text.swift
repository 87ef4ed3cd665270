extension ArgumentValue {
    /// The value as text in a title: a string as is, an integer in digits, a double as Swift prints it, a
    /// boolean as `true`/`false`, null as nothing, an array as its elements joined by ", ", an object as compact
    /// JSON with sorted keys.
    package var displayText: String {
        switch self {
        case .null: ""
        case .string(let text): text
        case .array(let values): values.map(\.displayText).joined(separator: ", ")
        case .bool, .int, .double, .object: canonicalJSON
        }
    }

    /// Compact JSON with sorted keys: one text per value. Nesting deeper than 64 is written as `null`.
    package var canonicalJSON: String {
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
        case .string(let text): output += JSONText.quoted(text)
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
                output += JSONText.quoted(key) + ":"
                members[key]?.writeCanonicalJSON(to: &output, depth: depth + 1)
            }
            output += "}"
        }
    }
}
