/// The keys met so far in one mapping, for duplicate detection (libyaml does not detect duplicates). Most
/// mappings have a handful of keys, compared fastest in a list; a large one (`screens:` of thousands) moves to a
/// dictionary.
struct SeenKeys {
    /// In the order met.
    private(set) var entries: [(key: String, location: SourceLocation)] = []
    private var index: [String: SourceLocation]?
    private static let listLimit = 16

    /// Where `key` was met, if it was.
    subscript(key: String) -> SourceLocation? {
        if let index { return index[key] }
        for entry in entries where entry.key == key { return entry.location }
        return nil
    }

    /// Records a key not met before.
    mutating func insert(_ key: String, at location: SourceLocation) {
        // One allocation for a typical mapping rather than one per doubling.
        if entries.isEmpty { entries.reserveCapacity(Self.listLimit / 2) }
        entries.append((key, location))
        if index != nil {
            index?[key] = location
        } else if entries.count > Self.listLimit {
            index = Dictionary(entries.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
