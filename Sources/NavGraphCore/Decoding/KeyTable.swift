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
        let prefix = Self.prefix(of: text)
        var high = prefix.low | prefix.high
        for byte in text.dropFirst(16) { high |= UInt64(byte) }
        if high & 0x8080_8080_8080_8080 != 0 {
            return keys.firstIndex(of: String(decoding: text, as: UTF8.self))
        }
        for index in prefixes.indices {
            let candidate = prefixes[index]
            guard candidate.count == prefix.count, candidate.low == prefix.low, candidate.high == prefix.high else {
                continue
            }
            if prefix.count <= 16 || bytes[index].dropFirst(16).elementsEqual(text.dropFirst(16)) { return index }
        }
        return nil
    }

    /// The length and first sixteen bytes (zero-padded) of `text`.
    private static func prefix(of text: UnsafeBufferPointer<UInt8>) -> Prefix {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (offset, byte) in text.prefix(16).enumerated() {
            if offset < 8 {
                low |= UInt64(byte) << UInt64(offset * 8)
            } else {
                high |= UInt64(byte) << UInt64((offset - 8) * 8)
            }
        }
        return Prefix(count: text.count, low: low, high: high)
    }
}

/// The keys of one kind of mapping as an enumeration whose raw values are positions in `table.keys`, so that a
/// decoder switches over cases rather than comparing strings.
protocol MappingKey: RawRepresentable where RawValue == Int {
    static var table: KeyTable { get }
}
