/// The names the generated code is made of, in one place: the validator rejects what would not compile (NG101)
/// and the generator derives its names with the same functions.
///
/// Generated shape for `graph: G`: `enum G: NavigationGraph` holding `enum Screen` (a case per screen
/// id), `enum Action` (a case per bar-item action), one `enum <UpperCamel(screenId)>` namespace per screen with
/// segues (a static func per segue id), the graph's enums (nested, String-backed), `definition`, `value(of:)`,
/// `screen(from:)`, `action(named:)`.
package enum SwiftNames {
    /// Every Swift keyword that cannot be used as a plain identifier in the generated code (enum case, static func,
    /// argument label and parameter name, pattern binding): the generated code writes these in backticks
    /// (`escaped`), and the validator refuses only `unusableKeywords`. The contextual keywords `open`, `package`, `some`,
    /// `any`, `each`, `async`, `actor`, `macro`, `sending`, `borrowing`, `consuming` and `nonisolated` are left out:
    /// compiled here (Swift 6.3, language mode 6) in each of those positions, they work as plain names.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type",
        "Protocol",
    ]

    /// Keywords refused as names even though the generated code writes names in backticks: `inout` cannot be an
    /// argument label where a segue function or a screen case is called, `self` and `init` after a dot mean the
    /// type itself and its initialiser (so `Screen.self` could never name the case), `_` is no name, and `Any`,
    /// `Self`, `Type` and `Protocol` name types. Every other keyword is written `` `default` `` where the generated
    /// code declares or uses it (compiled here with Swift 6.3 in each position: enum case, case pattern, static
    /// func, argument label and parameter name, member reference).
    package static let unusableKeywords: Set<String> = [
        "inout", "self", "init", "_", "Any", "Self", "Type", "Protocol",
    ]

    /// `name` as the generated code writes it: in backticks when it is a keyword (`` `continue` ``), else as is.
    package static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// Contextual keywords that work as plain names but not as a type name written in a type position
    /// (`some`, `any`, `each` start type syntax there): refused as app type names.
    package static let typePositionKeywords: Set<String> = [
        "some", "any", "each", "repeat", "borrowing", "consuming", "sending",
    ]

    /// Names in the graph type's own scope that the generated code declares or needs unshadowed.
    package static let reservedInGraphScope: Set<String> = [
        "Screen", "Action", "Tab", "Return", "Segues", "Swift", "Foundation", "NavGraphRuntime", "String", "Int",
        "Double", "Bool", "UUID",
        "URL", "Date", "Optional", "Array", "Codable", "Hashable", "Sendable", "CaseIterable",
        // Keywords a lowerCamel screen id turns into when UpperCamelCased for its namespace (`any` → `Any`).
        "Any", "Self", "Type", "Protocol",
    ]

    /// Names a graph type must not take: the modules it is qualified with and the runtime's public types.
    package static let reservedGraphNames: Set<String> = reservedInGraphScope.union([
        "NavigationGraph", "Router", "Segue", "GraphDefinition", "ScreenValue", "ArgumentValue", "NavigationError",
        "ArgumentConvertible",
    ])

    /// Names of the members Swift synthesises for the generated enums (`Screen`, `Action` and the graph's
    /// String-backed enums: `Hashable`, `Codable`, `RawRepresentable`, `CaseIterable`). Measured with Swift 6.3, a
    /// case with one of these names still compiles (a case is a static member, most of these are instance
    /// members), so this is a safety margin: screen ids, action names and enum cases avoid them so that the
    /// generated enums can use and adopt these protocols without a graph becoming ambiguous or breaking.
    package static let reservedCaseNames: Set<String> = ["hashValue", "hash", "encode", "rawValue", "allCases"]

    /// `settingsList` → `SettingsList`: the namespace of a screen's segues.
    package static func upperCamel(_ identifier: String) -> String {
        // An ASCII lowercase first letter followed by ASCII (nothing can combine with it) is raised on the bytes,
        // without building a Character and a String for it.
        var bytes = Array(identifier.utf8)
        if let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
            bytes.count == 1 || bytes[1] < 0x80
        {
            bytes[0] = first - (UInt8(ascii: "a") - UInt8(ascii: "A"))
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = identifier.first else { return identifier }
        return first.uppercased() + identifier.dropFirst()
    }

    /// `my_screen`, `my-screen`, `My Screen` → `myScreen` (`MyScreen` when `upper`): the name cut at every
    /// character that is not an ASCII letter or digit, each piece capitalised but the first; nil when no valid
    /// name comes out (for example when the name starts with a digit).
    package static func camelCased(_ name: String, upper: Bool) -> String? {
        let pieces = name.split { character in
            !(character.isASCII && (character.isLetter || character.isNumber))
        }
        guard let first = pieces.first else { return nil }
        let head = upper ? first.prefix(1).uppercased() : first.prefix(1).lowercased()
        let result =
            head + first.dropFirst() + pieces.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let valid = upper ? isUpperCamel(result) : isLowerCamel(result)
        return valid && result != name ? result : nil
    }

    /// Whether `name` matches `[a-z][A-Za-z0-9]*` (screen, segue, item, parameter, action and case names).
    package static func isLowerCamel(_ name: String) -> Bool {
        matches(name, firstIn: UInt8(ascii: "a")...UInt8(ascii: "z"))
    }

    /// Whether `name` matches `[A-Z][A-Za-z0-9]*` (graph and enum names).
    package static func isUpperCamel(_ name: String) -> Bool {
        matches(name, firstIn: UInt8(ascii: "A")...UInt8(ascii: "Z"))
    }

    private static func matches(_ name: String, firstIn range: ClosedRange<UInt8>) -> Bool {
        // On the string's own storage when it has one (the usual case): no iterator per byte.
        if let result = name.utf8.withContiguousStorageIfAvailable({ matches($0, firstIn: range) }) { return result }
        return matches(Array(name.utf8), firstIn: range)
    }

    private static func matches(_ bytes: some Collection<UInt8>, firstIn range: ClosedRange<UInt8>) -> Bool {
        var bytes = bytes.makeIterator()
        guard let first = bytes.next(), range.contains(first) else { return false }
        while let byte = bytes.next() {
            let isAlphanumeric =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            if !isAlphanumeric { return false }
        }
        return true
    }
}
