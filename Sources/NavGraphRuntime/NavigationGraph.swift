/// A navigation graph the router can run: what `navgraph generate` emits for each graph file
/// (`enum SettingsFlow: NavigationGraph`). Conform to it through generated code only.
public protocol NavigationGraph: Sendable {
    /// One case per screen, parameters as labelled associated values.
    associatedtype Screen: Hashable & Codable & Sendable
    /// The graph's bar-item `action:` names; `NoAction` for graphs without.
    associatedtype Action: Hashable & Sendable = NoAction

    /// The graph's tables.
    static var definition: GraphDefinition { get }

    /// The dynamic form of a typed screen (throws only when an app-type argument fails to encode).
    static func value(of screen: Screen) throws -> ScreenValue

    /// The typed screen for a dynamic value; nil when the id is unknown or an argument does not fit.
    static func screen(from value: ScreenValue) -> Screen?

    /// The typed action for an `action:` name; nil when the graph has no such action.
    static func action(named name: String) -> Action?

    /// The graph's tab ids (graphs with a tab bar); `NoTab` for the others.
    associatedtype Tab: Hashable & Sendable = NoTab
    /// The values the graph's unwinds return (`returns:`), one case per such unwind; `NoReturn` for the others.
    associatedtype Return: Hashable & Sendable = NoReturn

    /// A tab's id.
    static func tabID(of tab: Tab) -> String

    /// The typed tab for a tab id; nil when the graph has no such tab.
    static func tab(named name: String) -> Tab?

    /// The typed values an unwind returned; nil when they do not fit.
    static func returned(_ values: ReturnedValues) -> Return?

    /// Where the app may start (the graph's `entries:`), one case per entry; `NoEntry` for graphs without.
    associatedtype Entry: Hashable & Sendable = NoEntry

    /// An entry's dynamic form: the entry screen with its arguments, or a container's id with none (throws only
    /// when an app-type argument fails to encode).
    static func entryValue(of entry: Entry) throws -> ScreenValue
}

/// The `Entry` of a graph without `entries:`: no value can be made.
public struct NoEntry: Hashable, Sendable {
    private init() {}
}

extension NavigationGraph where Entry == NoEntry {
    /// A graph without `entries:` has no entry value.
    public static func entryValue(of entry: Entry) throws -> ScreenValue { ScreenValue(id: "") }
}

/// The `Action` of a graph whose bar items name no `action:`: no value can be made.
public struct NoAction: Hashable, Sendable {
    private init() {}
}

extension NavigationGraph where Action == NoAction {
    /// A graph without actions has no typed action.
    public static func action(named name: String) -> Action? { nil }
}

/// The `Tab` of a graph without a tab bar: no value can be made.
public struct NoTab: Hashable, Sendable {
    private init() {}
}

/// The `Return` of a graph whose unwinds return nothing: no value can be made.
public struct NoReturn: Hashable, Sendable {
    private init() {}
}

extension NavigationGraph where Tab == NoTab {
    /// No tab has an id.
    public static func tabID(of tab: Tab) -> String { "" }

    /// A graph without a tab bar has no tab.
    public static func tab(named name: String) -> Tab? { nil }
}

extension NavigationGraph where Return == NoReturn {
    /// A graph whose unwinds return nothing has no typed return.
    public static func returned(_ values: ReturnedValues) -> Return? { nil }
}

/// A navigation graph whose root screen needs no argument (every parameter of the root has a default), or whose
/// root is a container (a tab bar or a split: `defaultRoot` is then its first screen): the generated code of such
/// a graph conforms to this protocol, which gives `Router` its `init()`.
public protocol NavigationGraphWithDefaultRoot: NavigationGraph {
    /// The graph's root screen with every parameter at its default.
    static var defaultRoot: Screen { get }
}

/// A screen in its dynamic form: the screen id and its arguments by parameter name.
public struct ScreenValue: Hashable, Codable, Sendable {
    /// The screen id.
    public var id: String
    /// Every parameter's value (defaults filled in), by name.
    public var arguments: [String: ArgumentValue]

    /// Creates a screen value.
    public init(id: String, arguments: [String: ArgumentValue] = [:]) {
        self.id = id
        self.arguments = arguments
    }
}

/// A segue ready to perform: its source screen, its id and the arguments its generated function took.
public struct Segue<Graph: NavigationGraph>: Sendable {
    /// The source screen's id; empty for a shared segue (`isShared`), whose source is whichever of its sources is
    /// visible when it is performed.
    public let source: String
    /// The segue id within the source screen.
    public let id: String
    /// Whether this is a segue of the graph's top-level `segues:`, performed from any of its sources.
    public let isShared: Bool
    /// The arguments given for the destination's parameters the segue does not set itself,
    /// or the error met while encoding them.
    package let arguments: Result<[String: ArgumentValue], NavigationError>

    /// Creates a segue with already converted arguments.
    @_spi(Generated) public init(source: String, id: String, arguments: [String: ArgumentValue] = [:]) {
        self.init(source: source, id: id, isShared: false, arguments: .success(arguments))
    }

    /// Creates a segue whose arguments are converted by `encode`; an error thrown there is reported when the
    /// segue is performed.
    @_spi(Generated) public init(source: String, id: String, encoding encode: () throws -> [String: ArgumentValue]) {
        self.init(source: source, id: id, isShared: false, arguments: Self.encoded(id, encode))
    }

    /// Creates a shared segue (top-level `segues:`) with already converted arguments.
    @_spi(Generated) public init(shared id: String, arguments: [String: ArgumentValue] = [:]) {
        self.init(source: "", id: id, isShared: true, arguments: .success(arguments))
    }

    /// Creates a shared segue whose arguments are converted by `encode`.
    @_spi(Generated) public init(shared id: String, encoding encode: () throws -> [String: ArgumentValue]) {
        self.init(source: "", id: id, isShared: true, arguments: Self.encoded(id, encode))
    }

    private init(
        source: String,
        id: String,
        isShared: Bool,
        arguments: Result<[String: ArgumentValue], NavigationError>
    ) {
        self.source = source
        self.id = id
        self.isShared = isShared
        self.arguments = arguments
    }

    private static func encoded(
        _ id: String,
        _ encode: () throws -> [String: ArgumentValue]
    ) -> Result<[String: ArgumentValue], NavigationError> {
        do {
            return .success(try encode())
        } catch let error as NavigationError {
            return .failure(error)
        } catch {
            return .failure(.argumentEncodingFailed(segue: id, reason: String(describing: error)))
        }
    }
}
