#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// Receives one screen's search controller callbacks (`UISearchResultsUpdating`, `UISearchControllerDelegate`)
    /// and reports the text, the scope and the end of the search to the router. Quiet while the host itself sets
    /// the search bar from the router's state.
    @MainActor
    final class SearchReports: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
        /// Reports the field's text and scope index while the search is active, nil when it ended.
        private let report: @MainActor (_ search: (text: String, scope: Int)?) -> Void
        /// True while `applySearch` sets the bar: what it sets is the router's already.
        var isApplying = false

        init(report: @escaping @MainActor (_ search: (text: String, scope: Int)?) -> Void) {
            self.report = report
        }

        /// The search bar became first responder or its text or scope changed.
        func updateSearchResults(for searchController: UISearchController) {
            guard !isApplying else { return }
            let bar = searchController.searchBar
            report(searchController.isActive ? (bar.text ?? "", bar.selectedScopeButtonIndex) : nil)
        }

        /// The person ended the search (Cancel).
        func didDismissSearchController(_ searchController: UISearchController) {
            guard !isApplying else { return }
            report(nil)
        }
    }

    /// Gives `controller` the search field its screen's `navigationItem.search` asks for: a `UISearchController`
    /// made once (with `makeResults()` as its results controller), its placeholder, scope titles and
    /// `hidesSearchBarWhenScrolling`, and the router's text, scope and activity.
    @MainActor
    func applySearch(
        _ item: NavigationItemState, to controller: UIViewController, reports: SearchReports?,
        makeResults: () -> UIViewController?
    ) {
        let navigationItem = controller.navigationItem
        guard let search = item.search, let reports else {
            navigationItem.searchController = nil
            return
        }
        let searchController: UISearchController
        if let existing = navigationItem.searchController {
            searchController = existing
        } else {
            searchController = UISearchController(searchResultsController: makeResults())
            searchController.searchResultsUpdater = reports
            searchController.delegate = reports
            navigationItem.searchController = searchController
        }
        navigationItem.hidesSearchBarWhenScrolling = search.hidesWhenScrolling
        let bar = searchController.searchBar
        bar.placeholder = search.placeholder
        bar.scopeButtonTitles = search.scopes.isEmpty ? nil : search.scopes
        reports.isApplying = true
        defer { reports.isApplying = false }
        let state = item.searchState
        let text = state?.text ?? ""
        if (bar.text ?? "") != text { bar.text = text }
        let scope = state?.scope.flatMap { search.scopes.firstIndex(of: $0) } ?? 0
        if bar.selectedScopeButtonIndex != scope { bar.selectedScopeButtonIndex = scope }
        let isActive = state?.isActive ?? false
        if searchController.isActive != isActive { searchController.isActive = isActive }
    }
#endif
