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

/// JSON text helpers shared by the runtime's canonical encoding and the command line's JSON renderers.
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters (and DEL) escaped as RFC 8259
    /// allows, everything else as is.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
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

/// The `{param}` placeholder syntax of titles, navigation-item titles, prompts and back titles (docs/format.md and docs/runtime.md, "Navigation bar"), in
/// one place for the validator and the runtime: `{name}` is a placeholder for the screen's parameter `name`; `{{`
/// and `}}` stand for a literal `{` and `}`; a lone `}` is literal text; a `{` that neither starts `{{` nor closes
/// with `}` makes the title malformed.
public enum TitleTemplate {
    /// One piece of a title.
    public enum Piece: Hashable, Sendable {
        case text(String)
        case placeholder(String)
    }

    /// The title cut into literal text and placeholders; nil when a `{` is never closed, unless `lenient`, which
    /// reads such a `{` and what follows it as text.
    public static func parse(_ title: String, lenient: Bool = false) -> [Piece]? {
        var pieces: [Piece] = []
        var text = ""
        var characters = title[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "}" {
                if characters.first == "}" { characters = characters.dropFirst() }
                text.append("}")
            } else if character == "{" {
                if characters.first == "{" {
                    characters = characters.dropFirst()
                    text.append("{")
                    continue
                }
                guard let close = characters.firstIndex(of: "}") else {
                    guard lenient else { return nil }
                    text += "{" + characters
                    break
                }
                if !text.isEmpty {
                    pieces.append(.text(text))
                    text = ""
                }
                pieces.append(.placeholder(String(characters[..<close])))
                characters = characters[characters.index(after: close)...]
            } else {
                text.append(character)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }
}

/// Fills `{param}` placeholders of a title with an instance's arguments (`TitleTemplate`'s syntax); a
/// placeholder naming no argument stays as written, and so does an unclosed `{` (which the validator refuses).
func fillPlaceholders(_ template: String, with arguments: [String: ArgumentValue]) -> String {
    guard template.contains("{") || template.contains("}") else { return template }
    guard let pieces = TitleTemplate.parse(template, lenient: true) else { return template }
    var result = ""
    for piece in pieces {
        switch piece {
        case .text(let text): result += text
        case .placeholder(let name): result += arguments[name]?.displayText ?? "{\(name)}"
        }
    }
    return result
}
