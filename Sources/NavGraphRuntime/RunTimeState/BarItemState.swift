/// A bar item's state as the app set it at run time on one instance (`Router.setEnabled(_:item:on:)`,
/// `Router.setHidden(_:item:on:)`), in place of the graph's `enabled:` (and shown).
package struct BarItemState: Hashable, Codable, Sendable {
    /// The instance whose bar (or toolbar) shows the item.
    package var instance: InstanceID
    /// The item's id.
    package var item: String
    /// Whether the item can be tapped; nil: the graph's `enabled:`.
    package var enabled: Bool?
    /// Whether the item is left out of the bars; nil: shown.
    package var hidden: Bool?

    /// Creates an item state.
    package init(instance: InstanceID, item: String, enabled: Bool? = nil, hidden: Bool? = nil) {
        self.instance = instance
        self.item = item
        self.enabled = enabled
        self.hidden = hidden
    }
}
