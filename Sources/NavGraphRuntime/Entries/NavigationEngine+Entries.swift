extension NavigationEngine {
    /// Creates an engine started from `entry`, one of the graph's `entries:` (the first is `root`): a screen with
    /// its arguments at the bottom of the main stack, or a container (`entry.id` names it, no arguments) with every
    /// tab and column at its root screen. No events: `start()` shows it.
    ///
    /// Throws `unknownEntry` when `entry.id` is not an entry of the graph, and as `init(definition:root:)` does when
    /// the screen's arguments do not fit.
    package init(
        definition: GraphDefinition,
        entry: ScreenValue,
        transitionMode: TransitionMode = .immediate
    ) throws(NavigationError) {
        guard definition.entryIDs.contains(entry.id) else {
            throw .unknownEntry(entry.id, entries: definition.entryIDs)
        }
        let graph = GraphIndex(definition)
        if graph.screen(entry.id) == nil, let container = graph.container(entry.id) {
            guard entry.arguments.isEmpty else {
                throw .unknownArgument(screen: entry.id, parameter: entry.arguments.keys.sorted()[0])
            }
            try self.init(graph: graph, container: container, transitionMode: transitionMode)
        } else {
            try self.init(definition: definition, root: entry, transitionMode: transitionMode)
        }
        self.entry = entry.id == definition.root ? nil : entry.id
    }

    /// The id of the entry the engine started from: `entry`, else the graph's root.
    package var entryID: String { entry ?? definition.root }

    /// `entry` as a restored engine takes it from a snapshot: kept when it is still an entry of the graph other
    /// than the first, else nil.
    static func restoredEntry(_ saved: String?, in definition: GraphDefinition) -> String? {
        guard let saved, saved != definition.root, definition.entryIDs.contains(saved) else { return nil }
        return saved
    }
}
