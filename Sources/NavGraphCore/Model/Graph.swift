package import NavGraphRuntime

/// A whole graph as read from its main file and its included files, every value with its location.
/// The decoder fills it; the validator checks it; `GraphDefinition(_:)` lowers a valid one for the runtime
/// and the generator.
package struct Graph: Sendable {
    /// The main file's path, as given.
    package var mainFile: String
    /// Every file the graph was read from: the main file first, then included files in the order met.
    package var files: [String]
    /// `navgraph:`.
    package var version: Located<Int>?
    /// `graph:`.
    package var name: Located<String>?
    /// `root:`, else the first of `entries:`.
    package var root: Located<String>?
    /// `entries:` as written: the screens and containers the app may start from.
    package var entries: [Located<String>] = []
    /// Where `entries:`'s value starts; nil when the graph has none.
    package var entriesLocation: SourceLocation?
    /// `include:` entries of every file, as written.
    package var includes: [Located<String>]
    package var navigationController: NavigationControllerSettings
    package var enums: [EnumDeclaration]
    /// Every screen of every file, main file first, then included files in include order.
    package var screens: [ScreenDeclaration]
    /// `containers:`, in declaration order.
    package var containers: [ContainerDeclaration]
    /// The top-level `segues:` block: segues declared once for many source screens. The loader also copies each
    /// onto its sources' `segues` (see `SharedSegue`), so every rule and the runtime see them as the sources' own.
    package var sharedSegues: [SharedSegue] = []
    /// `lint.disable`.
    package var disabledCodes: [Located<String>]

    /// Where the app may start, each once: `root`, then the other `entries:` in order.
    package var startNames: [Located<String>] {
        var seen: Set<String> = []
        return ((root.map { [$0] } ?? []) + entries).filter { seen.insert($0.value).inserted }
    }

    /// Creates an empty graph for `mainFile`.
    package init(mainFile: String) {
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
package struct NavigationControllerSettings: Sendable {
    package var location: SourceLocation?
    package var navigationBarHidden: Located<Bool>?
    package var toolbarHidden: Located<Bool>?
    package var prefersLargeTitles: Located<Bool>?
    package var hidesBarsOnTap: Located<Bool>?
    package var hidesBarsOnSwipe: Located<Bool>?
    package var hidesBarsWhenKeyboardAppears: Located<Bool>?
    package var hidesBarsWhenVerticallyCompact: Located<Bool>?
    package var backButtonTitleMaxLength: Located<Int>?
    package var barStyle: Located<Appearance.BarStyle>?
    package var barTintColor: Located<String>?
    package var tintColor: Located<String>?
    package var titleColor: Located<String>?
    package var translucent: Located<Bool>?
    package var shadowHidden: Located<Bool>?

    /// Creates settings with nothing set.
    package init() {}
}

/// An `enums:` entry.
package struct EnumDeclaration: Sendable {
    package var name: Located<String>
    package var cases: [Located<String>]

    /// Creates an enum declaration.
    package init(name: Located<String>, cases: [Located<String>]) {
        self.name = name
        self.cases = cases
    }
}

/// A screen.
package struct ScreenDeclaration: Sendable {
    /// The screen id (the mapping key).
    package var id: Located<String>
    package var title: Located<String>?
    package var parameters: [Parameter] = []
    package var navigationItem = NavigationItem()
    package var toolbarItems: [BarItem] = []
    package var toolbarItemsLocation: SourceLocation?
    package var navigationBarHidden: Located<Bool>?
    package var toolbarHidden: Located<Bool>?
    package var interactivePopGestureEnabled: Located<Bool>?
    package var modalPresentationStyle: Located<PresentationStyle>?
    package var modalInPresentation: Located<Bool>?
    /// `hidesBottomBarWhenPushed:`: the tab bar hides while this screen is pushed.
    package var hidesBottomBarWhenPushed: Located<Bool>?
    /// `restorationIdentifier:`: absent = nil (the screen id is used), `null` = `.some(Located(nil))`.
    package var restorationIdentifier: Located<String?>?
    package var deepLinks: [DeepLink] = []
    package var segues: [SegueDeclaration] = []
    /// `style:`, `message:` and `actions:`; nil when the screen has none of them.
    package var alert: AlertContent?
    /// `dismissesItself:`: a system screen (Safari, share sheet, picker) that closes itself.
    package var dismissesItself: Located<Bool>?
    /// `renamedFrom:`: the ids this screen had before (restoration and links of an old name still find it).
    package var renamedFrom: [Located<String>] = []

    /// Creates a screen with only its id.
    package init(id: Located<String>) {
        self.id = id
    }
}

/// A screen parameter.
package struct Parameter: Sendable {
    package var name: Located<String>
    package var type: Located<TypeReference>
    /// `default:` as written; nil when the parameter is required.
    package var defaultValue: Located<Literal>?
    /// `renamedFrom:`: the names this parameter had before.
    package var renamedFrom: [Located<String>] = []

    /// Creates a parameter.
    package init(name: Located<String>, type: Located<TypeReference>, defaultValue: Located<Literal>? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A screen's `navigationItem:`.
package struct NavigationItem: Sendable {
    package var location: SourceLocation?
    package var title: Located<String>?
    package var titleView: Located<String>?
    /// `titleViewAccessibilityLabel:`: what VoiceOver reads for the title view.
    package var titleViewAccessibilityLabel: Located<String>?
    package var prompt: Located<String>?
    package var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?
    /// `backBarButtonItem:` or its shorthand `backButtonTitle:`.
    package var backBarButtonItem: Located<BackBarButtonItem>?
    package var hidesBackButton: Located<Bool>?
    package var leftItemsSupplementBackButton: Located<Bool>?
    /// Singular and plural forms, already merged (giving both is reported by the decoder).
    package var leftBarButtonItems: [BarItem] = []
    package var leftBarButtonItemsLocation: SourceLocation?
    package var rightBarButtonItems: [BarItem] = []
    package var rightBarButtonItemsLocation: SourceLocation?
    /// `titleMenu:`: the menu a tap on the title opens; nil when absent.
    package var titleMenu: Located<[MenuChild]>?
    /// `search:`: the search bar in the navigation bar; nil when absent.
    package var search: SearchContent?

    /// Creates an empty navigation item.
    package init() {}
}

/// A bar button item, in the navigation bar or the toolbar.
package struct BarItem: Sendable {
    /// Where the item's mapping starts.
    package var location: SourceLocation
    package var id: Located<String>?
    package var system: Located<SystemItem>?
    package var title: Located<String>?
    package var image: Located<String>?
    /// `accessibilityLabel:`: what VoiceOver reads for the item.
    package var accessibilityLabel: Located<String>?
    package var style: Located<BarButtonItemStyle>?
    package var enabled: Located<Bool>?
    package var segue: Located<String>?
    package var action: Located<String>?
    package var builtin: Located<BuiltinAction>?
    /// `role:` of an alert's action.
    package var role: Located<AlertActionDefinition.Role>?
    /// Whether this is an alert's action (`actions:`) rather than a bar button item.
    package var isAlertAction = false
    /// `menu:`; nil when absent.
    package var menu: Located<[MenuChild]>?
    /// `renamedFrom:`: the ids this item had before.
    package var renamedFrom: [Located<String>] = []

    /// Creates an item with nothing set.
    package init(location: SourceLocation) {
        self.location = location
    }
}

/// A segue.
package struct SegueDeclaration: Sendable {
    /// The segue id (the mapping key).
    package var id: Located<String>
    package var kind: Located<SegueKind>?
    package var destination: Located<String>?
    /// `arguments:`, in the order written.
    package var arguments: [(name: Located<String>, value: Located<Literal>)] = []
    package var forward: [Located<String>] = []
    package var animated: Located<Bool>?
    package var presentation: Located<PresentationStyle>?
    package var embedInNavigationController: Located<Bool>?
    package var singleTop: Located<Bool>?
    package var popTo: Located<String>?
    /// `navigationController:` of an embedding segue: overrides for the presented stack.
    package var navigationController: NavigationControllerSettings? {
        get { navigationControllerBox?.value }
        set { navigationControllerBox = newValue.map(OutOfLine.init) }
    }
    /// Out of line: few segues override the stack's settings, which are larger than the rest of the segue.
    private var navigationControllerBox: OutOfLine<NavigationControllerSettings>?
    /// `returns:` of an unwind.
    package var returns: [ReturnValue] = []
    /// `gatesLinks:` of a `replaceRoot`: absent means `true`, the segue is a gate for deep links.
    package var gatesLinks: Located<Bool>?
    /// `modal`: the sheet's and popover's keys (`detents:`, `sourceItem:`...).
    package var sheet: SheetSettings {
        get { sheetBox?.value ?? SheetSettings() }
        set { sheetBox = OutOfLine(newValue) }
    }
    /// Out of line, nil while no sheet key is given: most segues have none.
    private var sheetBox: OutOfLine<SheetSettings>?
    /// Set on the copy of a shared segue made for one of its sources: the shared segue's id where it is declared.
    /// The copy's own `id` is located at the `from:` element naming that source.
    package var shared: Located<String>?
    /// `renamedFrom:`: the ids this segue had before.
    package var renamedFrom: [Located<String>] = []

    /// Creates a segue with only its id.
    package init(id: Located<String>) {
        self.id = id
    }
}
