extension SplitState {
    /// The screens of each column, the leading columns first and the secondary last, with `stack` the split's main
    /// stack (the secondary column's while expanded, every screen while collapsed). Expanded: each leading column's
    /// stack, then `stack`. Collapsed: the parts of `stack` that each column takes back when the split expands
    /// (as many bottom screens as the column had, fewer if they were popped meanwhile; empty when all were), then
    /// what lies above them, for the secondary. Each part keeps its indices in the stack holding it, so a host can
    /// show every screen in the same column whether the split is collapsed or not.
    package func columnParts(of stack: [ScreenInstance]) -> [ArraySlice<ScreenInstance>] {
        guard isCollapsed else { return columns.map { $0[...] } + [stack[...]] }
        var rest = stack[...]
        var parts: [ArraySlice<ScreenInstance>] = []
        for count in collapsedCounts {
            let part = rest.prefix(count)
            rest = rest.dropFirst(part.count)
            parts.append(part)
        }
        return parts + [rest]
    }

    /// Whether collapsing leaves out the secondary column's `stack` (expanded): only its initial screen is there,
    /// which nobody chose, so the collapsed split shows the leading columns' screens alone.
    package func dropsWhenCollapsing(_ stack: [ScreenInstance]) -> Bool {
        stack.count == 1 && stack[0].screen == initialSecondary
    }
}
