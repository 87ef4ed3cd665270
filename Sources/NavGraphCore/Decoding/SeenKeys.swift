/// The keys met so far in one mapping, for duplicate detection (libyaml does not detect duplicates). Most
/// mappings have a handful of keys, compared fastest in a list; a large one (`screens:` of thousands) moves to a
/// dictionary.
struct SeenKeys {
    /// One key met. A struct, not a tuple: an array of tuples is freed through the runtime's generic tuple code,
    /// which costs more than the key itself in the many small mappings of a graph.
    struct Entry {
        var key: String
        var location: SourceLocation
    }

    /// In the order met.
    private var list: [Entry] = []

    /// The keys met, in the order met.
    var entries: LazyMapSequence<[Entry], (key: String, location: SourceLocation)> {
        list.lazy.map { ($0.key, $0.location) }
    }
    private var index: [String: SourceLocation]?
    private static let listLimit = 16

    /// Where `key` was met, if it was.
    subscript(key: String) -> SourceLocation? {
        if let index { return index[key] }
        for entry in list where entry.key == key { return entry.location }
        return nil
    }

    /// Records a key not met before.
    mutating func insert(_ key: String, at location: SourceLocation) {
        // One allocation for a typical mapping rather than one per doubling.
        if list.isEmpty { list.reserveCapacity(Self.listLimit / 2) }
        list.append(Entry(key: key, location: location))
        if index != nil {
            index?[key] = location
        } else if list.count > Self.listLimit {
            index = Dictionary(list.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
