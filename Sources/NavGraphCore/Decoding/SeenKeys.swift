/// The keys met so far in one mapping, for duplicate detection (libyaml does not detect duplicates). Most
/// mappings have a handful of keys, compared fastest in a list; a large one (`screens:` of thousands) moves to a
/// dictionary. Keys read with a `KeyTable` carry their position in it, and two such keys are compared by position.
struct SeenKeys {
    /// One key met. A struct, not a tuple: an array of tuples is freed through the runtime's generic tuple code,
    /// which costs more than the key itself in the many small mappings of a graph.
    struct Entry {
        var key: String
        var location: SourceLocation
        /// The key's position in the mapping's key table, -1 when it has none.
        var id = -1
    }

    /// In the order met.
    private var list: [Entry] = []

    /// The keys met, in the order met.
    var entries: LazyMapSequence<[Entry], (key: String, location: SourceLocation)> {
        list.lazy.map { ($0.key, $0.location) }
    }
    /// The keys' positions in the mapping's key table (-1 for a key the table lacks), in the order met.
    var ids: LazyMapSequence<[Entry], Int> {
        list.lazy.map(\.id)
    }
    private var index: [String: SourceLocation]?
    private static let listLimit = 16
    /// Bit `i` set when the key at position `i` (below 64) of the key table was met, and how many keys met have no
    /// position: a key of the table is then known new with one test, the usual case.
    private var idBits: UInt64 = 0
    private var keysWithoutID = 0

    /// Where `key` was met, if it was.
    subscript(key: String) -> SourceLocation? {
        if let index { return index[key] }
        for entry in list where entry.key == key { return entry.location }
        return nil
    }

    /// Where `key`, at position `id` of the mapping's key table (-1 if none), was met, if it was.
    func location(of key: String, id: Int) -> SourceLocation? {
        if id < 0 || index != nil { return self[key] }
        if id < 64 && idBits & (1 << UInt64(id)) == 0 && keysWithoutID == 0 { return nil }
        for entry in list where entry.id == id || (entry.id < 0 && entry.key == key) { return entry.location }
        return nil
    }

    /// Records a key not met before.
    mutating func insert(_ key: String, at location: SourceLocation, id: Int = -1) {
        // One allocation for a typical mapping rather than one per doubling.
        if list.isEmpty { list.reserveCapacity(Self.listLimit / 2) }
        list.append(Entry(key: key, location: location, id: id))
        if id < 0 {
            keysWithoutID += 1
        } else if id < 64 {
            idBits |= 1 << UInt64(id)
        }
        if index != nil {
            index?[key] = location
        } else if list.count > Self.listLimit {
            index = Dictionary(list.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
