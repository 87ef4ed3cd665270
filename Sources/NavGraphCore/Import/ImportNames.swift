import Foundation

/// Readable, unique lowerCamelCase ids made from storyboard names (`TaskDetailViewController` → `taskDetail`).
struct ImportNames {
    private var taken: Set<String> = []
    /// For each stem numbered before, the number to try next: every smaller one was taken (and names stay taken),
    /// so a thousand segues named alike cost a thousand steps, not half a million.
    private var nextNumber: [String: Int] = [:]
    /// How many names were looked up in `taken`: the work `unique` did, for tests.
    private(set) var lookups = 0

    /// A namer that never gives the names in `reserved`.
    init(reserving reserved: Set<String> = []) { taken = reserved }

    /// Words of `text`: runs of ASCII letters and digits, split at case changes (`URLSettings` → `URL`, `Settings`),
    /// after accents are taken off.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        // Accented letters keep their base letter (`Ünïcode` → `Unicode`); what has none is a word break.
        let characters = Array(text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil))
        for (index, character) in characters.enumerated() {
            guard character.isASCII && (character.isLetter || character.isNumber) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The longest name made from a storyboard's text, before a number that makes it unique: a title of thousands
    /// of characters gives a readable id, and YAML reads a key of at most 1,024 characters.
    static let maximumLength = 64

    /// `text` as lowerCamelCase (nil when it has no letters or digits), at most `maximumLength` characters; a
    /// leading digit gets `prefix` before it.
    static func lowerCamel(_ text: String, prefix: String = "item") -> String? {
        let parts = words(text)
        guard let first = parts.first else { return nil }
        var name = first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let head = name.first, head.isNumber { name = prefix + name.prefix(1).uppercased() + name.dropFirst() }
        return String(name.prefix(maximumLength))
    }

    /// `text` as UpperCamelCase, nil when it has no letters or digits.
    static func upperCamel(_ text: String) -> String? {
        guard let lower = lowerCamel(text, prefix: "graph") else { return nil }
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// A class or identifier name without its controller suffix: `TaskListViewController` → `TaskList`.
    static func withoutControllerSuffix(_ text: String) -> String {
        for suffix in ["TableViewController", "CollectionViewController", "ViewController", "Controller", "VC"]
        where text.hasSuffix(suffix) && text.count > suffix.count {
            return String(text.dropLast(suffix.count))
        }
        return text
    }

    /// Whether `name` may be a screen, container, segue or item id.
    static func isUsable(_ name: String) -> Bool {
        SwiftNames.isLowerCamel(name) && !SwiftNames.keywords.contains(name)
            && !SwiftNames.reservedCaseNames.contains(name)
            && !SwiftNames.reservedInGraphScope.contains(name.prefix(1).uppercased() + name.dropFirst())
    }

    /// A name made from the first usable candidate (or `fallback`), unique among the names this namer gave.
    mutating func unique(from candidates: [String?], fallback: String) -> String {
        let base =
            candidates.lazy.compactMap { $0.flatMap { Self.lowerCamel($0) } }.first { Self.isUsable($0) } ?? fallback
        var name = Self.isUsable(base) ? base : fallback
        let stem = name
        var number = nextNumber[stem] ?? 2
        while taken.contains(name) {
            lookups += 1
            name = stem + String(number)
            number += 1
        }
        if name != stem { nextNumber[stem] = number }
        taken.insert(name)
        return name
    }

    /// Marks `name` as taken.
    mutating func reserve(_ name: String) { taken.insert(name) }
}

extension String {
    /// The text with its first letter upper case: `most Recent` → `Most Recent`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
