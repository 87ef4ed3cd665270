/// One segue of a deep link's synthetic back stack: performed, in order from the root, they build the stacks the
/// link opens on (see docs/deep-links.md, Synthetic back stack). An empty route opens the screen alone: it is the
/// root, or no segue from the root reaches it.
public struct LinkStep: Hashable, Codable, Sendable {
    /// The segue's source screen.
    public var screen: String
    /// The segue's id within that screen.
    public var segue: String

    /// Creates a step.
    public init(screen: String, segue: String) {
        self.screen = screen
        self.segue = segue
    }
}
