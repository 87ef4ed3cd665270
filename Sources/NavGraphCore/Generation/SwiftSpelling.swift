import Foundation
@_spi(Generated) import NavGraphRuntime

/// How graph values are spelt in generated Swift: string literals, parameter types, default values and
/// `ArgumentValue` expressions. Every type is qualified (`Swift.`, `Foundation.`) so that no app type can shadow it.
enum SwiftSpelling {
    /// A Swift string literal for any text: quotes, backslashes, control and non-ASCII characters are escaped, so
    /// the generated file stays ASCII and every literal stays on one line.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }

    /// Text safe inside a `//` or `///` comment: control characters become spaces.
    static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    /// Graph text (a title) for the prose of a doc comment: safe as `commentText`, and with each backtick escaped
    /// with a backslash, so that it never opens a code span that would swallow the comment's own.
    static func docText(_ text: String) -> String {
        var result = ""
        for character in commentText(text) {
            if character == "`" { result += "\\`" } else { result.append(character) }
        }
        return result
    }

    /// Graph text (a file path) as a Markdown code span in a doc comment: fenced by one more backtick than the
    /// longest run of backticks in it, and padded with a space when it starts or ends with one (CommonMark), so a
    /// backtick in it never closes the span early.
    static func codeSpan(_ text: String) -> String {
        let safe = commentText(text)
        var longest = 0
        var run = 0
        for character in safe {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = safe.first == "`" || safe.last == "`" ? " " : ""
        return fence + padding + safe + padding + fence
    }

    /// The type as declared in generated code (`Swift.String`, `[Swift.Int]`, `SettingsSection?`, `Models.User`).
    /// Graph enums are nested in the graph type and written unqualified.
    static func declaration(of type: ParameterType) -> String {
        switch type {
        case .string: "Swift.String"
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .bool: "Swift.Bool"
        case .uuid: "Foundation.UUID"
        case .url: "Foundation.URL"
        case .date: "Foundation.Date"
        case .enumeration(let name): name
        case .array(let element): "[\(declaration(of: element))]"
        case .optional(let wrapped): "\(declaration(of: wrapped))?"
        case .app(let name): name
        }
    }

    /// The type as written before an initialiser call or `.self` (`Swift.Optional<Swift.String>`): sugared
    /// optional and array types cannot be called.
    static func constructor(of type: ParameterType) -> String {
        switch type {
        case .array(let element): "Swift.Array<\(constructor(of: element))>"
        case .optional(let wrapped): "Swift.Optional<\(constructor(of: wrapped))>"
        default: declaration(of: type)
        }
    }

    /// Whether an app type (`{ swift: }`) occurs in `type`: such values convert through their `Codable` form
    /// (`ArgumentValue(encoding:)`, `decode(_:)`), the others through `ArgumentConvertible`.
    static func containsAppType(_ type: ParameterType) -> Bool {
        switch type {
        case .app: true
        case .array(let inner), .optional(let inner): containsAppType(inner)
        default: false
        }
    }

    /// The expression converting the typed value `variable` to its `ArgumentValue` (may `try`).
    static func argumentValue(of variable: String, type: ParameterType) -> String {
        containsAppType(type)
            ? "try NavGraphRuntime.ArgumentValue(encoding: \(variable))"
            : "\(variable).argumentValue"
    }

    /// The expression converting the `ArgumentValue` expression `value` to `type`, nil when it does not fit.
    static func typedValue(of value: String, type: ParameterType) -> String {
        containsAppType(type)
            ? "\(value).decode(\(constructor(of: type)).self)"
            : "\(constructor(of: type))(argumentValue: \(value))"
    }

    /// A Swift literal of `type` with the value `value`, for a default argument; nil when the value does not fit
    /// the type (a graph that validated never gets there) or the type takes no literal (app types).
    static func literal(_ value: ArgumentValue, as type: ParameterType) -> String? {
        switch (type, value) {
        case (.string, .string(let text)):
            return stringLiteral(text)
        case (.int, .int(let number)):
            return String(number)
        case (.double, .double(let number)):
            return doubleLiteral(number)
        case (.double, .int(let number)):
            return doubleLiteral(Double(number))
        case (.bool, .bool(let flag)):
            return flag ? "true" : "false"
        case (.uuid, _):
            guard let uuid = UUID(argumentValue: value) else { return nil }
            return uuidLiteral(uuid)
        case (.url, .string(let text)):
            guard URL(string: text) != nil else { return nil }
            // `URL(string:)` is failable; the validator accepted the text, so the fallback is never taken.
            return "(Foundation.URL(string: \(stringLiteral(text))) ?? Foundation.URL(fileURLWithPath: \"/\"))"
        case (.date, _):
            guard let date = Date(argumentValue: value) else { return nil }
            return "Foundation.Date(timeIntervalSince1970: \(doubleLiteral(date.timeIntervalSince1970)))"
        case (.enumeration(let name), .string(let caseName)):
            return "\(name).\(SwiftNames.escaped(caseName))"
        case (.array(let element), .array(let values)):
            var parts: [String] = []
            for value in values {
                guard let part = literal(value, as: element) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case (.optional, .null):
            return "nil"
        case (.optional(let wrapped), _):
            return literal(value, as: wrapped)
        default:
            return nil
        }
    }

    /// An expression of type `NavGraphRuntime.ArgumentValue` equal to `value`; with `implicit`, written with implicit
    /// member expressions (`.array([.bool(true)])`) for a place whose type is known.
    static func argumentValueExpression(_ value: ArgumentValue, implicit: Bool = false) -> String {
        let prefix = implicit ? "." : "NavGraphRuntime.ArgumentValue."
        let element = { (value: ArgumentValue) in argumentValueExpression(value, implicit: implicit) }
        switch value {
        case .null: return prefix + "null"
        case .bool(let flag): return prefix + "bool(\(flag ? "true" : "false"))"
        case .int(let number): return prefix + "int(\(number))"
        case .double(let number): return prefix + "double(\(doubleLiteral(number)))"
        case .string(let text): return prefix + "string(\(stringLiteral(text)))"
        case .array(let values):
            return prefix + "array([" + values.map(element).joined(separator: ", ") + "])"
        case .object(let members):
            guard !members.isEmpty else { return prefix + "object([:])" }
            let entries = members.keys.sorted().map { key in
                stringLiteral(key) + ": " + element(members[key] ?? .null)
            }
            return prefix + "object([" + entries.joined(separator: ", ") + "])"
        }
    }

    /// A `Swift.Double` literal that reads back to exactly `number` (shortest round-trip digits).
    static func doubleLiteral(_ number: Double) -> String {
        if number.isNaN { return "Swift.Double.nan" }
        if number.isInfinite { return number < 0 ? "-Swift.Double.infinity" : "Swift.Double.infinity" }
        return "\(number)"
    }

    /// `Foundation.UUID(uuid: (230, 33, ...))`: a non-failable spelling of a UUID, its bytes in decimal (shorter).
    private static func uuidLiteral(_ uuid: UUID) -> String {
        let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
        return "Foundation.UUID(uuid: (" + bytes.map { String($0) }.joined(separator: ", ") + "))"
    }
}
