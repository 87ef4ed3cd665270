/// The whole of a navigation graph as plain values: what `navgraph generate` embeds in the generated code,
/// what `NavGraphCore` builds from a parsed graph for `navgraph simulate`, and what the router runs on.
///
/// One source of truth: the generated code, the simulator and the tests all run the same definition.
public struct GraphDefinition: Hashable, Codable, Sendable {
    /// The graph's name (`graph:`), also the generated Swift type's name.
    public var name: String
    /// The root content: a screen at the bottom of the main navigation stack, or a container of `containers`.
    public var root: String
    /// Settings of every navigation controller of the graph, embedded ones included.
    public var container: ContainerSettings
    /// The graph's string-backed enums, in declaration order.
    public var enums: [EnumDefinition]
    /// Every screen, in declaration order (main file first, then included files in include order).
    public var screens: [ScreenDefinition]
    /// The graph's tab bars and split views, in declaration order; nil when it declares none.
    public var containers: [ContainerDefinition]?
    /// `entries:`: the screens and containers the app may start from, the first being `root`; nil when the graph
    /// declares none (it then starts only from `root`).
    public var entries: [String]?
    /// The top-level `segues:`: segues shared by many screens; nil when the graph declares none.
    public var sharedSegues: [SharedSegueDefinition]?

    /// Creates a definition.
    public init(
        name: String,
        root: String,
        container: ContainerSettings = ContainerSettings(),
        enums: [EnumDefinition] = [],
        screens: [ScreenDefinition],
        containers: [ContainerDefinition]? = nil,
        entries: [String]? = nil,
        sharedSegues: [SharedSegueDefinition]? = nil
    ) {
        self.name = name
        self.root = root
        self.container = container
        self.enums = enums
        self.screens = screens
        self.containers = containers
        self.entries = entries
        self.sharedSegues = sharedSegues
    }

    /// Where the app may start: `entries`, or `root` alone when the graph declares none.
    public var entryIDs: [String] { entries ?? [root] }
}

/// A string-backed enum declared under `enums:`.
public struct EnumDefinition: Hashable, Codable, Sendable {
    /// The enum's name, an UpperCamelCase Swift identifier.
    public var name: String
    /// Its cases, in declaration order.
    public var cases: [String]

    /// Creates an enum definition.
    public init(name: String, cases: [String]) {
        self.name = name
        self.cases = cases
    }
}

/// `navigationController:` settings, shared by every navigation controller of the graph (UIKit's defaults).
public struct ContainerSettings: Hashable, Codable, Sendable {
    /// Whether the navigation bar is hidden unless the top screen says otherwise.
    public var navigationBarHidden: Bool
    /// Whether the toolbar is hidden unless the top screen says otherwise (UIKit: hidden).
    public var toolbarHidden: Bool
    /// Whether titles show large where the screens' `largeTitleDisplayMode` allows.
    public var prefersLargeTitles: Bool
    /// `hidesBarsOnTap`, carried to the generated code.
    public var hidesBarsOnTap: Bool
    /// `hidesBarsOnSwipe`, carried to the generated code.
    public var hidesBarsOnSwipe: Bool
    /// `hidesBarsWhenKeyboardAppears`, carried to the generated code.
    public var hidesBarsWhenKeyboardAppears: Bool
    /// `hidesBarsWhenVerticallyCompact`, carried to the generated code.
    public var hidesBarsWhenVerticallyCompact: Bool
    /// A back title derived from the previous screen's title that is longer than this shows as "Back".
    public var backButtonTitleMaxLength: Int
    /// The bars' appearance.
    public var appearance: Appearance

    /// Creates container settings; every argument defaults to UIKit's default.
    public init(
        navigationBarHidden: Bool = false,
        toolbarHidden: Bool = true,
        prefersLargeTitles: Bool = false,
        hidesBarsOnTap: Bool = false,
        hidesBarsOnSwipe: Bool = false,
        hidesBarsWhenKeyboardAppears: Bool = false,
        hidesBarsWhenVerticallyCompact: Bool = false,
        backButtonTitleMaxLength: Int = 12,
        appearance: Appearance = Appearance()
    ) {
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.prefersLargeTitles = prefersLargeTitles
        self.hidesBarsOnTap = hidesBarsOnTap
        self.hidesBarsOnSwipe = hidesBarsOnSwipe
        self.hidesBarsWhenKeyboardAppears = hidesBarsWhenKeyboardAppears
        self.hidesBarsWhenVerticallyCompact = hidesBarsWhenVerticallyCompact
        self.backButtonTitleMaxLength = backButtonTitleMaxLength
        self.appearance = appearance
    }
}

/// The navigation bar's appearance; the bar never takes it from a screen.
public struct Appearance: Hashable, Codable, Sendable {
    /// `UIBarStyle`.
    public enum BarStyle: String, Hashable, Codable, Sendable, CaseIterable {
        /// The default bar: light, dark text.
        case `default`
        /// A dark bar with light text.
        case black
    }

    /// The bar style.
    public var barStyle: BarStyle
    /// Colours as written, `#RRGGBB` or `#RRGGBBAA`; nil when not set.
    public var barTintColor: String?
    /// The colour of the bar's buttons.
    public var tintColor: String?
    /// The colour of the title.
    public var titleColor: String?
    /// Whether the bar is translucent.
    public var translucent: Bool
    /// Whether the bar's bottom shadow line is hidden.
    public var shadowHidden: Bool

    /// Creates an appearance; every argument defaults to UIKit's default.
    public init(
        barStyle: BarStyle = .default,
        barTintColor: String? = nil,
        tintColor: String? = nil,
        titleColor: String? = nil,
        translucent: Bool = true,
        shadowHidden: Bool = false
    ) {
        self.barStyle = barStyle
        self.barTintColor = barTintColor
        self.tintColor = tintColor
        self.titleColor = titleColor
        self.translucent = translucent
        self.shadowHidden = shadowHidden
    }
}
