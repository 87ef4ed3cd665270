@_spi(Hosting) public import NavGraphRuntime

/// What a host's search field tells it: UIKit's whole field (`UISearchResultsUpdating`, the delegate), or one of
/// SwiftUI's bindings written back (`.searchable`'s text and `isPresented`, `.searchScopes`' scope).
public enum SearchFieldChange: Hashable, Sendable {
    /// The field as UIKit shows it: active or not, its text and selected scope button.
    case field(isActive: Bool, text: String, scopeIndex: Int)
    /// The text written back (SwiftUI's `text` binding).
    case text(String)
    /// The scope written back (SwiftUI's `.searchScopes` binding), by title.
    case scope(String)
    /// The search presented or dismissed (SwiftUI's `isPresented` binding; false is Cancel).
    case presented(Bool)
}

/// What a host reports to the router for a search field change.
public enum SearchReport: Hashable, Sendable {
    /// `router.search(text, scope:)`.
    case search(text: String, scope: String?)
    /// `router.cancelSearch()`.
    case cancel
}

/// What a search field shows for an instance, read from the router's navigation item (docs/hosts.md, Search).
public struct SearchField: Hashable, Sendable {
    /// `searchBar.placeholder`, SwiftUI's `prompt`; nil for the system's.
    public var placeholder: String?
    /// The scope titles; empty without a scope bar.
    public var scopes: [String]
    /// Whether the field scrolls away with the content (SwiftUI: `.navigationBarDrawer(displayMode: .automatic)`).
    public var hidesWhenScrolling: Bool
    /// The router's text ("" when no search is active).
    public var text: String
    /// The router's scope, else the first scope; nil without scopes.
    public var scope: String?
    /// The index of `scope` among `scopes` (0 without scopes).
    public var scopeIndex: Int
    /// Whether the search is active.
    public var isActive: Bool
    /// The results screen shown over the searching screen now (active with text); nil otherwise.
    public var shownResults: ScreenInstance?

    /// The field of a navigation item; nil when its screen has no search.
    public init?(_ item: NavigationItemState) {
        guard let search = item.search else { return nil }
        let state = item.searchState
        placeholder = search.placeholder
        scopes = search.scopes
        hidesWhenScrolling = search.hidesWhenScrolling
        isActive = state?.isActive ?? false
        text = isActive ? state?.text ?? "" : ""
        scope = state?.scope.flatMap { search.scopes.contains($0) ? $0 : nil } ?? search.scopes.first
        scopeIndex = scope.flatMap { search.scopes.firstIndex(of: $0) } ?? 0
        shownResults = state?.showsResults == true ? state?.results : nil
    }
}

/// The decisions both hosts make about a screen's search field.
@MainActor
public enum HostSearch {
    /// What `change`, made in the field of `instance`, means for the router: nil when it says what the router
    /// holds already (the host setting the field, SwiftUI writing a binding back) or is stale (the instance is
    /// not the router's visible one any more, or has no search). Text typed while no search is active starts one;
    /// an empty text or a scope written back while none is active is ignored.
    public static func report(
        _ change: SearchFieldChange, of instance: InstanceID, router: any HostRouting
    ) -> SearchReport? {
        let visible = router.state.visible
        guard visible.id == instance, let item = router.navigationItem(for: visible), let field = SearchField(item)
        else { return nil }
        var isActive = field.isActive
        var text = field.text
        var scope = field.scope
        switch change {
        case .field(let active, let newText, let index):
            isActive = active
            text = active ? newText : ""
            if field.scopes.indices.contains(index) { scope = field.scopes[index] }
        case .text(let newText):
            isActive = field.isActive || !newText.isEmpty
            text = newText
        case .scope(let newScope):
            guard field.isActive, field.scopes.contains(newScope) else { return nil }
            scope = newScope
        case .presented(let presented):
            isActive = presented
            if !presented { text = "" }
        }
        guard isActive else { return field.isActive ? .cancel : nil }
        if field.isActive, text == field.text, scope == field.scope { return nil }
        return .search(text: text, scope: field.scopes.isEmpty ? nil : scope)
    }

    /// Sends `report` to the router.
    public static func send(_ report: SearchReport, to router: any HostRouting) throws(NavigationError) {
        switch report {
        case .search(let text, let scope): try router.search(text, scope: scope)
        case .cancel: try router.cancelSearch()
        }
    }

    /// The instance the results controller (UIKit) or view (SwiftUI) of `instance`'s search shows: made by the
    /// router the first time it is asked, so that the host can make its view controller before the person types.
    /// Nil when the search has no `results:`.
    public static func results(of instance: InstanceID, router: any HostRouting) -> ScreenInstance? {
        router.searchResults(of: instance)
    }
}
