#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphRuntime

    /// A split as the SwiftUI host draws it: one `NavigationSplitView` whatever the width, whose columns each show
    /// the screens that belong to them, expanded or collapsed alike. SwiftUI collapses the split view into one
    /// stack by itself on a compact width; the host only tells it which column is on top. A size-class change
    /// therefore moves no screen to another place in the view tree, and every screen keeps its `@State`.
    struct SplitColumns: Hashable, Sendable {
        /// Each column's screens, the leading columns first and the secondary (SwiftUI's detail) last: two or
        /// three columns, after the graph's split style, never after the width.
        var columns: [StackSegment]
        /// Whether the router has collapsed the split.
        var isCollapsed: Bool
        /// The column on top of SwiftUI's single stack when collapsed: the last column holding a screen. While
        /// expanded, the one that will be once collapsed (a secondary column showing only its initial screen is
        /// left out when the split collapses).
        var topColumn: Int

        /// The columns of `split`, whose main stack `main` holds `screens`.
        init(_ split: SplitState, main: StackID, screens: [ScreenInstance]) {
            let parts = split.columnParts(of: screens)
            let columns = parts.enumerated().map { index, part in
                let own = index < parts.count - 1 ? StackID.column(index, tab: main.tab) : main
                return StackSegment(stack: split.isCollapsed ? main : own, screens: part)
            }
            let holding = columns.indices.filter { !columns[$0].screens.isEmpty }
            if !split.isCollapsed, split.dropsWhenCollapsing(screens) {
                topColumn = holding.last { $0 < columns.count - 1 } ?? 0
            } else {
                topColumn = holding.last ?? 0
            }
            self.columns = columns
            isCollapsed = split.isCollapsed
        }

        /// Where an instance's view is in the split: its column, and whether it is the column's root view
        /// (identified by `.id(instance)`) or an element of the column's path (identified by its instance id).
        /// SwiftUI keeps a view's state while its place stays the same. Nil when no column holds the instance.
        func place(of instance: InstanceID) -> ScreenPlace? {
            for (index, column) in columns.enumerated() {
                guard let position = column.screens.firstIndex(where: { $0.id == instance }) else { continue }
                return ScreenPlace(column: index, isRoot: position == column.screens.startIndex)
            }
            return nil
        }
    }

    /// The place of a screen's view in a split: its column, and whether it is the column's root view.
    struct ScreenPlace: Hashable, Sendable {
        var column: Int
        var isRoot: Bool
    }
#endif
