/// Decodes a `Decodable` from a `CompactValue` (see there and `CompactEncoder`): the reverse of `CompactEncoder`,
/// with a key missing from an object read as the zero value the encoder left out (`false`, `0`, an empty array
/// or object), and as absent by `contains`, `decodeIfPresent` and `decodeNil`.
///
/// Errors carry no coding path: the tables are navgraph's own output, and building a path for every value read
/// would cost every read an allocation.
enum CompactDecoder {
    /// `T` from `value`.
    static func decode<T: Decodable>(_ type: T.Type, from value: CompactValue) throws -> T {
        try decodeValue(type, from: value, codingPath: [])
    }
}

/// `T` from `value` (nil: a key the encoder left out as zero).
private func decodeValue<T: Decodable>(_ type: T.Type, from value: CompactValue?, codingPath: [any CodingKey]) throws
    -> T
{
    if let primitive = try primitive(type, from: value, codingPath: codingPath) { return primitive }
    return try T(from: CompactDecoding(value: value, codingPath: codingPath))
}

private func mismatch(_ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "not a \(type) in the definition tables"))
}

/// `T` when it is a primitive type (nil otherwise); a left-out value reads as zero.
private func primitive<T>(_ type: T.Type, from value: CompactValue?, codingPath: [any CodingKey]) throws -> T? {
    if type == String.self {
        guard case .string(let string) = value else { throw mismatch(type, codingPath) }
        return string as? T
    }
    if type == Int.self {
        switch value {
        case nil: return 0 as? T
        case .int(let int): return int as? T
        default: throw mismatch(type, codingPath)
        }
    }
    if type == Bool.self {
        switch value {
        case nil: return false as? T
        case .bool(let bool): return bool as? T
        default: throw mismatch(type, codingPath)
        }
    }
    if type == Double.self || type == Float.self {
        let double: Double
        switch value {
        case nil: double = 0
        case .double(let value): double = value
        case .int(let value): double = Double(value)
        default: throw mismatch(type, codingPath)
        }
        return type == Float.self ? Float(double) as? T : double as? T
    }
    if let integer = type as? any FixedWidthInteger.Type {
        let int: Int
        switch value {
        case nil: int = 0
        case .int(let value): int = value
        default: throw mismatch(type, codingPath)
        }
        guard let exact = integer.init(exactly: int) else { throw mismatch(type, codingPath) }
        return exact as? T
    }
    return nil
}

private struct CompactDecoding: Decoder {
    /// nil: a key the encoder left out as zero.
    let value: CompactValue?
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case nil: return KeyedDecodingContainer(KeyedCompactDecoding<Key>(entries: [], codingPath: codingPath))
        case .object(let entries):
            return KeyedDecodingContainer(KeyedCompactDecoding<Key>(entries: entries, codingPath: codingPath))
        default: throw mismatch([String: Any].self, codingPath)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case nil: return UnkeyedCompactDecoding(elements: [], codingPath: codingPath)
        case .array(let elements): return UnkeyedCompactDecoding(elements: elements, codingPath: codingPath)
        default: throw mismatch([Any].self, codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleCompactDecoding(value: value, codingPath: codingPath)
    }
}

private struct KeyedCompactDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [(key: String, value: CompactValue)]
    let codingPath: [any CodingKey]
    /// Positions by key, for objects too large to search (a dictionary of many arguments).
    private let positions: [String: Int]?

    init(entries: [(key: String, value: CompactValue)], codingPath: [any CodingKey]) {
        self.entries = entries
        self.codingPath = codingPath
        if entries.count > 16 {
            var positions: [String: Int] = [:]
            for (position, entry) in entries.enumerated() where positions[entry.key] == nil {
                positions[entry.key] = position
            }
            self.positions = positions
        } else {
            positions = nil
        }
    }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

    private func value(_ key: Key) -> CompactValue? {
        let name = key.stringValue
        if let positions { return positions[name].map { entries[$0].value } }
        return entries.first(where: { $0.key == name })?.value
    }

    func contains(_ key: Key) -> Bool { value(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard case .null = value(key) else { return false }
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, from: value(key), codingPath: codingPath)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try CompactDecoding(value: value(key), codingPath: codingPath).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactDecoding(value: value(key), codingPath: codingPath).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        CompactDecoding(value: entries.first(where: { $0.key == "super" })?.value, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactDecoding(value: value(key), codingPath: codingPath)
    }
}

private struct UnkeyedCompactDecoding: UnkeyedDecodingContainer {
    let elements: [CompactValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [CompactValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    private mutating func next(_ type: Any.Type) throws -> CompactValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "array ended"))
        }
        currentIndex += 1
        return elements[currentIndex - 1]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, from: try next(type), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try CompactDecoding(value: try next([String: Any].self), codingPath: codingPath).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactDecoding(value: try next([Any].self), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        CompactDecoding(value: try next(Any.self), codingPath: codingPath)
    }
}

private struct SingleCompactDecoding: SingleValueDecodingContainer {
    let value: CompactValue?
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        guard case .null = value else { return false }
        return true
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, from: value, codingPath: codingPath)
    }
}
