/// The keys one kind of mapping takes, found from a key's bytes with no string made: a key is told by its length and
/// first sixteen bytes (two machine words), then the rest of its bytes. A key with non-ASCII bytes is compared as a
/// string, so that a key matches exactly when its string equals one of `keys` (Swift compares strings by canonical
/// equivalence).
struct KeyTable: Sendable {
    let keys: [String]

    private struct Prefix: Sendable {
        var count: Int
        var low: UInt64
        var high: UInt64
    }

    private let prefixes: [Prefix]
    private let bytes: [[UInt8]]

    init(_ keys: [String]) {
        self.keys = keys
        bytes = keys.map { Array($0.utf8) }
        prefixes = bytes.map { key in
            key.withUnsafeBufferPointer { Self.prefix(of: $0) }
        }
    }

    /// The position in `keys` of the key whose UTF-8 text is `text`, nil when there is none.
    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        match(text)?.index
    }

    /// The position in `keys` of the key whose string equals `text`'s, and whether its bytes are `text` (then
    /// `keys[index]` is `text` as a string, already made).
    func match(_ text: UnsafeBufferPointer<UInt8>) -> (index: Int, sameBytes: Bool)? {
        let prefix = Self.prefix(of: text)
        var bits = prefix.low | prefix.high
        var offset = 16
        while offset < text.count {
            bits |= UInt64(text[offset])
            offset += 1
        }
        if bits & 0x8080_8080_8080_8080 != 0 {
            return keys.firstIndex(of: String(decoding: text, as: UTF8.self)).map { ($0, false) }
        }
        for index in prefixes.indices {
            let candidate = prefixes[index]
            if candidate.count == prefix.count && candidate.low == prefix.low && candidate.high == prefix.high
                && (prefix.count <= 16 || sameTail(bytes[index], text))
            {
                return (index, true)
            }
        }
        return nil
    }

    /// Whether `key` and `text`, of one length, have the same bytes past the sixteenth.
    private func sameTail(_ key: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 16
        while offset < text.count {
            if key[offset] != text[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The length and first sixteen bytes (zero-padded) of `text`.
    private static func prefix(of text: UnsafeBufferPointer<UInt8>) -> Prefix {
        var words: (UInt64, UInt64) = (0, 0)
        if let base = text.baseAddress {
            withUnsafeMutableBytes(of: &words) {
                $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: min(text.count, 16)))
            }
        }
        return Prefix(count: text.count, low: words.0, high: words.1)
    }
}

/// The keys of one kind of mapping as an enumeration whose raw values are positions in `table.keys`, so that a
/// decoder switches over cases rather than comparing strings.
protocol MappingKey: RawRepresentable where RawValue == Int {
    static var table: KeyTable { get }
}

/// A key read from a mapping, with what a key table knows of it (the case of a `MappingKey`, or a position).
struct KeyRead<Known> {
    var key: Located<String>
    var known: Known?
}
