/// A tab's badge as the app set it at run time (`Router.setBadge(_:for:)`), in place of the graph's `badge:`.
public struct TabBadge: Hashable, Codable, Sendable {
    /// The tab's id.
    public var tab: String
    /// The badge text; nil when the app cleared the badge.
    public var value: String?

    /// Creates a badge.
    public init(tab: String, value: String?) {
        self.tab = tab
        self.value = value
    }
}
