/// A screen's search bar (`navigationItem.search`): a `UISearchController` in the navigation bar, or SwiftUI's
/// `.searchable`. See docs/runtime.md, Search.
public struct SearchDefinition: Hashable, Codable, Sendable {
    /// The text the empty search field shows (`searchBar.placeholder`); nil for the system's.
    public package(set) var placeholder: String?
    /// The scope bar's button titles (`searchBar.scopeButtonTitles`), in order; empty without a scope bar.
    public package(set) var scopes: [String]
    /// The screen shown over the searching screen while a search is active (the search controller's
    /// `searchResultsController`); nil when the searching screen shows the results itself.
    public package(set) var results: String?
    /// Whether the search bar scrolls away with the content (`hidesSearchBarWhenScrolling`).
    public package(set) var hidesWhenScrolling: Bool

    /// Creates a search definition.
    package init(
        placeholder: String? = nil, scopes: [String] = [], results: String? = nil, hidesWhenScrolling: Bool = true
    ) {
        self.placeholder = placeholder
        self.scopes = scopes
        self.results = results
        self.hidesWhenScrolling = hidesWhenScrolling
    }
}
