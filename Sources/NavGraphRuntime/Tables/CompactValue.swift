/// A value of the compact table encoding: what `CompactEncoder` makes of an `Encodable` and `CompactDecoder`
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

/// Reads one row's token back into a `CompactValue`, resolving string indices through `string(at:)`.
struct CompactRowParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private let end: Int
    private let string: (Int) -> String?
    /// The bytes of the string at an index, for a shared value's text (`&N`).
    private let text: (Int) -> Range<Int>?
    /// Rows are written by navgraph; this bounds a damaged one (shared values referring to each other included).
    private static let maximumDepth = 256

    init(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, string: @escaping (Int) -> String?,
        text: @escaping (Int) -> Range<Int>?
    ) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
        self.string = string
        self.text = text
    }

    /// The value the row holds; nil when it is malformed or has bytes after its value.
    mutating func parseRow() -> CompactValue? {
        parseWhole(depth: 0)
    }

    private mutating func parseWhole(depth: Int) -> CompactValue? {
        guard let value = parseValue(depth: depth), position == end else { return nil }
        return value
    }

    private mutating func parseValue(depth: Int) -> CompactValue? {
        guard position < end, depth < Self.maximumDepth else { return nil }
        let tag = bytes[position]
        position += 1
        switch tag {
        case UInt8(ascii: "~"): return .null
        case UInt8(ascii: "!"): return .bool(true)
        case UInt8(ascii: "?"): return .bool(false)
        case UInt8(ascii: "+"):
            guard let magnitude = number(), let value = Int(exactly: magnitude) else { return nil }
            return .int(value)
        case UInt8(ascii: "-"):
            guard let magnitude = number(), magnitude <= UInt(Int.max) + 1 else { return nil }
            return .int(magnitude == UInt(Int.max) + 1 ? Int.min : -Int(magnitude))
        case UInt8(ascii: "%"):
            let start = position
            while position < end, bytes[position] != UInt8(ascii: ";") { position += 1 }
            guard position < end,
                let value = Double(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
            else { return nil }
            position += 1
            return .double(value)
        case UInt8(ascii: "\""):
            guard let index = number(), let index = Int(exactly: index), let text = string(index) else { return nil }
            return .string(text)
        case UInt8(ascii: "&"):
            guard let index = number(), let index = Int(exactly: index), let range = text(index) else { return nil }
            var shared = CompactRowParser(bytes, range: range, string: string, text: text)
            return shared.parseWhole(depth: depth + 1)
        case UInt8(ascii: "["):
            var elements: [CompactValue] = []
            while position < end, bytes[position] != UInt8(ascii: "]") {
                guard let element = parseValue(depth: depth + 1) else { return nil }
                elements.append(element)
            }
            guard position < end else { return nil }
            position += 1
            return .array(elements)
        case UInt8(ascii: "{"):
            var entries: [(key: String, value: CompactValue)] = []
            while position < end, bytes[position] != UInt8(ascii: "}") {
                guard let index = number(base: 26, digit: CompactText.keyDigitValue), let index = Int(exactly: index),
                    let key = string(index), let value = parseValue(depth: depth + 1)
                else { return nil }
                entries.append((key, value))
            }
            guard position < end else { return nil }
            position += 1
            return .object(entries)
        default:
            return nil
        }
    }

    /// A number at `position` (base 36 unless told otherwise); nil when there is none or it overflows.
    private mutating func number(base: UInt = 36, digit digitValue: (UInt8) -> Int? = CompactText.rowDigitValue)
        -> UInt?
    {
        var value: UInt = 0
        let start = position
        while position < end, let digit = digitValue(bytes[position]) {
            let (times, overflow) = value.multipliedReportingOverflow(by: base)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt(digit))
            guard !overflow, !overflowSum else { return nil }
            value = sum
            position += 1
        }
        return position > start ? value : nil
    }
}
