extension NavigationEngine {
    /// A split's content: each column's root in its own stack, the secondary's as the main stack.
    func splitContent(_ container: ContainerDefinition, in state: inout NavigationState) throws(NavigationError)
        -> TabContent
    {
        guard container.columns.count >= 2, let secondary = container.columns.last else {
            throw .unknownScreen(container.id)
        }
        var columns: [[ScreenInstance]] = []
        for column in container.columns.dropLast() {
            columns.append([state.makeInstance(try graph.makeScreen(column.root, arguments: [:]))])
        }
        let initial = try graph.makeScreen(secondary.root, arguments: [:])
        let split = SplitState(
            container: container.id, columns: columns, isCollapsed: false, collapsedCounts: [],
            initialSecondary: initial, leadingColumnCount: columns.count)
        return TabContent(stack: [state.makeInstance(initial)], split: split)
    }

    /// `showDetail` in a split: expanded, from a column left of the secondary, the secondary column's stack is
    /// replaced by the destination (the old instances are released); otherwise (collapsed, or from the secondary)
    /// the destination is pushed.
    mutating func showDetail(_ destination: ScreenValue, from container: ContainerID, animated: Bool) {
        let instance = state.makeInstance(destination)
        guard case .column = container, state.split?.isCollapsed == false else {
            applyTransition(.push, animated: animated, navigationIn: .main, removed: []) {
                $0.append(instance, in: .main)
            }
            return
        }
        let removed = Array(state.stack.reversed())
        applyTransition(.push, animated: animated, navigationIn: .main, removed: removed) {
            $0.stack = [instance]
        }
    }

    /// Collapses (`compact`) or expands the splits, as UIKit's classic split view does on a size-class change: the
    /// one on screen and those of the tabs not selected (off screen: only their releases are seen); false when
    /// there is none to change.
    mutating func resizeSplit(compact: Bool) -> Bool {
        isCompact = compact
        var removed: [ScreenInstance] = []
        var onScreen: (stack: [ScreenInstance], split: SplitState)?
        if let split = state.split, split.isCollapsed != compact, let result = resized(state.stack, split) {
            onScreen = (result.stack, result.split)
            removed += result.removed
        }
        var stored = state.tabBar?.stored ?? []
        var storedChanged = false
        for index in stored.indices {
            guard let content = stored[index], let split = content.split, split.isCollapsed != compact,
                let result = resized(content.stack, split)
            else { continue }
            stored[index] = TabContent(stack: result.stack, split: result.split)
            removed += result.removed
            storedChanged = true
        }
        guard onScreen != nil || storedChanged else { return false }
        applyTransition(.resize, animated: false, navigationIn: onScreen == nil ? nil : .main, removed: removed) {
            if let onScreen {
                $0.stack = onScreen.stack
                $0.split = onScreen.split
            }
            if storedChanged { $0.tabBar?.stored = stored }
        }
        return true
    }

    /// A split's content collapsed (when expanded) or expanded (when collapsed), with the instances it releases;
    /// nil when a column's root cannot be made again.
    /// `state` with every split collapsed, as installed while the width is compact; its initial secondary screens
    /// are dropped before anyone saw them.
    func collapsedContent(_ state: NavigationState) -> NavigationState {
        var result = state
        if let split = result.split, !split.isCollapsed {
            (result.stack, result.split) = Self.collapsed(result.stack, split)
        }
        for index in (result.tabBar?.stored ?? []).indices {
            guard let content = result.tabBar?.stored[index], let split = content.split, !split.isCollapsed else {
                continue
            }
            let (stack, collapsed) = Self.collapsed(content.stack, split)
            result.tabBar?.stored[index] = TabContent(stack: stack, split: collapsed)
        }
        return result
    }

    /// A fresh split's stacks collapsed, the initial secondary screen left out.
    private static func collapsed(_ stack: [ScreenInstance], _ split: SplitState) -> ([ScreenInstance], SplitState) {
        var result = split
        let secondaryAlone = split.dropsWhenCollapsing(stack)
        result.collapsedCounts = split.columns.map(\.count)
        result.columns = []
        result.isCollapsed = true
        return (split.columns.flatMap { $0 } + (secondaryAlone ? [] : stack), result)
    }

    private mutating func resized(_ stack: [ScreenInstance], _ split: SplitState)
        -> (stack: [ScreenInstance], split: SplitState, removed: [ScreenInstance])?
    {
        var result = split
        if !split.isCollapsed {
            // One stack: the columns' stacks, then the secondary's, its initial screen left out while alone.
            let secondaryAlone = split.dropsWhenCollapsing(stack)
            result.collapsedCounts = split.columns.map(\.count)
            result.columns = []
            result.isCollapsed = true
            return (split.columns.flatMap { $0 } + (secondaryAlone ? [] : stack), result, secondaryAlone ? stack : [])
        }
        // Each column takes its screens back (as many as it had, fewer if they were popped); what lies above
        // returns to the secondary column, the initial screen again when nothing does. A column whose screens
        // were all popped while collapsed gets a new instance of its root.
        let parts = split.columnParts(of: stack)
        var columns: [[ScreenInstance]] = []
        let roots = graph.container(split.container)?.columns.map(\.root) ?? []
        for (position, part) in parts.dropLast().enumerated() {
            var taken = Array(part)
            if taken.isEmpty {
                guard roots.indices.contains(position),
                    let root = try? graph.makeScreen(roots[position], arguments: [:])
                else { return nil }
                taken = [state.makeInstance(root)]
            }
            columns.append(taken)
        }
        var secondary = Array(parts.last ?? [])
        if secondary.isEmpty { secondary = [state.makeInstance(split.initialSecondary)] }
        result.columns = columns
        result.collapsedCounts = []
        result.isCollapsed = false
        return (secondary, result, [])
    }
}
