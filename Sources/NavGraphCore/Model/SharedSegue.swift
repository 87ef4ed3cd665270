import NavGraphRuntime

/// A segue of the top-level `segues:` block: declared once, performed from any of its sources.
package struct SharedSegue: Sendable {
    /// The segue as written, `from:` aside; its id is the mapping key.
    package var segue: SegueDeclaration
    /// `from:` as a list of screen ids, as written; empty for `from: all`.
    package var from: [Located<String>] = []
    /// Where `from: all` is written; nil for a list.
    package var fromAll: SourceLocation?
    /// Where `from:`'s value starts; nil when the key is missing.
    package var fromLocation: SourceLocation?

    /// Creates a shared segue without sources.
    package init(segue: SegueDeclaration) {
        self.segue = segue
    }
}

extension Graph {
    /// The shared segues as the runtime sees them (each with the screens holding its copy); nil when none.
    var sharedSegueDefinitions: [SharedSegueDefinition]? {
        guard !sharedSegues.isEmpty else { return nil }
        var sources: [String: [String]] = [:]
        for screen in screens {
            for segue in screen.segues {
                if let shared = segue.shared { sources[shared.value, default: []].append(screen.id.value) }
            }
        }
        return sharedSegues.map {
            SharedSegueDefinition(id: $0.segue.id.value, sources: sources[$0.segue.id.value] ?? [])
        }
    }

    /// The screens a shared segue names, each once with the `from:` element naming it (`all` for `from: all`,
    /// which means every screen but the destination and the alerts, which perform only their actions' segues);
    /// unknown names are left out.
    func candidates(of shared: SharedSegue, index: ValidationIndex) -> [(screen: Int, element: Located<String>)] {
        var elements: [(screen: Int, element: Located<String>)] = []
        if let all = shared.fromAll {
            for (position, screen) in screens.enumerated()
            where screen.id.value != shared.segue.destination?.value && screen.alert == nil {
                elements.append((position, Located(screen.id.value, at: all)))
            }
            return elements
        }
        var seen: Set<Int> = []
        for element in shared.from {
            if let position = index.screens[element.value], seen.insert(position).inserted {
                elements.append((position, element))
            }
        }
        return elements
    }

    /// Each screen's own segues (copies of shared segues left out), by position, as id → where the id is written
    /// (the first of an id): an own segue overrides a shared one of the same id there.
    func ownSegueIDs() -> [[String: SourceLocation]] {
        screens.map { screen in
            var ids: [String: SourceLocation] = [:]
            for segue in screen.segues where segue.shared == nil && ids[segue.id.value] == nil {
                ids[segue.id.value] = segue.id.location
            }
            return ids
        }
    }

    /// Most copies of shared segues one graph may make, all sources together (docs/format.md, Limits): a few
    /// hundred bytes of `from: all` could otherwise ask for billions of segues.
    static let maximumSharedSegueCopies = 100_000

    /// Copies every shared segue onto each of its sources (a candidate without its own segue of that id), after
    /// the source's own segues; the copy's id and kind are located at the `from:` element, so that what is
    /// checked per source (the flow rules) points there. Past `maximumSharedSegueCopies`, stops with NG009.
    mutating func copySharedSegues() -> Diagnostic? {
        guard !sharedSegues.isEmpty else { return nil }
        let index = ValidationIndex(self)
        let own = ownSegueIDs()
        var copies = 0
        for shared in sharedSegues {
            let id = shared.segue.id.value
            for (position, element) in candidates(of: shared, index: index) where own[position][id] == nil {
                guard copies < Self.maximumSharedSegueCopies else {
                    return .tooManySharedSegueCopies(at: shared.segue.id.location)
                }
                copies += 1
                var copy = shared.segue
                copy.shared = shared.segue.id
                copy.id = Located(id, at: element.location)
                copy.kind = shared.segue.kind.map { Located($0.value, at: element.location) }
                screens[position].segues.append(copy)
            }
        }
        return nil
    }
}

extension Diagnostic {
    /// NG009: the shared segues ask for more copies than a graph may make.
    static func tooManySharedSegueCopies(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "shared segues ask for more than \(Graph.maximumSharedSegueCopies) copies, one per source",
            at: location,
            notes: [DiagnosticNote("list fewer sources than 'from: all' gives, or declare fewer shared segues")]
        )
    }
}
