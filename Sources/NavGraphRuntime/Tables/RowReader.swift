import Foundation

/// Reads a row of the definition tables (see `CompactValue` for its tokens) straight from its bytes into the
/// definition's types, one token at a time: no intermediate tree and no `Decoder` containers, so a row costs what
/// building its values costs. The typed readers (`RowReader+Screen.swift` and the files beside it) follow the
/// shape `CompactEncoder` gives each type: a key left out reads as its zero value (`false`, `0`, an empty list or
/// object), an optional is absent when its key is, and a value several rows share (`&N`) is read where it is
/// stored. Every read returns nil on a malformed row: the tables are navgraph's own output, so a row that does not
/// read is reported as a missing screen, never a trap.
struct RowReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private let end: Int
    /// Where each string of the string table lies.
    private let lines: StringLines
    /// How many arrays, objects and shared values the cursor is inside of: bounds a damaged row (nested without
    /// end, or whose shared values refer to each other).
    private var depth: Int
    private static let maximumDepth = 256

    /// A reader of the row in `range` of `lines`' bytes.
    init(_ lines: StringLines, range: Range<Int>) {
        self.init(lines, range: range, depth: 0)
    }

    private init(_ lines: StringLines, range: Range<Int>, depth: Int) {
        let bytes = lines.bytes
        self.bytes = bytes
        position = max(0, min(range.lowerBound, bytes.count))
        end = max(position, min(range.upperBound, bytes.count))
        self.lines = lines
        self.depth = depth
    }

    /// Reads the whole row with `read`; nil when it does not read or leaves bytes after its value.
    mutating func whole<T>(_ read: (inout RowReader) -> T?) -> T? {
        guard let value = read(&self), position == end else { return nil }
        return value
    }

    // MARK: Tokens

    /// The next byte, not consumed; nil at the end.
    private var next: UInt8? { position < end ? bytes[position] : nil }

    /// Reads the value at the cursor with `read`, first following a shared value's reference (`&N`) to its text.
    private mutating func value<T>(_ read: (inout RowReader) -> T?) -> T? {
        let start = position
        let value: T?
        if next == UInt8(ascii: "&") {
            position += 1
            if depth < Self.maximumDepth, let index = number(), let range = lines.range(of: index) {
                var shared = RowReader(lines, range: range, depth: depth + 1)
                value = shared.whole(read)
            } else {
                value = nil
            }
        } else {
            value = read(&self)
        }
        // A value that does not read leaves the cursor where it was, for a reader that tries another kind.
        if value == nil { position = start }
        return value
    }

    /// Consumes `byte` when it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard next == byte else { return false }
        position += 1
        return true
    }

    /// Consumes a null (`~`) when it comes next: an optional's `nil`.
    mutating func null() -> Bool { take(UInt8(ascii: "~")) }

    /// `true` or `false`.
    mutating func bool() -> Bool? {
        value { reader in
            if reader.take(UInt8(ascii: "!")) { return true }
            if reader.take(UInt8(ascii: "?")) { return false }
            return nil
        }
    }

    /// An integer.
    mutating func int() -> Int? {
        value { $0.integer() }
    }

    private mutating func integer() -> Int? {
        if take(UInt8(ascii: "+")) {
            guard let magnitude = number() else { return nil }
            return Int(exactly: magnitude)
        }
        guard take(UInt8(ascii: "-")), let magnitude = number(), magnitude <= UInt(Int.max) + 1 else { return nil }
        return magnitude == UInt(Int.max) + 1 ? Int.min : -Int(magnitude)
    }

    /// A floating-point number (an integer reads as one too).
    mutating func double() -> Double? {
        value { reader in
            guard reader.take(UInt8(ascii: "%")) else { return reader.integer().map(Double.init) }
            let start = reader.position
            while reader.position < reader.end, reader.bytes[reader.position] != UInt8(ascii: ";") {
                reader.position += 1
            }
            guard reader.position < reader.end else { return nil }
            let digits = UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.position])
            reader.position += 1
            return Double(String(decoding: digits, as: UTF8.self))
        }
    }

    /// A string of the string table.
    mutating func string() -> String? {
        value { reader in
            guard reader.take(UInt8(ascii: "\"")), let index = reader.number() else { return nil }
            return reader.string(at: index)
        }
    }

    /// A string naming a case of `E`.
    mutating func raw<E: RawRepresentable>(_ type: E.Type) -> E? where E.RawValue == String {
        string().flatMap(E.init(rawValue:))
    }

    private func string(at index: Int) -> String? {
        guard let range = lines.range(of: index) else { return nil }
        return CompactText.unescape(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// An array: `element` reads each element (false: the row does not read).
    mutating func array(_ element: (inout RowReader) -> Bool) -> Bool {
        value { reader -> Bool? in
            guard reader.depth < Self.maximumDepth, reader.take(UInt8(ascii: "[")) else { return nil }
            reader.depth += 1
            defer { reader.depth -= 1 }
            while let byte = reader.next, byte != UInt8(ascii: "]") {
                let start = reader.position
                guard element(&reader), reader.position > start else { return nil }
            }
            return reader.take(UInt8(ascii: "]")) ? true : nil
        } ?? false
    }

    /// An array whose elements `read` reads.
    mutating func list<T>(_ read: (inout RowReader) -> T?) -> [T]? {
        var elements: [T] = []
        let read = array { reader in
            guard let element = read(&reader) else { return false }
            elements.append(element)
            return true
        }
        return read ? elements : nil
    }

    /// An array of strings.
    mutating func strings() -> [String]? { list { $0.string() } }

    /// An object: `entry` reads the value of each key (false: the row does not read); `skip()` passes over a key
    /// the type does not know.
    mutating func object(_ entry: (inout RowReader, RowKey) -> Bool) -> Bool {
        value { reader -> Bool? in
            guard reader.depth < Self.maximumDepth, reader.take(UInt8(ascii: "{")) else { return nil }
            reader.depth += 1
            defer { reader.depth -= 1 }
            while let byte = reader.next, byte != UInt8(ascii: "}") {
                guard let index = reader.number(base: 26, digit: CompactText.keyDigitValue),
                    let range = reader.lines.range(of: index)
                else { return nil }
                let start = reader.position
                guard entry(&reader, RowKey(bytes: UnsafeBufferPointer(rebasing: reader.bytes[range]))),
                    reader.position > start
                else { return nil }
            }
            return reader.take(UInt8(ascii: "}")) ? true : nil
        } ?? false
    }

    /// An object with two members that must both be there, `first` read by `readFirst` and `second` by
    /// `readSecond` (any other member skipped); nil when either is missing or cannot be read.
    mutating func pair<First, Second>(
        _ first: StaticString, _ readFirst: (inout RowReader) -> First?,
        _ second: StaticString, _ readSecond: (inout RowReader) -> Second?
    ) -> (First, Second)? {
        var firstValue: First?
        var secondValue: Second?
        let read = object { reader, key in
            if first ~= key {
                firstValue = readFirst(&reader)
                return firstValue != nil
            }
            if second ~= key {
                secondValue = readSecond(&reader)
                return secondValue != nil
            }
            return reader.skip()
        }
        guard read, let firstValue, let secondValue else { return nil }
        return (firstValue, secondValue)
    }

    /// An object with exactly one key, the case of an enum with associated values (`{case: {_0: value}}`, or
    /// `{case: {}}` for a case without them): `read` reads the case from its key and the reader at its value.
    mutating func choice<T>(_ read: (inout RowReader, RowKey) -> T?) -> T? {
        var result: T?
        var count = 0
        let read = object { reader, key in
            count += 1
            result = read(&reader, key)
            return result != nil
        }
        return read && count == 1 ? result : nil
    }

    /// The associated value of an enum case (`{_0: value}`), read by `read`.
    mutating func payload<T>(_ read: (inout RowReader) -> T?) -> T? {
        var result: T?
        let read = object { reader, key in
            guard "_0" ~= key else { return reader.skip() }
            result = read(&reader)
            return result != nil
        }
        return read ? result : nil
    }

    /// A case without associated values: an object, whatever it holds.
    mutating func noPayload() -> Bool { object { reader, _ in reader.skip() } }

    /// Passes over one value of any kind.
    mutating func skip() -> Bool {
        switch next {
        case UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            position += 1
            return true
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "%"): return double() != nil
        case UInt8(ascii: "\""), UInt8(ascii: "&"):
            position += 1
            return number() != nil
        case UInt8(ascii: "["): return array { $0.skip() }
        case UInt8(ascii: "{"): return object { reader, _ in reader.skip() }
        default: return false
        }
    }

    /// A number at the cursor (base 36 unless told otherwise); nil when there is none or it overflows.
    private mutating func number(base: UInt = 36, digit digitValue: (UInt8) -> Int? = CompactText.rowDigitValue)
        -> Int?
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
        return position > start ? Int(exactly: value) : nil
    }
}

/// A key of a row's object: the bytes of its string in the string table, compared with the field names of the
/// type being read without building a `String`.
struct RowKey {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Whether the key is `name` (a field name: plain ASCII, so its escaped bytes are its bytes).
    @inline(__always)
    static func ~= (name: StaticString, key: RowKey) -> Bool {
        guard name.utf8CodeUnitCount == key.bytes.count, name.hasPointerRepresentation else { return false }
        guard let base = key.bytes.baseAddress else { return true }
        return memcmp(name.utf8Start, base, key.bytes.count) == 0
    }

    /// The key as text: a dictionary's key, which is data.
    var string: String? { CompactText.unescape(bytes) }
}

/// The string table of the tables: where the line of each string lies (its bytes, escaped as
/// `CompactText.escape` writes them), from the fixed-width offsets of the tables' string offsets section.
struct StringLines {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the string offsets start (`count + 1` numbers of `width` digits).
    let offsets: Int
    let width: Int
    let count: Int

    /// The bytes of string `index` without its newline; nil outside the table or when the offsets are damaged.
    func range(of index: Int) -> Range<Int>? {
        guard index >= 0, index < count,
            let start = CompactText.readFixed(bytes, at: offsets + index * width, width: width),
            let next = CompactText.readFixed(bytes, at: offsets + (index + 1) * width, width: width), start < next,
            next - 1 <= bytes.count
        else { return nil }
        return start..<(next - 1)
    }
}
