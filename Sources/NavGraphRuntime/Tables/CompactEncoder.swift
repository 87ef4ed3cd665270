/// Encodes an `Encodable` as a `CompactValue` (see there for the encoding), the way `JSONEncoder` would shape it:
/// keyed containers become objects, unkeyed ones arrays, enums with associated values `{case: {_0: …}}`.
///
/// One difference: an entry written with `encode(_:forKey:)` whose value is `false`, `0` or an empty array or
/// object is left out, and `RowReader` reads a missing key back as that zero value. Entries written with
/// `encodeIfPresent` always stay, so an optional `false` or `0` never reads back as `nil`; so do a dictionary's
/// entries, whose keys are data, not fields.
enum CompactEncoder {
    /// The compact form of `value`.
    static func encode(_ value: some Encodable) throws -> CompactValue {
        let node = EncodedNode()
        try value.encode(to: CompactEncoding(node: node, codingPath: []))
        return node.value
    }
}

/// A value being encoded; containers fill it in place.
private final class EncodedNode {
    enum Kind { case unset, single, array, object }
    var kind: Kind = .unset
    var single: CompactValue = .null
    var elements: [EncodedNode] = []
    var keys: [String] = []
    var values: [EncodedNode] = []
    /// Whether the entry of the same position may be left out when zero.
    var droppable: [Bool] = []
    /// Whether the object is a dictionary: its entries all stay.
    var keepsEntries = false

    /// The finished value; a value nothing was written to is an empty object, as with `JSONEncoder`.
    var value: CompactValue {
        switch kind {
        case .unset: return .object([])
        case .single: return single
        case .array: return .array(elements.map(\.value))
        case .object:
            var entries: [(key: String, value: CompactValue)] = []
            entries.reserveCapacity(keys.count)
            for index in keys.indices {
                let value = values[index].value
                if droppable[index] && !keepsEntries && value.isZero { continue }
                entries.append((keys[index], value))
            }
            // A dictionary's order changes from run to run: sorted, the text stays the same.
            if keepsEntries { entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            return .object(entries)
        }
    }

    func makeObject() {
        if kind != .object {
            kind = .object
            keys = []
            values = []
            droppable = []
        }
    }

    func makeArray() {
        if kind != .array {
            kind = .array
            elements = []
        }
    }

    func set(_ value: CompactValue) {
        kind = .single
        single = value
    }

    /// A new entry's node.
    func entry(_ key: String, droppable canDrop: Bool) -> EncodedNode {
        let node = EncodedNode()
        keys.append(key)
        values.append(node)
        droppable.append(canDrop)
        return node
    }

    /// A new element's node.
    func element() -> EncodedNode {
        let node = EncodedNode()
        elements.append(node)
        return node
    }
}

private struct CompactEncoding: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedCompactEncoding<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedCompactEncoding(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleCompactEncoding(node: node, codingPath: codingPath)
    }
}

/// The compact form of a primitive; nil for a type that is not one.
private func primitive(_ value: some Encodable) throws -> CompactValue? {
    switch value {
    case let value as Bool: return .bool(value)
    case let value as String: return .string(value)
    case let value as Int: return .int(value)
    case let value as Double: return .double(value)
    case let value as Float: return .double(Double(value))
    case let value as any BinaryInteger:
        guard let exact = Int(exactly: value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "integer out of range"))
        }
        return .int(exact)
    default: return nil
    }
}

/// Encodes `value` into `node`: a primitive directly, anything else through its `encode(to:)`.
private func encodeValue(_ value: some Encodable, into node: EncodedNode, codingPath: [any CodingKey]) throws {
    if let primitive = try primitive(value) {
        node.set(primitive)
    } else {
        node.keepsEntries = value is any DictionaryMarker
        try value.encode(to: CompactEncoding(node: node, codingPath: codingPath))
    }
}

/// Marks dictionaries, whose keyed entries are data: none is left out.
private protocol DictionaryMarker {}
extension Dictionary: DictionaryMarker {}

private struct KeyedCompactEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.entry(key.stringValue, droppable: false).set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeValue(value, into: node.entry(key.stringValue, droppable: true), codingPath: codingPath + [key])
    }

    /// An entry of `encodeIfPresent`: kept even when zero.
    private mutating func present<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        try encodeValue(value, into: node.entry(key.stringValue, droppable: false), codingPath: codingPath + [key])
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, forKey: key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try present(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = node.entry(key.stringValue, droppable: false)
        child.makeObject()
        return KeyedEncodingContainer(KeyedCompactEncoding<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.entry(key.stringValue, droppable: false)
        child.makeArray()
        return UnkeyedCompactEncoding(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        CompactEncoding(node: node.entry("super", droppable: false), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CompactEncoding(node: node.entry(key.stringValue, droppable: false), codingPath: codingPath + [key])
    }
}

private struct UnkeyedCompactEncoding: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var count: Int { node.elements.count }

    mutating func encodeNil() throws { node.element().set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: node.element(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let child = node.element()
        child.makeObject()
        return KeyedEncodingContainer(KeyedCompactEncoding<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = node.element()
        child.makeArray()
        return UnkeyedCompactEncoding(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        CompactEncoding(node: node.element(), codingPath: codingPath)
    }
}

private struct SingleCompactEncoding: SingleValueEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: node, codingPath: codingPath)
    }
}
