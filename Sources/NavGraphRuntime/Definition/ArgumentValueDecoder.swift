/// Decodes a `Decodable` from an `ArgumentValue` tree read by `ArgumentValue(json:)`: how restoration snapshots
/// are read. An `ArgumentValue` inside (a screen's arguments) is taken as the subtree it is, in constant time, so
/// reading is linear in the text however deeply its values nest (`JSONDecoder` tries each kind of an untyped value
/// in turn and pays for each failed try along the coding path: cubic in the depth).
///
/// Errors are `DecodingError`s with their coding path, as `JSONDecoder`'s; a number reads as any numeric type it
/// fits exactly.
enum ArgumentValueDecoder {
    /// `T` from `value`.
    static func decode<T: Decodable>(_ type: T.Type, from value: ArgumentValue) throws -> T {
        try decodeValue(type, from: value, codingPath: [])
    }
}

private func decodeValue<T: Decodable>(_ type: T.Type, from value: ArgumentValue, codingPath: [any CodingKey]) throws
    -> T
{
    if type == ArgumentValue.self, let value = value as? T { return value }
    if let primitive = try primitive(type, from: value, codingPath: codingPath) { return primitive }
    return try T(from: ArgumentValueDecoding(value: value, codingPath: codingPath))
}

private func mismatch(_ type: Any.Type, _ value: ArgumentValue, _ codingPath: [any CodingKey]) -> DecodingError {
    if value == .null {
        return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "null where \(type) goes"))
    }
    return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "not a \(type)"))
}

/// `T` when it is a primitive type (nil otherwise).
private func primitive<T>(_ type: T.Type, from value: ArgumentValue, codingPath: [any CodingKey]) throws -> T? {
    if type == String.self {
        guard case .string(let string) = value else { throw mismatch(type, value, codingPath) }
        return string as? T
    }
    if type == Bool.self {
        guard case .bool(let bool) = value else { throw mismatch(type, value, codingPath) }
        return bool as? T
    }
    if type == Double.self || type == Float.self {
        let double: Double
        switch value {
        case .double(let number): double = number
        case .int(let number): double = Double(number)
        default: throw mismatch(type, value, codingPath)
        }
        return type == Float.self ? Float(double) as? T : double as? T
    }
    if let integer = type as? any FixedWidthInteger.Type {
        let exact: (any FixedWidthInteger)?
        switch value {
        case .int(let number): exact = integer.init(exactly: number)
        case .double(let number): exact = integer.init(exactly: number)
        default: exact = nil
        }
        guard let exact else { throw mismatch(type, value, codingPath) }
        return exact as? T
    }
    return nil
}

/// A coding key for an array position.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct ArgumentValueDecoding: Decoder {
    let value: ArgumentValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedArgumentValueDecoding<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self, value, codingPath) }
        return UnkeyedArgumentValueDecoding(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleArgumentValueDecoding(value: value, codingPath: codingPath)
    }
}

private struct KeyedArgumentValueDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: ArgumentValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func value(_ key: Key) throws -> ArgumentValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no such key"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, from: try value(key), codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try ArgumentValueDecoding(value: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ArgumentValueDecoding(value: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ArgumentValueDecoding(value: members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ArgumentValueDecoding(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedArgumentValueDecoding: UnkeyedDecodingContainer {
    let elements: [ArgumentValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [ArgumentValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    private mutating func next(_ type: Any.Type) throws -> (ArgumentValue, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "array ended"))
        }
        currentIndex += 1
        return (elements[currentIndex - 1], codingPath + [IndexKey(intValue: currentIndex - 1)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try decodeValue(type, from: value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Any].self)
        return try ArgumentValueDecoding(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ArgumentValueDecoding(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return ArgumentValueDecoding(value: value, codingPath: path)
    }
}

private struct SingleArgumentValueDecoding: SingleValueDecodingContainer {
    let value: ArgumentValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, from: value, codingPath: codingPath)
    }
}
