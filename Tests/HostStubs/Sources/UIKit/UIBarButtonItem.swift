public import Foundation

/// `/documentation/UIKit/UIBarItem`: `@MainActor class UIBarItem`
@MainActor
open class UIBarItem: NSObject {
    /// `/documentation/UIKit/UIBarItem/isEnabled`: `var isEnabled: Bool { get set }`
    open var isEnabled = true
    /// `/documentation/UIKit/UIBarItem/title`: `var title: String? { get set }`
    open var title: String?
}

/// `/documentation/UIKit/UIBarButtonItem`: `@MainActor class UIBarButtonItem`
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// `/documentation/UIKit/UIBarButtonItem/style-swift.property`: `var style: UIBarButtonItem.Style { get set }`
    open var style = Style.plain

    /// `init()`, the designated initializer the convenience ones below delegate to.
    public override init() {}

    /// `/documentation/UIKit/UIBarButtonItem/init(systemItem:primaryAction:menu:)`:
    /// `@MainActor @preconcurrency convenience init(systemItem: UIBarButtonItem.SystemItem,
    /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init()
    }

    /// `/documentation/UIKit/UIBarButtonItem/init(title:image:primaryAction:menu:)`:
    /// `@MainActor @preconcurrency convenience init(title: String? = nil, image: UIImage? = nil,
    /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
    }

    /// `/documentation/UIKit/UIBarButtonItem/SystemItem`: `enum SystemItem`
    public enum SystemItem: Int, Sendable {
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/done`: `case done`
        case done
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/cancel`: `case cancel`
        case cancel
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/edit`: `case edit`
        case edit
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/save`: `case save`
        case save
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/add`: `case add`
        case add
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/flexibleSpace`: `case flexibleSpace`
        case flexibleSpace
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/fixedSpace`: `case fixedSpace`
        case fixedSpace
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/compose`: `case compose`
        case compose
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/reply`: `case reply`
        case reply
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/action`: `case action`
        case action
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/organize`: `case organize`
        case organize
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/bookmarks`: `case bookmarks`
        case bookmarks
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/search`: `case search`
        case search
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/refresh`: `case refresh`
        case refresh
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/stop`: `case stop`
        case stop
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/camera`: `case camera`
        case camera
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/trash`: `case trash`
        case trash
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/play`: `case play`
        case play
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/pause`: `case pause`
        case pause
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/rewind`: `case rewind`
        case rewind
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/fastForward`: `case fastForward`
        case fastForward
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/undo`: `case undo`
        case undo
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/redo`: `case redo`
        case redo
        /// `/documentation/UIKit/UIBarButtonItem/SystemItem/close`: `case close`
        case close = 24
    }

    /// `/documentation/UIKit/UIBarButtonItem/Style-swift.enum`: `enum Style`
    public enum Style: Int, Sendable {
        /// `/documentation/UIKit/UIBarButtonItem/Style-swift.enum/plain`: `case plain`
        case plain = 0
        /// `/documentation/UIKit/UIBarButtonItem/Style-swift.enum/done`: `case done`
        case done = 2
    }
}

/// `/documentation/UIKit/UIMenuElement`: `@MainActor class UIMenuElement`
@MainActor
open class UIMenuElement: NSObject {}

/// `/documentation/UIKit/UIMenu`: `@MainActor class UIMenu`
@MainActor
open class UIMenu: UIMenuElement {}

/// `/documentation/UIKit/UIActionHandler`: `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

/// `/documentation/UIKit/UIAction`: `@MainActor class UIAction`
@MainActor
open class UIAction: UIMenuElement {
    /// `/documentation/UIKit/UIAction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`:
    /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    /// attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    /// handler: @escaping UIActionHandler)`
    /// (identifier, attributes and state are left out here: nothing passes them).
    public convenience init(
        title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}
