#if canImport(SwiftUI)
    /// A navigation stack the SwiftUI host shows with its own `NavigationStack`: the main stack (the selected
    /// tab's, or the secondary column's), a tab that is not selected, a column left of the secondary, or an
    /// embedded presentation.
    enum StackSlot: Hashable {
        /// The main navigation stack.
        case main
        /// The stack of a tab that is not selected, by its index.
        case tab(Int)
        /// A column left of the secondary: 0 the primary, 1 the supplementary.
        case column(Int)
        /// The stack of the presentation at this index of the chain.
        case presentation(Int)
    }
#endif
