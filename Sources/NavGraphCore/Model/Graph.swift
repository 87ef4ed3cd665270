public import NavGraphRuntime

/// A whole graph as read from its main file and its included files, every value with its location.
/// The decoder fills it; the validator checks it; `GraphDefinition(_:)` lowers a valid one for the runtime
/// and the generator.
public struct Graph: Sendable {
    /// The main file's path, as given.
    public var mainFile: String
    /// Every file the graph was read from: the main file first, then included files in the order met.
    public var files: [String]
    /// `navgraph:`.
    public var version: Located<Int>?
    /// `graph:`.
    public var name: Located<String>?
    /// `root:`.
    public var root: Located<String>?
    /// `include:` entries of every file, as written.
    public var includes: [Located<String>]
    public var navigationController: NavigationControllerSettings
    public var enums: [EnumDeclaration]
    /// Every screen of every file, main file first, then included files in include order.
    public var screens: [Screen]
    /// `containers:`, in declaration order.
    public var containers: [Container]
    /// `lint.disable`.
    public var disabledCodes: [Located<String>]

    /// Creates an empty graph for `mainFile`.
    public init(mainFile: String) {
        self.mainFile = mainFile
        self.files = [mainFile]
        self.includes = []
        self.navigationController = NavigationControllerSettings()
        self.enums = []
        self.screens = []
        self.containers = []
        self.disabledCodes = []
    }
}

/// `navigationController:`; unset values take UIKit's defaults (`ContainerSettings()`).
public struct NavigationControllerSettings: Sendable {
    public var location: SourceLocation?
    public var navigationBarHidden: Located<Bool>?
    public var toolbarHidden: Located<Bool>?
    public var prefersLargeTitles: Located<Bool>?
    public var hidesBarsOnTap: Located<Bool>?
    public var hidesBarsOnSwipe: Located<Bool>?
    public var hidesBarsWhenKeyboardAppears: Located<Bool>?
    public var hidesBarsWhenVerticallyCompact: Located<Bool>?
    public var backButtonTitleMaxLength: Located<Int>?
    public var barStyle: Located<Appearance.BarStyle>?
    public var barTintColor: Located<String>?
    public var tintColor: Located<String>?
    public var titleColor: Located<String>?
    public var translucent: Located<Bool>?
    public var shadowHidden: Located<Bool>?

    /// Creates settings with nothing set.
    public init() {}
}

/// An `enums:` entry.
public struct EnumDeclaration: Sendable {
    public var name: Located<String>
    public var cases: [Located<String>]

    /// Creates an enum declaration.
    public init(name: Located<String>, cases: [Located<String>]) {
        self.name = name
        self.cases = cases
    }
}

/// A screen.
public struct Screen: Sendable {
    /// The screen id (the mapping key).
    public var id: Located<String>
    public var title: Located<String>?
    public var parameters: [Parameter] = []
    public var navigationItem = NavigationItem()
    public var toolbarItems: [BarItem] = []
    public var toolbarItemsLocation: SourceLocation?
    public var navigationBarHidden: Located<Bool>?
    public var toolbarHidden: Located<Bool>?
    public var interactivePopGestureEnabled: Located<Bool>?
    public var modalPresentationStyle: Located<PresentationStyle>?
    public var modalInPresentation: Located<Bool>?
    /// `hidesBottomBarWhenPushed:`: the tab bar hides while this screen is pushed.
    public var hidesBottomBarWhenPushed: Located<Bool>?
    /// `restorationIdentifier:`: absent = nil (the screen id is used), `null` = `.some(Located(nil))`.
    public var restorationIdentifier: Located<String?>?
    public var deepLinks: [Located<String>] = []
    public var segues: [Segue] = []

    /// Creates a screen with only its id.
    public init(id: Located<String>) {
        self.id = id
    }
}

/// A screen parameter.
public struct Parameter: Sendable {
    public var name: Located<String>
    public var type: Located<TypeReference>
    /// `default:` as written; nil when the parameter is required.
    public var defaultValue: Located<Literal>?

    /// Creates a parameter.
    public init(name: Located<String>, type: Located<TypeReference>, defaultValue: Located<Literal>? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A screen's `navigationItem:`.
public struct NavigationItem: Sendable {
    public var location: SourceLocation?
    public var title: Located<String>?
    public var titleView: Located<String>?
    public var prompt: Located<String>?
    public var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?
    /// `backBarButtonItem:` or its shorthand `backButtonTitle:`.
    public var backBarButtonItem: Located<BackBarButtonItem>?
    public var hidesBackButton: Located<Bool>?
    public var leftItemsSupplementBackButton: Located<Bool>?
    /// Singular and plural forms, already merged (giving both is reported by the decoder).
    public var leftBarButtonItems: [BarItem] = []
    public var leftBarButtonItemsLocation: SourceLocation?
    public var rightBarButtonItems: [BarItem] = []
    public var rightBarButtonItemsLocation: SourceLocation?

    /// Creates an empty navigation item.
    public init() {}
}

/// A bar button item, in the navigation bar or the toolbar.
public struct BarItem: Sendable {
    /// Where the item's mapping starts.
    public var location: SourceLocation
    public var id: Located<String>?
    public var system: Located<SystemItem>?
    public var title: Located<String>?
    public var image: Located<String>?
    public var style: Located<BarButtonItemStyle>?
    public var enabled: Located<Bool>?
    public var segue: Located<String>?
    public var action: Located<String>?
    public var builtin: Located<BuiltinAction>?

    /// Creates an item with nothing set.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A segue.
public struct Segue: Sendable {
    /// The segue id (the mapping key).
    public var id: Located<String>
    public var kind: Located<SegueKind>?
    public var destination: Located<String>?
    /// `arguments:`, in the order written.
    public var arguments: [(name: Located<String>, value: Located<Literal>)] = []
    public var forward: [Located<String>] = []
    public var animated: Located<Bool>?
    public var presentation: Located<PresentationStyle>?
    public var embedInNavigationController: Located<Bool>?
    public var singleTop: Located<Bool>?
    public var popTo: Located<String>?
    /// `navigationController:` of an embedding segue: overrides for the presented stack.
    public var navigationController: NavigationControllerSettings?
    /// `returns:` of an unwind.
    public var returns: [ReturnValue] = []

    /// Creates a segue with only its id.
    public init(id: Located<String>) {
        self.id = id
    }
}
