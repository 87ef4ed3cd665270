public import Foundation

extension Router {
    /// Opens a deep link: the screen its pattern names, on its synthetic back stack (the segues from the root
    /// that reach it, computed by `navgraph generate`), in one transition. A `keep` pattern (the default) selects
    /// the tab or column the stack lives in, leaves the other tabs alone, keeps what is already there of that
    /// stack and dismisses presentations; a `reset` pattern replaces the whole state, every old instance released.
    ///
    /// The link waits instead (`pendingLink`; nothing changes on screen) while a presented screen sets
    /// `modalInPresentation`, or while its stack lies behind a gate (a `replaceRoot` segue, such as signing in)
    /// that the router has not passed; it opens within the transition that dismisses that presentation or performs
    /// that gate. A newer link replaces a waiting one.
    ///
    /// Links are untrusted input: a link that is malformed, longer than 2,048 bytes, matches no pattern or carries
    /// a value that does not convert throws a `NavigationError` and changes nothing. So does a call while a
    /// transition is in flight (`transitionInProgress`).
    public func open(_ url: URL, animated: Bool = true) throws(NavigationError) {
        try open(link: url.absoluteString, animated: animated)
    }

    /// `open(_:)` on a link's text (also a bare path such as `/settings/apps/mail`, matched by bare-path
    /// patterns only).
    public func open(link: String, animated: Bool = true) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in _ = try engine.open(link, animated: animated) }
    }

    /// The text of the deep link waiting for a presentation with unsaved work to be dismissed or for its gate to
    /// be performed; nil when none waits. Observable, and saved in restoration snapshots.
    public var pendingLink: String? { engine.pendingLink }

    /// Drops the waiting deep link, if any: it will not open.
    public func cancelPendingLink() {
        guard engine.pendingLink != nil else { return }
        _ = try? run { (engine) throws(NavigationError) in engine.cancelPendingLink() }
    }
}
