/// Parses a parameter type as written in a scalar: `String`, `[Int]`, `SettingsSection?`, `[[Date]]?`.
enum TypeParser {
    /// Deepest nesting of `[...]` and `?` accepted; deeper types are reported as malformed.
    static let maximumNesting = 16

    /// The type, or nil when the text is not a well-formed type expression.
    static func parse(_ text: String) -> TypeReference? {
        if isTypeName(Substring(text)) { return .named(text) }
        enum Wrapper { case array, optional }
        var wrappers: [Wrapper] = []
        var rest = trimmed(Substring(text))
        while wrappers.count <= maximumNesting {
            if rest.hasSuffix("?") {
                if wrappers.last == .optional { return nil }
                wrappers.append(.optional)
                rest = trimmed(rest.dropLast())
            } else if rest.hasPrefix("["), rest.hasSuffix("]"), rest.count >= 2 {
                wrappers.append(.array)
                rest = trimmed(rest.dropFirst().dropLast())
            } else {
                break
            }
        }
        guard wrappers.count <= maximumNesting, isTypeName(rest) else { return nil }
        var type = TypeReference.named(String(rest))
        for wrapper in wrappers.reversed() {
            switch wrapper {
            case .array: type = .array(type)
            case .optional:
                if case .optional = type { return nil }
                type = .optional(type)
            }
        }
        return type
    }

    /// `Name` or `Module.Name`: ASCII letters, digits and `_` in dot-separated parts, none starting with a
    /// digit or empty.
    static func isTypeName(_ text: Substring) -> Bool {
        var partStart = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                partStart = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if partStart { return false }
            case UInt8(ascii: "."):
                if partStart { return false }
                partStart = true
            default:
                return false
            }
        }
        return !partStart
    }

    private static func trimmed(_ text: Substring) -> Substring {
        guard text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ") else { return text }
        var result = text
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
