#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphRuntime

    /// Where one `NavigationStack` of the host finds its screens: a whole router stack (the root's, a tab's, a
    /// presentation's), or one column of a split, whose screens the router keeps in the column's own stack while
    /// the split is expanded and in the split's main stack while it is collapsed.
    enum StackSource: Hashable, Sendable {
        /// A whole router stack.
        case stack(StackID)
        /// The column at `index` (leading columns first, the secondary last) of the split whose main stack is
        /// `main` (`.main`, or a tab's stack).
        case column(Int, main: StackID)
    }

    /// The screens one `NavigationStack` shows: the router stack that holds them now, and the screens, bottom
    /// first, whose indices are their places in that stack (what the router pops to and reads bars at).
    struct StackSegment: Hashable, Sendable {
        /// The router stack holding the screens.
        var stack: StackID
        /// The screens, indexed by their places in `stack`.
        var screens: ArraySlice<ScreenInstance>

        /// The instance ids above the root: the `NavigationStack`'s path.
        var path: [InstanceID] {
            screens.dropFirst().map(\.id)
        }
    }
#endif
