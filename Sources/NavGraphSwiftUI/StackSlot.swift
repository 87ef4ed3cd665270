#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    /// A navigation stack the SwiftUI host shows with its own `NavigationStack`: the main stack of a root without
    /// a tab bar, the main stack of a tab, a split column left of the secondary (in a tab or not), or an embedded
    /// presentation. The same names as the runtime's stack ids (see docs/hosts.md).
    enum StackSlot: Hashable {
        /// The main navigation stack of a root without a tab bar (with a split: its secondary column's).
        case main
        /// The main navigation stack of the tab at this index.
        case tab(Int)
        /// A column left of the secondary (0 the primary, 1 the supplementary), in tab `tab` or at the root.
        case column(Int, tab: Int?)
        /// The stack of the presentation at this index of the chain.
        case presentation(Int)
    }
#endif
