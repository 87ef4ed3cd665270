/// When a router's animated transitions complete.
public enum TransitionMode: Hashable, Sendable {
    /// Every operation completes at once (headless hosts, tests, the simulator).
    case immediate
    /// Animated operations change the state at once but complete (their "did" events, `deinit`) when the host
    /// calls `Router.completeTransition()`; segues, taps, `back` and `dismiss` asked meanwhile wait in a queue.
    case manual
}
