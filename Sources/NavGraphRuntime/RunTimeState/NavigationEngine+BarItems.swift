extension NavigationEngine {
    /// Enables or disables a bar item (left, right or toolbar) of an instance, in place of its `enabled:`: the
    /// bars report it so and a tap on a disabled item is refused (`itemDisabled`). It holds for the instance's
    /// lifetime, whether or not it is on screen. No events, no transition; allowed while a transition is in flight.
    ///
    /// Throws `instanceNotFound` for an instance the state does not hold and `itemNotOnScreen` for an id its
    /// screen has no bar item with.
    package mutating func setItemEnabled(_ enabled: Bool, item: String, on instance: InstanceID)
        throws(NavigationError)
    {
        try setItemState(item, on: instance) { $0.enabled = enabled }
    }

    /// Hides or shows a bar item of an instance: a hidden item is left out of the bars (and cannot be tapped:
    /// `itemNotOnScreen`). Same rules and errors as `setItemEnabled(_:item:on:)`.
    package mutating func setItemHidden(_ hidden: Bool, item: String, on instance: InstanceID)
        throws(NavigationError)
    {
        try setItemState(item, on: instance) { $0.hidden = hidden }
    }

    private mutating func setItemState(
        _ item: String, on instance: InstanceID, _ change: (inout BarItemState) -> Void
    ) throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        guard let found = state.allInstances.first(where: { $0.id == instance }) else {
            throw .instanceNotFound(instance)
        }
        guard graph.screen(found.screen.id)?.hasBarItem(item) == true else { throw .itemNotOnScreen(item) }
        // One assignment, so that setting what an item has is no change (`runTimeRevision`).
        var updated = Self.liveItemStates(itemStates, in: state)
        var entry =
            updated.first { $0.instance == instance && $0.item == item }
            ?? BarItemState(instance: instance, item: item)
        change(&entry)
        updated.removeAll { $0.instance == instance && $0.item == item }
        updated.append(entry)
        itemStates = updated.sorted { ($0.instance, $0.item) < ($1.instance, $1.item) }
    }

    /// `items` of `instance`'s screen as the app set them: hidden ones left out, `enabled` as set.
    package func applyingItemStates(_ items: [BarButtonItemDefinition], of instance: InstanceID)
        -> [BarButtonItemDefinition]
    {
        guard itemStates.contains(where: { $0.instance == instance }) else { return items }
        return items.compactMap { item in
            guard let set = itemStates.first(where: { $0.instance == instance && $0.item == item.id }) else {
                return item
            }
            if set.hidden == true { return nil }
            var changed = item
            if let enabled = set.enabled { changed.enabled = enabled }
            return changed
        }
    }

    /// The item states of instances `state` still holds: those of an instance that went are dropped.
    static func liveItemStates(_ saved: [BarItemState]?, in state: NavigationState) -> [BarItemState] {
        guard let saved, !saved.isEmpty else { return [] }
        let live = Set(state.allInstances.map(\.id))
        return saved.filter { live.contains($0.instance) }
    }
}

extension ScreenDefinition {
    /// Whether the screen has a bar item (left, right or toolbar) with this id.
    func hasBarItem(_ id: String) -> Bool {
        (navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + toolbarItems).contains { $0.id == id }
    }
}
