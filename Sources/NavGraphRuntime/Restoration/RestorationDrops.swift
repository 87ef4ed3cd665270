/// What a restoration drops, and why. Entries are rebuilt in snapshot order; once one cannot be, every later one
/// of the snapshot is dropped too (the longest prefix is kept: a stack above a gap, or a presentation over it, is
/// not a state the app was in), each named with its own reason: the first with its problem, later ones as coming
/// after it.
struct RestorationDrops {
    private(set) var dropped: [RestorationReport.Dropped] = []
    /// Arguments of kept entries that were left out or replaced by a default (see `restoredScreen`).
    private(set) var droppedArguments: [RestorationReport.DroppedArgument] = []
    /// Why nothing of the snapshot is kept (another graph, an unknown container); nil while entries may be kept.
    private(set) var wholeReason: String?
    /// The first entry dropped for a problem of its own; every later entry follows it.
    private var first: RestorationEntry?

    init(wholeReason: String?) {
        self.wholeReason = wholeReason
    }

    /// Whether nothing more is kept.
    var isDropping: Bool { wholeReason != nil || first != nil }

    /// Drops everything from here on for `reason`, when nothing is dropped yet.
    mutating func dropAll(because reason: String) {
        if !isDropping { wholeReason = reason }
    }

    /// Drops `entry` for a problem of its own (or following what was dropped before it).
    mutating func drop(_ entry: RestorationEntry, because reason: String) {
        if let wholeReason {
            dropped.append(.init(entry: entry, reason: wholeReason))
        } else if let first {
            dropped.append(.init(entry: entry, reason: "it comes after '\(first.path)', which was dropped"))
        } else {
            first = entry
            dropped.append(.init(entry: entry, reason: reason))
        }
    }

    /// Drops entries that belong nowhere in the graph (a stack of a tab or column it does not have), without
    /// dropping what follows: the other stacks do not rest on them.
    mutating func discard(_ entries: [RestorationEntry], because reason: String) {
        for entry in entries { dropped.append(.init(entry: entry, reason: wholeReason ?? reason)) }
    }

    /// The screen value of `entry`, checked against the graph; nil (and dropped) when it does not fit or follows a
    /// dropped entry.
    mutating func value(of entry: RestorationEntry, in graph: GraphIndex) -> ScreenValue? {
        guard !isDropping else {
            drop(entry, because: "")
            return nil
        }
        do throws(NavigationError) {
            return try graph.restoredScreen(entry, droppedArguments: &droppedArguments)
        } catch {
            drop(entry, because: error.description)
            return nil
        }
    }

    /// The values of a saved stack, bottom to top, each checked against the graph.
    mutating func stack(_ entries: some Sequence<RestorationEntry>, in graph: GraphIndex) -> [ScreenValue] {
        entries.compactMap { value(of: $0, in: graph) }
    }
}

/// What the graph itself can put at its root, for restoration to rebuild only such a container: the graph's root,
/// its entries, and the destinations of `replaceRoot` segues. (Screens are not checked against the segues that push
/// them: `Router.push` and `setStack` put any screen on the visible stack.)
struct RestorationRoots {
    let ids: Set<String>

    init(_ definition: GraphDefinition) {
        var ids = Set(definition.entryIDs + [definition.root])
        for screen in definition.screens {
            for segue in screen.segues where segue.kind == .replaceRoot { ids.insert(segue.destination) }
        }
        self.ids = ids
    }
}
