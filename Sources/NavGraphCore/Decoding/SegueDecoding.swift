import NavGraphRuntime

extension GraphFileDecoder {
    static let segueKeys =
        [
            "kind", "to", "arguments", "forward", "animated", "presentation", "embedInNavigationController",
            "singleTop",
            "popTo", "navigationController", "returns", "gatesLinks",
        ] + sheetKeys + ["renamedFrom"]

    mutating func segues() throws(YAMLError) -> [SegueDeclaration] {
        guard try reader.beginMapping(for: "segues", nullIsEmpty: true) != nil else { return [] }
        var result: [SegueDeclaration] = []
        var seen = SeenKeys()
        while let id = try reader.nextKey(&seen) {
            if let segue = try segue(id: id) { result.append(segue) }
        }
        return result
    }

    private mutating func segue(id: Located<String>) throws(YAMLError) -> SegueDeclaration? {
        guard try reader.beginMapping(for: "segue '\(id.value)'") != nil else { return nil }
        var segue = SegueDeclaration(id: id)
        var seen = SeenKeys()
        while let read = try reader.nextKey(&seen, as: SegueKey.self) {
            let key = read.key
            if try !segueValue(for: key, read.known, into: &segue) {
                try reader.unknownKey(key, in: "a segue", allowed: Self.segueKeys)
            }
        }
        finishSegue(segue, seen: seen)
        return segue
    }

    /// Reads the value of a segue's `key` (the case `known` of `SegueKey`, nil if none) into `segue`; false for a
    /// key segues do not take (nothing read).
    mutating func segueValue(
        for key: Located<String>,
        _ known: SegueKey?,
        into segue: inout SegueDeclaration
    ) throws(YAMLError) -> Bool {
        switch known {
        case .kind: segue.kind = try reader.choice(SegueKind.self, for: key.value)
        case .to: segue.destination = try reader.string(for: key.value)
        case .arguments: segue.arguments = try arguments()
        case .forward: segue.forward = try reader.strings(for: key.value)
        case .animated: segue.animated = try reader.bool(for: key.value)
        case .presentation: segue.presentation = try reader.choice(PresentationStyle.self, for: key.value)
        case .embedInNavigationController: segue.embedInNavigationController = try reader.bool(for: key.value)
        case .singleTop: segue.singleTop = try reader.bool(for: key.value)
        case .popTo: segue.popTo = try reader.string(for: key.value)
        case .navigationController: segue.navigationController = try navigationController()
        case .returns: segue.returns = try returnValues()
        case .gatesLinks: segue.gatesLinks = try reader.bool(for: key.value)
        case .renamedFrom: segue.renamedFrom = try reader.oldNames(for: key.value)
        case .detents, .prefersGrabberVisible, .largestUndimmedDetent, .preferredContentSize, .sourceItem, .adaptsTo:
            try sheetValue(for: key, into: &segue.sheet)
        case nil: return false
        }
        return true
    }

    /// Every key a segue takes, as a set: each key of each segue is looked up once here, not searched for in lists.
    private static let segueKeySet = Set(segueKeys)

    /// The keys a segue must have, and those a `return` must have.
    private static let keysSeguesNeed = ["kind", "to"]
    private static let keysReturnsNeed = ["kind"]

    /// The keys each kind takes, as sets, built once.
    private static let kindKeySets = Dictionary(
        uniqueKeysWithValues: SegueKind.allCases.map { ($0, Set(keys(of: $0))) })

    /// The bits of `keys`: bit `i` stands for `segueKeys[i]`.
    private static func mask(of keys: [String]) -> UInt64 {
        keys.reduce(0) { mask, key in mask | (segueKeys.firstIndex(of: key).map { 1 << UInt64($0) } ?? 0) }
    }

    /// The keys each kind takes, and those a segue must have, as bits.
    private static let kindKeyMasks = Dictionary(
        uniqueKeysWithValues: SegueKind.allCases.map { ($0, mask(of: keys(of: $0))) })
    private static let seguesNeedMask = mask(of: keysSeguesNeed)
    private static let returnsNeedMask = mask(of: keysReturnsNeed)

    /// Reports a read segue's missing keys and the options its kind does not take (`extra`: keys every kind
    /// takes there, as a shared segue's `from`).
    mutating func finishSegue(_ segue: SegueDeclaration, seen: SeenKeys, extra: [String] = []) {
        // The usual segue has only keys its kind takes and none missing: told by the keys' bits, with nothing to
        // report. Anything else takes the way below, which finds what to report.
        if extra.isEmpty, let kind = segue.kind?.value, let allowed = Self.kindKeyMasks[kind] {
            var given: UInt64 = 0
            var allKnown = true
            // Each key's position in `segueKeys`, found when it was read (-1 for a key no segue takes).
            for position in seen.ids {
                guard position >= 0 else {
                    allKnown = false
                    break
                }
                given |= 1 << UInt64(position)
            }
            let needs = kind == .return ? Self.returnsNeedMask : Self.seguesNeedMask
            if allKnown && given & needs == needs && given & ~allowed == 0 { return }
        }
        // Keys no segue takes were reported as unknown already; only they can be misspellings. Most segues have
        // none, and then nothing below builds a list.
        var unknown: [(key: String, location: SourceLocation)] = []
        for entry in seen.entries where !Self.segueKeySet.contains(entry.key) && !extra.contains(entry.key) {
            unknown.append(entry)
        }
        // A `return` goes back to whoever came: it names no destination (`checkOptions` refuses one).
        let required = segue.kind?.value == .return ? Self.keysReturnsNeed : Self.keysSeguesNeed
        // An unknown key whose did-you-mean is a missing key is that key misspelt: its NG004 says it, once.
        let known = unknown.isEmpty ? [] : Self.segueKeys + extra
        let misspelt = Set(unknown.compactMap { Suggestions.closest(to: $0.key, in: known) })
        for required in required where seen[required] == nil && !misspelt.contains(required) {
            reader.emit(.segueNeeds(required, segue: segue.id))
        }
        if let kind = segue.kind?.value {
            checkOptions(of: kind, seen: seen, extra: extra)
            if !unknown.isEmpty { reviseSuggestions(for: kind, unknown: unknown, known: known, extra: extra) }
        }
    }

    /// An unknown key's did-you-mean proposes only a key the segue's kind takes (`prsentation` on a `show` segue
    /// is not sent to `presentation`, which `show` refuses): the NG004 already reported is rewritten with the keys
    /// of the kind.
    private mutating func reviseSuggestions(
        for kind: SegueKind,
        unknown: [(key: String, location: SourceLocation)],
        known: [String],
        extra: [String]
    ) {
        let allowed = Self.keys(of: kind) + extra
        for (key, location) in unknown {
            guard let meant = Suggestions.closest(to: key, in: known), !allowed.contains(meant),
                let index = reader.diagnostics.lastIndex(where: { $0.code == .unknownKey && $0.location == location })
            else { continue }
            reader.diagnostics[index] = .unknownKey(
                Located(key, at: location), in: "a '\(kind.rawValue)' segue", allowed: allowed)
        }
    }

    /// The keys each kind of segue takes.
    private static func keys(of kind: SegueKind) -> [String] {
        kindKeys(of: kind) + ["renamedFrom"]
    }

    private static func kindKeys(of kind: SegueKind) -> [String] {
        switch kind {
        case .show: ["kind", "to", "arguments", "forward", "animated", "singleTop", "popTo"]
        case .showDetail:
            [
                "kind", "to", "arguments", "forward", "animated", "presentation", "embedInNavigationController",
                "navigationController",
            ]
        case .modal:
            [
                "kind", "to", "arguments", "forward", "animated", "presentation", "embedInNavigationController",
                "navigationController",
            ] + sheetKeys
        case .unwind: ["kind", "to", "animated", "returns"]
        case .return: ["kind", "animated", "returns"]
        case .replaceRoot: ["kind", "to", "arguments", "forward", "animated", "gatesLinks"]
        }
    }

    /// Options that only some kinds take: given to another kind they are reported as NG004.
    private mutating func checkOptions(of kind: SegueKind, seen: SeenKeys, extra: [String]) {
        guard let allowed = Self.kindKeySets[kind] else { return }
        // A key no segue takes was reported as unknown already.
        for (key, location) in seen.entries
        where !allowed.contains(key) && !extra.contains(key) && Self.segueKeySet.contains(key) {
            let allowed = Self.keys(of: kind)
            let takes = (Self.segueKeys + extra.sorted()).filter { allowed.contains($0) || extra.contains($0) }
            var diagnostic = Diagnostic.segueOption(key, notTakenBy: kind, takes: takes, at: location)
            if kind == .return, key == "to" {
                diagnostic.notes.append(
                    DiagnosticNote("a 'return' goes back to the screen below its source; to name one, use 'unwind'"))
            }
            reader.emit(diagnostic)
        }
    }

    private mutating func arguments() throws(YAMLError) -> [(name: Located<String>, value: Located<Literal>)] {
        guard try reader.beginMapping(for: "arguments", nullIsEmpty: true) != nil else { return [] }
        var result: [(name: Located<String>, value: Located<Literal>)] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            result.append((name, try reader.literal()))
        }
        return result
    }
}
