/// Parses a parameter type as written in a scalar: `String`, `[Int]`, `SettingsSection?`, `[[Date]]?`.
enum TypeParser {
    /// Deepest nesting of `[...]` and `?` accepted; deeper types are reported as malformed.
    static let maximumNesting = 16

    /// The type, or nil when the text is not a well-formed type expression.
    static func parse(_ text: String) -> TypeReference? {
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

    /// `Name` or `Module.Name`: letters, digits, `_` and `.`, not starting with a digit or a dot.
    static func isTypeName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0 == "_" || $0 == "." || ("0"..."9").contains($0)
        } && !text.hasSuffix(".") && !text.contains("..")
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
