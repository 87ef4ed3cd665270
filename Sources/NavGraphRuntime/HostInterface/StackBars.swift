/// The resolved bars of one navigation stack: what its navigation controller shows over its top.
public struct StackBars: Hashable, Sendable {
    /// The navigation bar over the stack's top.
    public var navigationBar: NavigationBarState
    /// The toolbar under the stack's top.
    public var toolbar: ToolbarState
    /// The settings of the stack's navigation controller (the graph's, or a tab's, column's or segue's own).
    public var settings: ContainerSettings
    /// Whether the edge swipe back is on over the stack's top (its `interactivePopGestureEnabled`; UIKit's
    /// `interactivePopGestureRecognizer.isEnabled`).
    public var interactivePopGestureEnabled: Bool

    /// Creates the bars of a stack.
    package init(
        navigationBar: NavigationBarState, toolbar: ToolbarState, settings: ContainerSettings,
        interactivePopGestureEnabled: Bool = true
    ) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.settings = settings
        self.interactivePopGestureEnabled = interactivePopGestureEnabled
    }
}
