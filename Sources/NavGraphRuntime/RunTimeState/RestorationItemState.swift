/// A bar item state (`BarItemState`) in a restoration snapshot: its instance is named by its restoration path.
public struct RestorationItemState: Hashable, Codable, Sendable {
    /// The restoration path of the instance (`main/inbox`, `modal1/compose`).
    public var path: String
    /// The item's id.
    public var item: String
    /// Whether the item can be tapped; nil: the graph's `enabled:`.
    public var enabled: Bool?
    /// Whether the item is left out of the bars; nil: shown.
    public var hidden: Bool?

    /// Creates a saved item state.
    public init(path: String, item: String, enabled: Bool? = nil, hidden: Bool? = nil) {
        self.path = path
        self.item = item
        self.enabled = enabled
        self.hidden = hidden
    }
}

/// The restoration path of each instance a snapshot keeps, recorded while it is made.
final class InstancePaths {
    var byInstance: [InstanceID: String] = [:]
}

extension NavigationEngine {
    /// The item states of instances the snapshot keeps, by path; nil when there are none.
    func savedItemStates(paths: InstancePaths) -> [RestorationItemState]? {
        let saved = Self.liveItemStates(itemStates, in: state).compactMap { entry -> RestorationItemState? in
            guard let path = paths.byInstance[entry.instance] else { return nil }
            return RestorationItemState(path: path, item: entry.item, enabled: entry.enabled, hidden: entry.hidden)
        }
        return saved.isEmpty ? nil : saved
    }

    /// The item states of a snapshot that fit this (restored) engine: those of a path it holds, for an item the
    /// instance's screen still has.
    func restoredItemStates(_ saved: [RestorationItemState]?) -> [BarItemState] {
        guard let saved, !saved.isEmpty else { return [] }
        let paths = InstancePaths()
        _ = restorationState(paths: paths)
        let byPath = Dictionary(paths.byInstance.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let instances = Dictionary(state.allInstances.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var restored: [BarItemState] = []
        for entry in saved {
            // A path or item id of an old name (`renamedFrom:`) finds the instance and item of the new one.
            guard let id = byPath[entry.path] ?? byPath[definition.currentPath(of: entry.path)],
                let instance = instances[id], let screen = graph.screen(instance.screen.id),
                let item = screen.currentItemID(for: entry.item)
            else { continue }
            restored.removeAll { $0.instance == id && $0.item == item }
            restored.append(BarItemState(instance: id, item: item, enabled: entry.enabled, hidden: entry.hidden))
        }
        return restored.sorted { ($0.instance, $0.item) < ($1.instance, $1.item) }
    }
}
