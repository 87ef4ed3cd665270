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

    /// Collapses (`compact`) or expands the split on screen, as UIKit's classic split view does on a size-class
    /// change; false when there is none or it is already so.
    mutating func resizeSplit(compact: Bool) -> Bool {
        guard let split = state.split, split.isCollapsed != compact else { return false }
        if compact {
            // One stack: the columns' stacks, then the secondary's, its initial screen left out while alone.
            let secondaryAlone = state.stack.count == 1 && state.stack[0].screen == split.initialSecondary
            let secondary = secondaryAlone ? [] : state.stack
            let removed = secondaryAlone ? state.stack : []
            applyTransition(.resize, animated: false, navigationIn: .main, removed: removed) {
                $0.stack = split.columns.flatMap { $0 } + secondary
                $0.split?.collapsedCounts = split.columns.map(\.count)
                $0.split?.columns = []
                $0.split?.isCollapsed = true
            }
        } else {
            // Each column takes its screens back (as many as it had, fewer if they were popped); what lies above
            // returns to the secondary column, the initial screen again when nothing does.
            // A column whose screens were all popped while collapsed gets a new instance of its root.
            var rest = state.stack[...]
            var columns: [[ScreenInstance]] = []
            let roots = graph.container(split.container)?.columns.map(\.root) ?? []
            for (position, count) in split.collapsedCounts.enumerated() {
                var taken = Array(rest.prefix(count))
                rest = rest.dropFirst(taken.count)
                if taken.isEmpty {
                    guard roots.indices.contains(position),
                        let root = try? graph.makeScreen(roots[position], arguments: [:])
                    else { return false }
                    taken = [state.makeInstance(root)]
                }
                columns.append(taken)
            }
            var secondary = Array(rest)
            if secondary.isEmpty { secondary = [state.makeInstance(split.initialSecondary)] }
            applyTransition(.resize, animated: false, navigationIn: .main, removed: []) {
                $0.stack = secondary
                $0.split?.columns = columns
                $0.split?.collapsedCounts = []
                $0.split?.isCollapsed = false
            }
        }
        return true
    }
}
