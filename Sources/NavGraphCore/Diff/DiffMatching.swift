/// Pairs the elements of two versions by id, then by `renamedFrom:`: a new element naming an old id that the new
/// version no longer has takes that old element's place.
struct DiffMatching<Element> {
    /// An element in both versions; `renamedFrom` is set when the pair was made by `renamedFrom:`.
    struct Pair {
        var old: Element
        var new: Element
        var renamedFrom: String?
    }

    private(set) var pairs: [Pair] = []
    private(set) var added: [Element] = []
    private(set) var removed: [Element] = []

    init(
        old: [Element], new: [Element], id: (Element) -> String?,
        renamedFrom: (Element) -> [Located<String>] = { _ in [] }
    ) {
        var oldByID: [String: Int] = [:]
        for (position, element) in old.enumerated() {
            if let name = id(element), oldByID[name] == nil { oldByID[name] = position }
        }
        let newIDs = Set(new.compactMap(id))
        var taken = Set<Int>()
        for element in new {
            if let name = id(element), let position = oldByID[name], taken.insert(position).inserted {
                pairs.append(Pair(old: old[position], new: element, renamedFrom: nil))
                continue
            }
            let previous = renamedFrom(element).first { name in
                !newIDs.contains(name.value) && oldByID[name.value].map { !taken.contains($0) } == true
            }
            if let previous, let position = oldByID[previous.value] {
                taken.insert(position)
                pairs.append(Pair(old: old[position], new: element, renamedFrom: previous.value))
            } else {
                added.append(element)
            }
        }
        for (position, element) in old.enumerated() where !taken.contains(position) && id(element) != nil {
            removed.append(element)
        }
    }
}
