/// One screen (a view controller) of the graph.
public struct ScreenDefinition: Hashable, Codable, Sendable {
    /// The screen id, lowerCamelCase.
    public package(set) var id: String
    /// The view controller's `title`; may hold `{param}` placeholders.
    public package(set) var title: String?
    /// Typed inputs, in declaration order.
    public package(set) var parameters: [ParameterDefinition]
    /// The screen's navigation item: what the bar shows while it is the top.
    public package(set) var navigationItem: NavigationItemDefinition
    /// The screen's `toolbarItems`, in order.
    public package(set) var toolbarItems: [BarButtonItemDefinition]
    /// When set, the container applies it while this screen is the top.
    public package(set) var navigationBarHidden: Bool?
    /// When set, the container applies it while this screen is the top.
    public package(set) var toolbarHidden: Bool?
    /// The left-edge swipe back.
    public package(set) var interactivePopGestureEnabled: Bool
    /// How a modal segue presents this screen unless the segue says otherwise.
    public package(set) var modalPresentationStyle: PresentationStyle
    /// `true`: a sheet showing this screen cannot be swiped away.
    public package(set) var modalInPresentation: Bool
    /// The restoration identifier; nil means the screen is not preserved.
    public package(set) var restorationIdentifier: String?
    /// Deep-link URL patterns and their options (see docs/deep-links.md).
    public package(set) var deepLinks: [DeepLinkDefinition]
    /// How a deep link opens this screen: the segues from the root that build its synthetic back stack, computed
    /// by the compiler; nil for a screen without deep links. Set after `init`, so it stays out of its arguments.
    public package(set) var linkRoute: [LinkStep]? = nil
    /// Where `linkRoute` starts when it starts in a tab or a split column; nil when it starts on the root screen
    /// (or the screen is opened alone). Set after `init`, as `linkRoute` is.
    public package(set) var linkEntry: LinkEntry? = nil
    /// The gate in front of `linkRoute`: the `replaceRoot` segue (with `gatesLinks` on) that installs what the route
    /// starts in, or installs what leads to it; nil when no gate stands before it. A link waits until the router
    /// has passed it (see docs/deep-links.md, Links that wait). Set after `init`, as `linkRoute` is.
    public package(set) var linkGate: LinkStep? = nil
    /// Outgoing segues, in declaration order.
    public package(set) var segues: [SegueDefinition]
    /// `true`: the tab bar hides while this screen is pushed above a tab's root; nil means `false`.
    public package(set) var hidesBottomBarWhenPushed: Bool?
    /// Set for an alert or action sheet (`style:`); nil for a screen the app draws. Set after `init`.
    public package(set) var alert: AlertDefinition? = nil
    /// `true` for a system screen that closes itself (Safari, a share sheet, a picker): the host reports when it
    /// went (`Router.dismissedItself(_:)`); nil means `false`. Set after `init`.
    public package(set) var dismissesItself: Bool? = nil

    /// Creates a screen definition.
    package init(
        id: String,
        title: String? = nil,
        parameters: [ParameterDefinition] = [],
        navigationItem: NavigationItemDefinition = NavigationItemDefinition(),
        toolbarItems: [BarButtonItemDefinition] = [],
        navigationBarHidden: Bool? = nil,
        toolbarHidden: Bool? = nil,
        interactivePopGestureEnabled: Bool = true,
        modalPresentationStyle: PresentationStyle = .automatic,
        modalInPresentation: Bool = false,
        restorationIdentifier: String?,
        deepLinks: [DeepLinkDefinition] = [],
        segues: [SegueDefinition] = [],
        hidesBottomBarWhenPushed: Bool? = nil
    ) {
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.id = id
        self.title = title
        self.parameters = parameters
        self.navigationItem = navigationItem
        self.toolbarItems = toolbarItems
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.interactivePopGestureEnabled = interactivePopGestureEnabled
        self.modalPresentationStyle = modalPresentationStyle
        self.modalInPresentation = modalInPresentation
        self.restorationIdentifier = restorationIdentifier
        self.deepLinks = deepLinks
        self.segues = segues
    }
}

/// A screen's typed input.
public struct ParameterDefinition: Hashable, Codable, Sendable {
    /// The parameter's name.
    public package(set) var name: String
    /// The parameter's type.
    public package(set) var type: ParameterType
    /// The default value, already checked against `type`; nil when the parameter is required.
    /// (An optional parameter defaulting to `null` has `.some(.null)`.)
    public package(set) var defaultValue: ArgumentValue?
    /// The names the parameter had before (`renamedFrom:`): a saved or linked argument of such a name fills it.
    /// Nil when it had none. Set after `init`.
    public package(set) var renamedFrom: [String]? = nil

    /// Creates a parameter definition.
    package init(name: String, type: ParameterType, defaultValue: ArgumentValue? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// Whether a segue or link must supply a value.
    public var isRequired: Bool { defaultValue == nil }

    private enum CodingKeys: String, CodingKey {
        case name, type, defaultValue, renamedFrom
    }

    /// Reads a parameter as it is encoded; `"defaultValue": null` is a default of `null` (`.some(.null)`), not
    /// "required", so an optional parameter defaulting to `null` stays optional through the generated blob.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(ParameterType.self, forKey: .type)
        defaultValue =
            container.contains(.defaultValue) ? try container.decode(ArgumentValue.self, forKey: .defaultValue) : nil
        renamedFrom = try container.decodeIfPresent([String].self, forKey: .renamedFrom)
    }
}

/// The type of a parameter.
public indirect enum ParameterType: Hashable, Codable, Sendable {
    /// `String`, `Int`, `Double`, `Bool`, `UUID`, `URL`, `Date`.
    case string, int, double, bool, uuid, url, date
    /// A graph enum, by name (its cases are in `GraphDefinition.enums`).
    case enumeration(String)
    /// `[T]`.
    case array(ParameterType)
    /// `T?`.
    case optional(ParameterType)
    /// `{ swift: Module.TypeName }`: an app type, `Codable & Hashable & Sendable`, carried as its JSON form.
    case app(String)
}

/// A screen's navigation item.
public struct NavigationItemDefinition: Hashable, Codable, Sendable {
    /// Shown in the bar instead of the screen's `title`.
    public package(set) var title: String?
    /// A custom title view's identifier; shown instead of any title.
    public package(set) var titleView: String?
    /// One line of text above the bar; may hold `{param}` placeholders.
    public package(set) var prompt: String?
    /// When the title shows large.
    public package(set) var largeTitleDisplayMode: LargeTitleDisplayMode
    /// What the back button of the screen pushed on top of this one shows.
    public package(set) var backBarButtonItem: BackBarButtonItem?
    /// Hides the back button.
    public package(set) var hidesBackButton: Bool
    /// Shows the left items after the back button instead of replacing it.
    public package(set) var leftItemsSupplementBackButton: Bool
    /// In declaration order, left to right.
    public package(set) var leftBarButtonItems: [BarButtonItemDefinition]
    /// In declaration order; the first item is the right-most.
    public package(set) var rightBarButtonItems: [BarButtonItemDefinition]
    /// The menu a tap on the title opens (`UINavigationItem.titleMenuProvider`); nil without one.
    public package(set) var titleMenu: [MenuElementDefinition]?
    /// The search bar the navigation bar shows for the screen; nil without one. Set after `init`.
    public package(set) var search: SearchDefinition? = nil
    /// What VoiceOver reads for the title view (`UIView.accessibilityLabel`); nil without one. Set after `init`.
    public package(set) var titleViewAccessibilityLabel: String? = nil

    /// Creates a navigation item.
    package init(
        title: String? = nil,
        titleView: String? = nil,
        prompt: String? = nil,
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        backBarButtonItem: BackBarButtonItem? = nil,
        hidesBackButton: Bool = false,
        leftItemsSupplementBackButton: Bool = false,
        leftBarButtonItems: [BarButtonItemDefinition] = [],
        rightBarButtonItems: [BarButtonItemDefinition] = [],
        titleMenu: [MenuElementDefinition]? = nil
    ) {
        self.title = title
        self.titleView = titleView
        self.prompt = prompt
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.backBarButtonItem = backBarButtonItem
        self.hidesBackButton = hidesBackButton
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.titleMenu = titleMenu
    }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Hashable, Codable, Sendable, CaseIterable {
    /// Large when the previous screen's title was large (inherits it).
    case automatic
    /// Always large (when the container prefers large titles).
    case always
    /// Never large.
    case never
}

/// `backBarButtonItem`: a title or an image.
public struct BackBarButtonItem: Hashable, Codable, Sendable {
    /// The back button's title.
    public package(set) var title: String?
    /// The back button's image name.
    public package(set) var image: String?

    /// Creates a back bar button item.
    package init(title: String? = nil, image: String? = nil) {
        self.title = title
        self.image = image
    }
}

/// A `UIBarButtonItem` in the navigation bar or the toolbar.
public struct BarButtonItemDefinition: Hashable, Codable, Sendable {
    /// What the item shows: exactly one of a system item, a title, an image.
    public enum Content: Hashable, Codable, Sendable {
        /// A system item.
        case system(SystemItem)
        /// A title.
        case title(String)
        /// An image name.
        case image(String)
    }

    /// What tapping the item does.
    public enum Behavior: Hashable, Codable, Sendable {
        /// Nothing (e.g. a flexible space).
        case none
        /// Performs this segue of the same screen.
        case segue(String)
        /// Reports this app-handled action.
        case action(String)
        /// Runs a builtin navigation action.
        case builtin(BuiltinAction)
    }

    /// The item id, unique among the screen's items.
    public package(set) var id: String
    /// What the item shows.
    public package(set) var content: Content
    /// The item style.
    public package(set) var style: BarButtonItemStyle
    /// Whether the item can be tapped.
    public package(set) var enabled: Bool
    /// What tapping the item does.
    public package(set) var behavior: Behavior
    /// The item's menu (`UIBarButtonItem.menu`); nil without one. With no behaviour a tap opens it; with one, a
    /// tap performs the behaviour and a long press opens the menu.
    public package(set) var menu: [MenuElementDefinition]?
    /// What VoiceOver reads for the item (`UIBarButtonItem.accessibilityLabel`); nil leaves UIKit's own (the
    /// title, or a system item's label). Set after `init`.
    public package(set) var accessibilityLabel: String? = nil
    /// The ids the item had before (`renamedFrom:`); nil when it had none. Set after `init`.
    public package(set) var renamedFrom: [String]? = nil

    /// Creates a bar button item.
    package init(
        id: String,
        content: Content,
        style: BarButtonItemStyle = .plain,
        enabled: Bool = true,
        behavior: Behavior = .none,
        menu: [MenuElementDefinition]? = nil
    ) {
        self.id = id
        self.content = content
        self.style = style
        self.enabled = enabled
        self.behavior = behavior
        self.menu = menu
    }
}

/// `UIBarButtonItem.SystemItem`.
public enum SystemItem: String, Hashable, Codable, Sendable, CaseIterable {
    /// `UIBarButtonItem.SystemItem`'s items by their UIKit names; `flexibleSpace` and `fixedSpace` show nothing
    /// and do nothing when tapped.
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    /// More of `UIBarButtonItem.SystemItem`'s items, by their UIKit names.
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
}

/// `UIBarButtonItem.Style`.
public enum BarButtonItemStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// A plain item.
    case plain
    /// A done item: its title in bold.
    case done
}

/// What a bar item's `builtin:` does.
public enum BuiltinAction: String, Hashable, Codable, Sendable, CaseIterable {
    /// Dismisses the top-most presentation.
    case dismiss
    /// Pops the visible navigation stack.
    case pop
    /// Pops the visible navigation stack to its root.
    case popToRoot
}
