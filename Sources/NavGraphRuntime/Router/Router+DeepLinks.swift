public import Foundation

extension Router {
    /// Opens a deep link: the screen its pattern names, on its synthetic back stack (the segues from the root
    /// that reach it, computed by `navgraph generate`), replacing the whole state in one transition. Every old
    /// instance is released; the old visible screens disappear and the new ones appear.
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
}
