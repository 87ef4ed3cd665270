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
open class UIMenuElement: NSObject {
    /// `/documentation/UIKit/UIMenuElement/Attributes`: `struct Attributes`
    public struct Attributes: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// `/documentation/UIKit/UIMenuElement/Attributes/init(rawValue:)`: `init(rawValue: UInt)`
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `/documentation/UIKit/UIMenuElement/Attributes/disabled`: `static var disabled: UIMenuElement.Attributes { get }`
        public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1) }
        /// `/documentation/UIKit/UIMenuElement/Attributes/destructive`:
        /// `static var destructive: UIMenuElement.Attributes { get }`
        public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 2) }
        /// `/documentation/UIKit/UIMenuElement/Attributes/hidden`: `static var hidden: UIMenuElement.Attributes { get }`
        public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 4) }
    }

    /// `/documentation/UIKit/UIMenuElement/State`: `enum State` (`case off`, `case on`, `case mixed`)
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

/// `/documentation/UIKit/UIMenu`: `@MainActor class UIMenu`
@MainActor
open class UIMenu: UIMenuElement {
    /// `/documentation/UIKit/UIMenu/Options-swift.struct`: `struct Options`
    public struct Options: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// `/documentation/UIKit/UIMenu/Options-swift.struct/init(rawValue:)`: `init(rawValue: UInt)`
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `/documentation/UIKit/UIMenu/Options-swift.struct/displayInline`:
        /// `static var displayInline: UIMenu.Options { get }`
        public static var displayInline: UIMenu.Options { Options(rawValue: 1) }
    }

    /// `/documentation/UIKit/UIMenu/init(title:image:identifier:options:children:)`:
    /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    /// identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])`
    /// (identifier is left out here: nothing passes it).
    public convenience init(
        title: String = "", image: UIImage? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.init()
    }
}

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
    /// (identifier is left out here: nothing passes it).
    public convenience init(
        title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}
