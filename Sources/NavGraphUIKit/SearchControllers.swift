#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// Receives one screen's search controller callbacks (`UISearchResultsUpdating`, `UISearchControllerDelegate`)
    /// and hands the field to the host (`HostCoordinator.searchFieldDidChange`, which decides what the router
    /// hears). Quiet while the host itself sets the search bar from the router's state.
    @MainActor
    final class SearchReports: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
        /// Receives the field as UIKit shows it.
        private let report: @MainActor (SearchFieldChange) -> Void
        /// True while `applySearch` sets the bar: what it sets is the router's already.
        var isApplying = false

        init(report: @escaping @MainActor (SearchFieldChange) -> Void) {
            self.report = report
        }

        /// The search bar became first responder or its text or scope changed.
        func updateSearchResults(for searchController: UISearchController) {
            guard !isApplying else { return }
            let bar = searchController.searchBar
            report(
                .field(
                    isActive: searchController.isActive, text: bar.text ?? "", scopeIndex: bar.selectedScopeButtonIndex)
            )
        }

        /// The person ended the search (Cancel).
        func didDismissSearchController(_ searchController: UISearchController) {
            guard !isApplying else { return }
            report(.presented(false))
        }
    }

    /// Gives `controller` the search field its screen's `navigationItem.search` asks for: a `UISearchController`
    /// made once (with `makeResults()` as its results controller), its placeholder, scope titles and
    /// `hidesSearchBarWhenScrolling`, and the router's text, scope and activity (`SearchField`).
    @MainActor
    func applySearch(
        _ item: NavigationItemState, to controller: UIViewController, reports: SearchReports?,
        makeResults: () -> UIViewController?
    ) {
        let navigationItem = controller.navigationItem
        guard let field = SearchField(item), let reports else {
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
        navigationItem.hidesSearchBarWhenScrolling = field.hidesWhenScrolling
        let bar = searchController.searchBar
        bar.placeholder = field.placeholder
        bar.scopeButtonTitles = field.scopes.isEmpty ? nil : field.scopes
        reports.isApplying = true
        defer { reports.isApplying = false }
        if (bar.text ?? "") != field.text { bar.text = field.text }
        if bar.selectedScopeButtonIndex != field.scopeIndex { bar.selectedScopeButtonIndex = field.scopeIndex }
        if searchController.isActive != field.isActive { searchController.isActive = field.isActive }
    }
#endif
