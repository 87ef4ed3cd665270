import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime

/// A `UISearchController` of the fake UIKit: the field the host set (placeholder, scopes, text, scope, active) and
/// the results controller it was made with. The person's typing and Cancel reach the coordinator as the UIKit
/// host's `SearchReports` hands them over.
@MainActor
final class FakeSearchController {
    /// What the field shows, as the host last set it or the person changed it.
    var field: SearchField
    /// `searchResultsController`, made once with the search controller.
    let resultsController: FakeViewController?

    init(field: SearchField, resultsController: FakeViewController?) {
        self.field = field
        self.resultsController = resultsController
    }
}

extension FakeUIKit {
    /// The person types `text` in the search field of `instance`'s view controller (and taps the scope button at
    /// `scopeIndex`, else keeps the selected one): UIKit activates the search and calls
    /// `updateSearchResults(for:)`. False when that view controller shows no search field.
    @discardableResult
    func typeInSearch(_ text: String, scopeIndex: Int? = nil, on instance: InstanceID) -> Bool {
        guard let search = live[instance]?.searchController, let coordinator else { return false }
        search.field.isActive = true
        search.field.text = text
        if let scopeIndex { search.field.scopeIndex = scopeIndex }
        coordinator.searchFieldDidChange(
            .field(isActive: true, text: text, scopeIndex: search.field.scopeIndex), of: instance)
        return true
    }

    /// The person taps Cancel: UIKit empties the field, calls `updateSearchResults(for:)` with the search no longer
    /// active, then `didDismissSearchController(_:)`. False when the view controller shows no search field.
    @discardableResult
    func tapSearchCancel(on instance: InstanceID) -> Bool {
        guard let search = live[instance]?.searchController, let coordinator else { return false }
        search.field.isActive = false
        search.field.text = ""
        coordinator.searchFieldDidChange(
            .field(isActive: false, text: "", scopeIndex: search.field.scopeIndex), of: instance)
        coordinator.searchFieldDidChange(.presented(false), of: instance)
        return true
    }
}
