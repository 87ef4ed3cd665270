/// The kind of a transition: how a UI adapter animates it.
public enum NavigationTransition: String, Hashable, Codable, Sendable {
    /// Nothing moves (showing the router the first time).
    case none
    /// A push: the new top slides in (also `setStack` with a new top, and `show` after `popTo`).
    case push
    /// A pop: the top slides out (also `setStack` keeping its new top, and an unwind within a stack).
    case pop
    /// A modal presentation.
    case present
    /// A dismissal (also an unwind that dismisses).
    case dismiss
    /// The whole root content replaced (a `replaceRoot` segue): everything before is released.
    case replaceRoot
    /// Another tab selected: its top replaces the visible screen, without animation.
    case selectTab
    /// A split collapsed into one stack or expanded into columns (a size-class change).
    case resize
}

/// The transition in flight.
enum PendingTransition: Hashable, Sendable {
    /// An animated transition whose "did" events wait for `completeTransition()`.
    case animated(completion: [NavigationEvent])
    /// An interactive pop of a container's top, waiting for `finishInteractivePop()` or `cancelInteractivePop()`.
    case interactivePop(container: ContainerID)
}
