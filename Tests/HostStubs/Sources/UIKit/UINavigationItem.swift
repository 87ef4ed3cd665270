public import Foundation

/// `/documentation/UIKit/UINavigationItem`: `@MainActor class UINavigationItem`
@MainActor
open class UINavigationItem: NSObject {
    /// `/documentation/UIKit/UINavigationItem/title`: `var title: String? { get set }`
    open var title: String?
    /// `/documentation/UIKit/UINavigationItem/titleView`: `var titleView: UIView? { get set }`
    open var titleView: UIView?
    /// `/documentation/UIKit/UINavigationItem/titleMenuProvider`:
    /// `var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? { get set }`
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// `/documentation/UIKit/UINavigationItem/searchController`: `var searchController: UISearchController? { get set }`
    open var searchController: UISearchController?
    /// `/documentation/UIKit/UINavigationItem/hidesSearchBarWhenScrolling`:
    /// `var hidesSearchBarWhenScrolling: Bool { get set }`
    open var hidesSearchBarWhenScrolling = true
    /// `/documentation/UIKit/UINavigationItem/prompt`: `var prompt: String? { get set }`
    open var prompt: String?
    /// `/documentation/UIKit/UINavigationItem/largeTitleDisplayMode-swift.property`:
    /// `var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get set }`
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// `/documentation/UIKit/UINavigationItem/backBarButtonItem`: `var backBarButtonItem: UIBarButtonItem? { get set }`
    open var backBarButtonItem: UIBarButtonItem?
    /// `/documentation/UIKit/UINavigationItem/backButtonTitle`: `var backButtonTitle: String? { get set }`
    open var backButtonTitle: String?
    /// `/documentation/UIKit/UINavigationItem/hidesBackButton`: `var hidesBackButton: Bool { get set }`
    open var hidesBackButton = false
    /// `/documentation/UIKit/UINavigationItem/leftItemsSupplementBackButton`:
    /// `var leftItemsSupplementBackButton: Bool { get set }`
    open var leftItemsSupplementBackButton = false
    /// `/documentation/UIKit/UINavigationItem/leftBarButtonItems`: `var leftBarButtonItems: [UIBarButtonItem]? { get set }`
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// `/documentation/UIKit/UINavigationItem/rightBarButtonItems`:
    /// `var rightBarButtonItems: [UIBarButtonItem]? { get set }`
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// `/documentation/UIKit/UINavigationItem/LargeTitleDisplayMode-swift.enum`:
    /// `enum LargeTitleDisplayMode`
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// `/documentation/UIKit/UINavigationItem/LargeTitleDisplayMode-swift.enum/automatic`: `case automatic`
        case automatic = 0
        /// `/documentation/UIKit/UINavigationItem/LargeTitleDisplayMode-swift.enum/always`: `case always`
        case always = 1
        /// `/documentation/UIKit/UINavigationItem/LargeTitleDisplayMode-swift.enum/never`: `case never`
        case never = 2
    }
}
