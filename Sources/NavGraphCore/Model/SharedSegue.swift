import NavGraphRuntime

/// A segue of the top-level `segues:` block: declared once, performed from any of its sources.
package struct SharedSegue: Sendable {
    /// The segue as written, `from:` aside; its id is the mapping key.
    package var segue: Segue
    /// `from:` as a list of screen ids, as written; empty for `from: all`.
    package var from: [Located<String>] = []
    /// Where `from: all` is written; nil for a list.
    package var fromAll: SourceLocation?
    /// Where `from:`'s value starts; nil when the key is missing.
    package var fromLocation: SourceLocation?

    /// Creates a shared segue without sources.
    package init(segue: Segue) {
        self.segue = segue
    }
}

extension Graph {
    /// The shared segues as the runtime sees them (each with the screens holding its copy); nil when none.
    var sharedSegueDefinitions: [SharedSegueDefinition]? {
        guard !sharedSegues.isEmpty else { return nil }
        return sharedSegues.map { shared in
            let sources = screens.filter { screen in
                screen.segues.contains { $0.shared?.value == shared.segue.id.value }
            }
            return SharedSegueDefinition(id: shared.segue.id.value, sources: sources.map(\.id.value))
        }
    }

    /// The screens a shared segue names, each once with the `from:` element naming it (`all` for `from: all`,
    /// which means every screen but the destination); unknown names are left out.
    func candidates(of shared: SharedSegue, index: GraphIndex) -> [(screen: Int, element: Located<String>)] {
        var elements: [(screen: Int, element: Located<String>)] = []
        if let all = shared.fromAll {
            for (position, screen) in screens.enumerated() where screen.id.value != shared.segue.destination?.value {
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

    /// Whether the screen at `position` declares its own segue `id`, which overrides a shared one there.
    func hasOwnSegue(_ id: String, screen position: Int) -> Bool {
        screens[position].segues.contains { $0.id.value == id && $0.shared == nil }
    }

    /// Copies every shared segue onto each of its sources (a candidate without its own segue of that id), after
    /// the source's own segues; the copy's id and kind are located at the `from:` element, so that what is
    /// checked per source (the flow rules) points there.
    mutating func copySharedSegues() {
        guard !sharedSegues.isEmpty else { return }
        let index = GraphIndex(self)
        for shared in sharedSegues {
            let id = shared.segue.id.value
            for (position, element) in candidates(of: shared, index: index) where !hasOwnSegue(id, screen: position) {
                var copy = shared.segue
                copy.shared = shared.segue.id
                copy.id = Located(id, at: element.location)
                copy.kind = shared.segue.kind.map { Located($0.value, at: element.location) }
                screens[position].segues.append(copy)
            }
        }
    }
}
