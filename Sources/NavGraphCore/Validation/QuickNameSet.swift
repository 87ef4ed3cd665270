/// A fixed set of names (keywords, reserved names) with a quick "certainly not here" test before the hash lookup.
///
/// Most names the rules check (screen ids, parameters, segues) share neither their first byte and length with any
/// name of the set, and are told apart without hashing them. An ASCII name equals a set name only when the bytes are
/// the same; a name with other characters is always looked up, since Swift compares strings by canonical equivalence.
struct QuickNameSet {
    private let names: Set<String>
    /// For each first byte, a bit per length (63 standing for 63 and more) of the names starting with it.
    private let lengthsByFirstByte: [UInt64]

    init(_ names: Set<String>) {
        self.names = names
        var lengths = [UInt64](repeating: 0, count: 256)
        for name in names {
            guard let first = name.utf8.first else { continue }
            lengths[Int(first)] |= Self.bit(forLength: name.utf8.count)
        }
        lengthsByFirstByte = lengths
    }

    private static func bit(forLength length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

    /// Whether `name` is in the set.
    func contains(_ name: String) -> Bool {
        // On the string's own bytes: a scan of a few bytes costs less than iterating the UTF-8 view.
        let mayContain = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, bytes.allSatisfy({ $0 < 0x80 }) else { return true }
            return lengthsByFirstByte[Int(first)] & Self.bit(forLength: bytes.count) != 0
        }
        return mayContain == false ? false : names.contains(name)
    }
}

extension IdentifierRules {
    /// `SwiftNames.unusableKeywords`, `reservedCaseNames` and `reservedGraphNames`, tested for every name checked.
    static let unusableKeywords = QuickNameSet(SwiftNames.unusableKeywords)
    static let reservedCaseNames = QuickNameSet(SwiftNames.reservedCaseNames)
    static let reservedGraphNames = QuickNameSet(SwiftNames.reservedGraphNames)
}
