/// The search of one screen instance (`navigationItem.search`) while the app runs: what a `UISearchController`
/// (or SwiftUI's `.searchable`) holds. See docs/runtime.md, Search.
public struct SearchState: Hashable, Codable, Sendable {
    /// The searching instance: the screen whose navigation bar shows the search field.
    public var instance: InstanceID
    /// Whether the search is active (the field has focus or holds text, the Cancel button shows).
    public var isActive: Bool
    /// The field's text.
    public var text: String
    /// The selected scope's title; nil without a scope bar.
    public var scope: String?
    /// The results screen's instance, made the first time it shows and kept as long as the searching instance
    /// (the search controller keeps its results controller); nil before, or without `results:`.
    public var results: ScreenInstance?

    /// Whether the results screen is on screen over the searching screen: the search is active and its text is
    /// not empty, as a search controller shows its results controller by default.
    public var showsResults: Bool { isActive && !text.isEmpty && results != nil }

    /// Creates a search state.
    package init(
        instance: InstanceID, isActive: Bool, text: String, scope: String?, results: ScreenInstance? = nil
    ) {
        self.instance = instance
        self.isActive = isActive
        self.text = text
        self.scope = scope
        self.results = results
    }
}
