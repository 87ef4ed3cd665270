public import Foundation

/// `/documentation/UIKit/UISearchController`: `@MainActor class UISearchController`
@MainActor
open class UISearchController: UIViewController {
    /// `/documentation/UIKit/UISearchController/init(searchResultsController:)`:
    /// `init(searchResultsController: UIViewController?)`
    public convenience init(searchResultsController: UIViewController?) {
        self.init(nibName: nil, bundle: nil)
        self.searchResultsController = searchResultsController
    }

    /// `/documentation/UIKit/UISearchController/searchResultsController`:
    /// `var searchResultsController: UIViewController? { get }`
    open private(set) var searchResultsController: UIViewController?
    /// `/documentation/UIKit/UISearchController/searchBar`: `var searchBar: UISearchBar { get }`
    open var searchBar: UISearchBar { storedSearchBar }
    private let storedSearchBar = UISearchBar()
    /// `/documentation/UIKit/UISearchController/searchResultsUpdater`:
    /// `weak var searchResultsUpdater: (any UISearchResultsUpdating)? { get set }`
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// `/documentation/UIKit/UISearchController/delegate`: `weak var delegate: (any UISearchControllerDelegate)? { get set }`
    open weak var delegate: (any UISearchControllerDelegate)?
    /// `/documentation/UIKit/UISearchController/isActive`: `var isActive: Bool { get set }`
    open var isActive = false
}

/// `/documentation/UIKit/UISearchBar`: `@MainActor class UISearchBar`
@MainActor
open class UISearchBar: UIView {
    /// `/documentation/UIKit/UISearchBar/text`: `var text: String? { get set }`
    open var text: String?
    /// `/documentation/UIKit/UISearchBar/placeholder`: `var placeholder: String? { get set }` (the page is not in the
    /// docs search corpus; the declaration is the header's nullable copy property, as `text` and `prompt` are).
    open var placeholder: String?
    /// `/documentation/UIKit/UISearchBar/scopeButtonTitles`: `var scopeButtonTitles: [String]? { get set }`
    open var scopeButtonTitles: [String]?
    /// `/documentation/UIKit/UISearchBar/selectedScopeButtonIndex`: `var selectedScopeButtonIndex: Int { get set }`
    open var selectedScopeButtonIndex = 0
}

/// `/documentation/UIKit/UISearchResultsUpdating`: `@MainActor protocol UISearchResultsUpdating : NSObjectProtocol`
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// `/documentation/UIKit/UISearchResultsUpdating/updateSearchResults(for:)`:
    /// `func updateSearchResults(for searchController: UISearchController)`
    func updateSearchResults(for searchController: UISearchController)
}

/// `/documentation/UIKit/UISearchControllerDelegate`:
/// `@MainActor protocol UISearchControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// `/documentation/UIKit/UISearchControllerDelegate/didDismissSearchController(_:)`:
    /// `optional func didDismissSearchController(_ searchController: UISearchController)`
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Optional requirement: nothing by default.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
