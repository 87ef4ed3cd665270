/// A segue declared once for many source screens (the graph's top-level `segues:`). Each source also lists it among
/// its own `segues`, so it is performed from a source like the source's own; this table says which screens share
/// it, for the one generated call that performs it from whichever of them is visible.
public struct SharedSegueDefinition: Hashable, Codable, Sendable {
    /// The segue id, the same in each source's `segues`.
    public package(set) var id: String
    /// The screens it is performed from, in declaration order; a screen with its own segue of this id is not one.
    public package(set) var sources: [String]

    /// Creates a shared segue definition.
    package init(id: String, sources: [String]) {
        self.id = id
        self.sources = sources
    }
}

extension GraphDefinition {
    /// The ids of the shared segues each screen is a source of, by screen id: which of a screen's segues are copies
    /// of a shared one.
    package var sharedSegueIDsByScreen: [String: Set<String>] {
        var ids: [String: Set<String>] = [:]
        for shared in sharedSegues ?? [] {
            for source in shared.sources { ids[source, default: []].insert(shared.id) }
        }
        return ids
    }

    /// The shared segue `id`; nil when the graph shares none of that id.
    package func sharedSegue(_ id: String) -> SharedSegueDefinition? {
        sharedSegues?.first { $0.id == id }
    }
}
