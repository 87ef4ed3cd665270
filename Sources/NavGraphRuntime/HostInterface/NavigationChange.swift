/// What the last router operation changed, in a few cheap facts (`Router.lastChange`): enough for a host to decide
/// how to catch up with the router's state, which it reads whole (see docs/hosts.md, "Writing your own host").
///
/// A change exists for every operation that changed what a host shows: segues, taps, `back`, `dismiss`, the
/// requests a `completeTransition()` runs from the queue, an interactive pop finishing, a tab selected, a
/// size-class change, a deep link, a restoration, and `start()`, which shows the whole state for the first time.
/// It costs the same whatever the depth of the stacks.
public struct NavigationChange: Hashable, Sendable {
    /// Counts the changes of one router: 1 for its first, one more for each next.
    public var serial: Int
    /// Whether the host should animate it.
    public var animated: Bool
    /// The kind of transition the operation applied (the last one when a `completeTransition()` ran several;
    /// `none` for `start()`).
    public var transition: NavigationTransition?
    /// Whether the change only records what the person already did on screen (a report such as a back tap or a
    /// finished swipe): a host has nothing to animate, only to catch up with.
    public var isUserDriven: Bool
    /// Whether the root content is new (`start()`, a `replaceRoot` segue, a restoration, a tab bar or split
    /// installed or removed): the host builds its root containers anew rather than changing them.
    public var replacesRoot: Bool

    /// Creates a change.
    package init(serial: Int, animated: Bool, transition: NavigationTransition?, isUserDriven: Bool, replacesRoot: Bool)
    {
        self.serial = serial
        self.animated = animated
        self.transition = transition
        self.isUserDriven = isUserDriven
        self.replacesRoot = replacesRoot
    }
}
