/// A screen's `navigationItem.search:` as written: the search bar the navigation bar shows for it.
package struct SearchContent: Sendable {
    /// Where the mapping starts.
    package var location: SourceLocation
    /// `placeholder:`: the text the empty search field shows.
    package var placeholder: Located<String>?
    /// `scopes:`: the scope bar's button titles, in order; empty without a scope bar.
    package var scopes: [Located<String>] = []
    /// Where `scopes:` is written.
    package var scopesLocation: SourceLocation?
    /// `results:`: the screen shown over the searching screen while a search is active; nil when the screen
    /// shows the results itself.
    package var results: Located<String>?
    /// `hidesWhenScrolling:`: the search bar scrolls away with the content; absent means UIKit's `true`.
    package var hidesWhenScrolling: Located<Bool>?

    /// Creates a search with nothing set.
    package init(location: SourceLocation) {
        self.location = location
    }
}
