public import Foundation

/// `/documentation/UIKit/UITableViewController`: `@MainActor class UITableViewController`
/// (it adopts `UITableViewDataSource` and `UITableViewDelegate`, so subclasses override their methods).
@MainActor
open class UITableViewController: UIViewController {
    /// `/documentation/UIKit/UITableViewController/init(style:)`: `init(style: UITableView.Style)`
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    /// `/documentation/UIKit/UIViewController/init(coder:)`: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `/documentation/UIKit/UITableViewController/tableView`: `var tableView: UITableView! { get set }`
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var tableView: UITableView! = UITableView()

    /// `/documentation/UIKit/UITableViewDataSource/tableView(_:numberOfRowsInSection:)`:
    /// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// `/documentation/UIKit/UITableViewDataSource/tableView(_:cellForRowAt:)`:
    /// `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// `/documentation/UIKit/UITableViewDelegate/tableView(_:didSelectRowAt:)`:
    /// `optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// `/documentation/UIKit/UITableView`: `@MainActor class UITableView`
@MainActor
open class UITableView: UIView {
    /// `/documentation/UIKit/UITableView/reloadData()`: `func reloadData()`
    open func reloadData() {}

    /// `/documentation/UIKit/UITableView/Style-swift.enum`: `enum Style`
    public enum Style: Int, Sendable {
        /// `/documentation/UIKit/UITableView/Style-swift.enum/plain`: `case plain`
        case plain = 0
        /// `/documentation/UIKit/UITableView/Style-swift.enum/insetGrouped`: `case insetGrouped`
        case insetGrouped = 2
    }
}

/// `/documentation/UIKit/UITableViewCell`: `@MainActor class UITableViewCell`
@MainActor
open class UITableViewCell: UIView {
    /// `/documentation/UIKit/UITableViewCell/init(style:reuseIdentifier:)`:
    /// `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }

    /// `/documentation/UIKit/UITableViewCell/defaultContentConfiguration()`:
    /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// `/documentation/UIKit/UITableViewCell/contentConfiguration`:
    /// `var contentConfiguration: (any UIContentConfiguration)? { get set }`
    open var contentConfiguration: (any UIContentConfiguration)?

    /// `/documentation/UIKit/UITableViewCell/accessoryType`: `var accessoryType: UITableViewCell.AccessoryType { get set }`
    open var accessoryType = AccessoryType.none

    /// `/documentation/UIKit/UITableViewCell/CellStyle`: `enum CellStyle`
    public enum CellStyle: Int, Sendable {
        /// `/documentation/UIKit/UITableViewCell/CellStyle/default`: `case default`
        case `default` = 0
        /// `/documentation/UIKit/UITableViewCell/CellStyle/subtitle`: `case subtitle`
        case subtitle = 3
    }

    /// `/documentation/UIKit/UITableViewCell/AccessoryType-swift.enum`: `enum AccessoryType`
    public enum AccessoryType: Int, Sendable {
        /// `/documentation/UIKit/UITableViewCell/AccessoryType-swift.enum/none`: `case none`
        case none = 0
        /// `/documentation/UIKit/UITableViewCell/AccessoryType-swift.enum/disclosureIndicator`:
        /// `case disclosureIndicator`
        case disclosureIndicator = 1
        /// `/documentation/UIKit/UITableViewCell/AccessoryType-swift.enum/checkmark`: `case checkmark`
        case checkmark = 3
    }
}

/// `/documentation/UIKit/UIContentConfiguration`: `@MainActor protocol UIContentConfiguration`
@MainActor
public protocol UIContentConfiguration {}

/// `/documentation/UIKit/UIListContentConfiguration-swift.struct`: `struct UIListContentConfiguration`
public struct UIListContentConfiguration: UIContentConfiguration {
    /// `/documentation/UIKit/UIListContentConfiguration-swift.struct/text`: `var text: String? { get set }`
    public var text: String?
    /// `/documentation/UIKit/UIListContentConfiguration-swift.struct/secondaryText`:
    /// `var secondaryText: String? { get set }`
    public var secondaryText: String?
}

/// `/documentation/UIKit/UITextView`: `@MainActor class UITextView`
@MainActor
open class UITextView: UIView {
    /// `/documentation/UIKit/UITextView/text`: `var text: String! { get set }`
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var text: String!
    /// `/documentation/UIKit/UITextView/isEditable`: `var isEditable: Bool { get set }`
    open var isEditable = true
}
