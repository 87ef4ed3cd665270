/// A value of the compact table encoding: what `CompactEncoder` makes of an `Encodable` and `RowReader`
/// reads back, in a row of the definition tables (docs/generation.md, The definition tables).
///
/// In a row, a value is written as one token: `~` null, `!` true, `?` false, `+N`/`-N` an integer (base 36:
/// `0-9a-z`), `%D;` a double, `"N` the string at index `N` (base 36) of the string table, `[…]` an array, and
/// `{…}` an object whose entries are a key (its string index in base 26, `A-Z`, so that it never runs into the
/// number before it) and a value, and `&N` a value several rows share, written as the string at index `N`
/// (`SharedValues`). Keys whose value is `false`, `0` or an empty
/// array or object are left out by the encoder, and read back as that zero value.
indirect enum CompactValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([CompactValue])
    case object([(key: String, value: CompactValue)])

    static func == (lhs: CompactValue, rhs: CompactValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Whether a keyed entry with this value is left out of a row (and read back as it is).
    var isZero: Bool {
        switch self {
        case .bool(false), .int(0), .array([]): true
        case .object(let entries): entries.isEmpty
        default: false
        }
    }

    /// Interns the keys of every object in the value, so that keys take the first, shortest indices.
    func internKeys(in strings: inout StringInterner) {
        switch self {
        case .array(let elements): for element in elements { element.internKeys(in: &strings) }
        case .object(let entries):
            for entry in entries {
                _ = strings.intern(entry.key)
                entry.value.internKeys(in: &strings)
            }
        default: return
        }
    }

    /// Appends the value's token to `text`, interning its strings (keys included) in `strings`.
    func write(to text: inout String, strings: inout StringInterner) {
        switch self {
        case .null: text += "~"
        case .bool(let value): text += value ? "!" : "?"
        case .int(let value):
            text += value < 0 ? "-" : "+"
            text += CompactText.base36(value.magnitude)
        case .double(let value): text += "%\(value);"
        case .string(let value): text += "\"" + CompactText.base36(UInt(strings.intern(value)))
        case .array(let elements):
            text += "["
            for element in elements { element.write(to: &text, strings: &strings) }
            text += "]"
        case .object(let entries):
            text += "{"
            for entry in entries {
                text += CompactText.base26(UInt(strings.intern(entry.key)))
                entry.value.write(to: &text, strings: &strings)
            }
            text += "}"
        }
    }
}

/// The strings of a set of rows, each stored once: its index is its position.
struct StringInterner {
    private var indices: [String: Int] = [:]
    /// The strings, in the order first met.
    private(set) var strings: [String] = []

    /// The index of `string`, adding it when new.
    mutating func intern(_ string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = strings.count
        strings.append(string)
        return strings.count - 1
    }
}
