/// The whole of a navigation graph as plain values: what `navgraph generate` embeds in the generated code,
/// what `NavGraphCore` builds from a parsed graph for `navgraph simulate`, and what the router runs on.
///
/// One source of truth: the generated code, the simulator and the tests all run the same definition.
///
/// The definition of generated code reads its screens lazily from the tables embedded in the code: a screen's
/// row is decoded the first time `screen(_:)` or `screen(at:)` asks for it, without its deep-link routes
/// (`linkRoute` and a pattern's `route` are nil there; the router reads them for a link's target alone). Reading
/// `screens` decodes them all, routes included, so the runtime never does; equality, hashing and coding compare
/// and write every screen.
public struct GraphDefinition: Hashable, Codable, Sendable {
    /// The graph's name (`graph:`), also the generated Swift type's name.
    public package(set) var name: String
    /// The root content: a screen at the bottom of the main navigation stack, or a container of `containers`.
    public package(set) var root: String
    /// Settings of every navigation controller of the graph, embedded ones included.
    public package(set) var container: ContainerSettings
    /// The graph's string-backed enums, in declaration order.
    public package(set) var enums: [EnumDefinition]
    /// Every screen, in declaration order (main file first, then included files in include order).
    public var screens: [ScreenDefinition] {
        get { store.all }
        _modify {
            var screens = isKnownUniquelyReferenced(&store) ? store.take() : store.all
            defer { store = ScreenStore(screens) }
            yield &screens
        }
    }
    /// The screens, as an array or as the embedded tables.
    private var store: ScreenStore
    /// The graph's tab bars and split views, in declaration order; nil when it declares none.
    public package(set) var containers: [ContainerDefinition]?
    /// `entries:`: the screens and containers the app may start from, the first being `root`; nil when the graph
    /// declares none (it then starts only from `root`).
    public package(set) var entries: [String]?
    /// The top-level `segues:`: segues shared by many screens; nil when the graph declares none.
    public package(set) var sharedSegues: [SharedSegueDefinition]?
    /// The screens' old ids (`renamedFrom:`), sorted by old id; nil when no screen was renamed. Kept here, not in
    /// each screen's row, so that finding the screen of an old id reads no row. Set after `init`.
    public package(set) var renamedScreens: [ScreenRename]? = nil

    /// Creates a definition.
    package init(
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
        self.store = ScreenStore(screens)
        self.containers = containers
        self.entries = entries
        self.sharedSegues = sharedSegues
    }

    /// Where the app may start: `entries`, or `root` alone when the graph declares none.
    public var entryIDs: [String] { entries ?? [root] }

    /// The number of screens.
    public var screenCount: Int { store.count }

    /// The screen `id` (its first declaration); nil when the graph has none. Read from generated code's tables, its
    /// deep-link routes are left out (see above).
    public func screen(_ id: String) -> ScreenDefinition? {
        store.screen(id: id)
    }

    /// The position of the screen `id` in declaration order (its first declaration); nil when the graph has none.
    public func screenPosition(of id: String) -> Int? {
        store.position(of: id)
    }

    /// The screen at `position` in declaration order; nil outside `0..<screenCount`. Read from generated code's
    /// tables, its deep-link routes are left out (see above).
    public func screen(at position: Int) -> ScreenDefinition? {
        store.screen(at: position)
    }

    /// What a deep link's synthetic back stack needs of the screen `id` (see `ScreenStore.stackScreen(at:)`).
    func stackScreen(_ id: String) -> ScreenDefinition? { store.stackScreen(id: id) }

    /// What converting a screen's values needs of the screen at `position`: its id and parameters, without its
    /// bars (see `ScreenStore.stackScreen(at:)`).
    func stackScreen(at position: Int) -> ScreenDefinition? { store.stackScreen(at: position) }

    /// How many screens of generated code's tables were read whole so far.
    var screensReadWhole: Int { store.wholeRowCount }

    /// The screen `id` with its deep-link routes: what opening a link to it needs.
    func screenWithRoutes(_ id: String) -> ScreenDefinition? { store.withRoutes(id: id) }

    /// The screens with deep links, in declaration order, for the deep-link matcher: from generated code's tables,
    /// read from their links section, no screen row (see `ScreenStore.linkedScreens`).
    var linkedScreens: [LinkedScreen] { store.linkedScreens }

    /// A definition whose screens are read from embedded tables: `graph` without screens, the tables, and the
    /// restoration fingerprint they carry.
    init(_ graph: GraphDefinition, tables: DefinitionTables, fingerprint: String?) {
        self = graph
        store = ScreenStore(tables, fingerprint: fingerprint)
    }

    /// The screens and their positions by id when the definition holds them as an array (built in code or by the
    /// compiler); nil when they are read from generated code's tables.
    var indexedScreenArray: (screens: [ScreenDefinition], positions: [String: Int])? { store.indexedArray }

    /// The restoration fingerprint embedded tables carry; nil for a definition built in code.
    var storedFingerprint: String? { store.fingerprint }

    private enum CodingKeys: String, CodingKey {
        case name, root, container, enums, screens, containers, entries, sharedSegues, renamedScreens
    }

    /// Reads a definition as `encode(to:)` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            root: try container.decode(String.self, forKey: .root),
            container: try container.decode(ContainerSettings.self, forKey: .container),
            enums: try container.decode([EnumDefinition].self, forKey: .enums),
            screens: try container.decode([ScreenDefinition].self, forKey: .screens),
            containers: try container.decodeIfPresent([ContainerDefinition].self, forKey: .containers),
            entries: try container.decodeIfPresent([String].self, forKey: .entries),
            sharedSegues: try container.decodeIfPresent([SharedSegueDefinition].self, forKey: .sharedSegues))
        renamedScreens = try container.decodeIfPresent([ScreenRename].self, forKey: .renamedScreens)
    }

    /// Writes every field, every screen included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(root, forKey: .root)
        try container.encode(self.container, forKey: .container)
        try container.encode(enums, forKey: .enums)
        try container.encode(screens, forKey: .screens)
        try container.encodeIfPresent(containers, forKey: .containers)
        try container.encodeIfPresent(entries, forKey: .entries)
        try container.encodeIfPresent(sharedSegues, forKey: .sharedSegues)
        try container.encodeIfPresent(renamedScreens, forKey: .renamedScreens)
    }

    /// Whether two definitions are the same graph, screen by screen.
    public static func == (lhs: GraphDefinition, rhs: GraphDefinition) -> Bool {
        lhs.name == rhs.name && lhs.root == rhs.root && lhs.container == rhs.container && lhs.enums == rhs.enums
            && lhs.containers == rhs.containers && lhs.entries == rhs.entries && lhs.sharedSegues == rhs.sharedSegues
            && lhs.renamedScreens == rhs.renamedScreens && lhs.screens == rhs.screens
    }

    /// Hashes every field, every screen included.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(root)
        hasher.combine(container)
        hasher.combine(enums)
        hasher.combine(screens)
        hasher.combine(containers)
        hasher.combine(entries)
        hasher.combine(sharedSegues)
        hasher.combine(renamedScreens)
    }
}

/// A string-backed enum declared under `enums:`.
public struct EnumDefinition: Hashable, Codable, Sendable {
    /// The enum's name, an UpperCamelCase Swift identifier.
    public package(set) var name: String
    /// Its cases, in declaration order.
    public package(set) var cases: [String]

    /// Creates an enum definition.
    package init(name: String, cases: [String]) {
        self.name = name
        self.cases = cases
    }
}

/// `navigationController:` settings, shared by every navigation controller of the graph (UIKit's defaults).
public struct ContainerSettings: Hashable, Codable, Sendable {
    /// Whether the navigation bar is hidden unless the top screen says otherwise.
    public package(set) var navigationBarHidden: Bool
    /// Whether the toolbar is hidden unless the top screen says otherwise (UIKit: hidden).
    public package(set) var toolbarHidden: Bool
    /// Whether titles show large where the screens' `largeTitleDisplayMode` allows.
    public package(set) var prefersLargeTitles: Bool
    /// `hidesBarsOnTap`, carried to the generated code.
    public package(set) var hidesBarsOnTap: Bool
    /// `hidesBarsOnSwipe`, carried to the generated code.
    public package(set) var hidesBarsOnSwipe: Bool
    /// `hidesBarsWhenKeyboardAppears`, carried to the generated code.
    public package(set) var hidesBarsWhenKeyboardAppears: Bool
    /// `hidesBarsWhenVerticallyCompact`, carried to the generated code.
    public package(set) var hidesBarsWhenVerticallyCompact: Bool
    /// A back title derived from the previous screen's title that is longer than this shows as "Back".
    public package(set) var backButtonTitleMaxLength: Int
    /// The bars' appearance.
    public package(set) var appearance: Appearance

    /// Creates container settings; every argument defaults to UIKit's default.
    package init(
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
    public package(set) var barStyle: BarStyle
    /// Colours as written, `#RRGGBB` or `#RRGGBBAA`; nil when not set.
    public package(set) var barTintColor: String?
    /// The colour of the bar's buttons.
    public package(set) var tintColor: String?
    /// The colour of the title.
    public package(set) var titleColor: String?
    /// Whether the bar is translucent.
    public package(set) var translucent: Bool
    /// Whether the bar's bottom shadow line is hidden.
    public package(set) var shadowHidden: Bool

    /// Creates an appearance; every argument defaults to UIKit's default.
    package init(
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
