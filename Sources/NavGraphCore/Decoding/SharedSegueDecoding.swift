import NavGraphRuntime

extension GraphFileDecoder {
    /// The keys of a top-level `segues:` entry: a segue's keys and `from`.
    static let sharedSegueKeys = ["from"] + segueKeys

    /// The top-level `segues:` block (docs/format.md, Shared segues).
    mutating func sharedSegues() throws(YAMLError) -> [SharedSegue] {
        guard try reader.beginMapping(for: "segues", nullIsEmpty: true) != nil else { return [] }
        var result: [SharedSegue] = []
        var seen = SeenKeys()
        while let id = try reader.nextKey(&seen) {
            if let shared = try sharedSegue(id: id) { result.append(shared) }
        }
        return result
    }

    private mutating func sharedSegue(id: Located<String>) throws(YAMLError) -> SharedSegue? {
        guard try reader.beginMapping(for: "segue '\(id.value)'") != nil else { return nil }
        var shared = SharedSegue(segue: SegueDeclaration(id: id))
        var seen = SeenKeys()
        while let read = try reader.nextKey(&seen, as: SegueKey.self) {
            let key = read.key
            if key.value == "from" {
                try from(into: &shared)
            } else if try !segueValue(for: key, read.known, into: &shared.segue) {
                try reader.unknownKey(key, in: "a shared segue", allowed: Self.sharedSegueKeys)
            }
        }
        finishSegue(shared.segue, seen: seen, extra: ["from"])
        if seen["from"] == nil {
            reader.emit(.segueNeeds("from", segue: id))
        }
        return shared
    }

    /// `from:`: a list of screen ids, or the plain scalar `all`.
    private mutating func from(into shared: inout SharedSegue) throws(YAMLError) {
        let event = try reader.stream.peek()
        shared.fromLocation = reader.location(event)
        if case .scalar(let text, let plain) = event.kind {
            guard let single = try reader.string(for: "from") else { return }
            if plain && text == "all" {
                shared.fromAll = single.location
            } else {
                shared.from = [single]
            }
            return
        }
        shared.from = try reader.strings(for: "from")
    }
}
