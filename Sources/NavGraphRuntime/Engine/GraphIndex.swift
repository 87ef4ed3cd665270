import Foundation

/// A graph definition with lookup tables, built once per engine: screen by id, enum cases by name. For generated
/// code's tables, building it reads nothing of the screens: a screen is read when first looked up
/// (`GraphDefinition.screen(_:)`), the deep-link trie on the first link. A definition holding its screens as an
/// array (the simulator's, a test's) is indexed here, so that its lookups take no lock.
final class GraphIndex: @unchecked Sendable {
    /// The definition the engine runs on.
    let definition: GraphDefinition
    private let enumCases: [String: Set<String>]
    /// The screens and their positions by id, when the definition holds them as an array.
    private let screens: (screens: [ScreenDefinition], positions: [String: Int])?
    private let containerPositions: [String: Int]
    /// Guards `builtLinks`.
    private let lock = NSLock()
    private var builtLinks: DeepLinkMatcher?

    /// Indexes a definition. A duplicated id (the validator forbids them) resolves to its first declaration.
    init(_ definition: GraphDefinition) {
        self.definition = definition
        var cases: [String: Set<String>] = [:]
        for enumeration in definition.enums where cases[enumeration.name] == nil {
            cases[enumeration.name] = Set(enumeration.cases)
        }
        enumCases = cases
        screens = definition.indexedScreenArray
        var containers: [String: Int] = [:]
        for (index, container) in (definition.containers ?? []).enumerated() where containers[container.id] == nil {
            containers[container.id] = index
        }
        containerPositions = containers
    }

    /// The deep-link patterns as a trie, built on first use.
    var links: DeepLinkMatcher {
        lock.lock()
        defer { lock.unlock() }
        if let builtLinks { return builtLinks }
        let links = DeepLinkMatcher(definition)
        builtLinks = links
        return links
    }

    /// The container with this id.
    func container(_ id: String) -> ContainerDefinition? {
        guard let position = containerPositions[id], let containers = definition.containers else { return nil }
        return containers[position]
    }

    /// The screen with this id.
    func screen(_ id: String) -> ScreenDefinition? {
        guard let screens else { return definition.screen(id) }
        return screens.positions[id].map { screens.screens[$0] }
    }

    /// The screen with this id, or `unknownScreen`.
    func requireScreen(_ id: String) throws(NavigationError) -> ScreenDefinition {
        guard let screen = screen(id) else { throw .unknownScreen(id) }
        return screen
    }

    /// The segue `id` of screen `screenID`, or `unknownScreen`/`unknownSegue`.
    func requireSegue(_ id: String, of screenID: String) throws(NavigationError) -> SegueDefinition {
        let screen = try requireScreen(screenID)
        guard let segue = screen.segues.first(where: { $0.id == id }) else {
            throw .unknownSegue(screen: screenID, segue: id)
        }
        return segue
    }

    /// What a deep link's synthetic back stack needs of the screen `id`: its parameters, segues and presentation
    /// settings (from generated code's tables, its bars, deep links and alert may be left empty).
    func stackScreen(_ id: String) -> ScreenDefinition? {
        screens == nil ? definition.stackScreen(id) : screen(id)
    }

    /// `stackScreen(_:)`, or `unknownScreen`.
    func requireStackScreen(_ id: String) throws(NavigationError) -> ScreenDefinition {
        guard let screen = stackScreen(id) else { throw .unknownScreen(id) }
        return screen
    }

    /// The cases of a graph enum; nil when the graph declares no such enum.
    func cases(ofEnum name: String) -> Set<String>? {
        enumCases[name]
    }
}
