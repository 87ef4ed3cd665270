/// What the deep-link matcher reads of a screen with deep links to build its trie: the screen's id, the types of
/// the parameters a link can carry, and its patterns with their priorities. Generated code's tables hold exactly
/// this in a section of their own (`LinkTable`), so the first link reads no screen row; the matched screen's
/// parameters and back stack are read when a link opens it.
struct LinkedScreen: Hashable, Sendable {
    /// A pattern as written, and its priority.
    struct Link: Hashable, Sendable {
        var pattern: String
        var priority: Int
    }

    /// The screen's id.
    var id: String
    /// The type of each parameter a link can carry (see `ParameterType.isLinkable`), by name; a name declared twice
    /// keeps its first declaration. Parameters a link cannot carry are left out.
    var linkableTypes: [String: ParameterType]
    /// The screen's deep links, in declaration order.
    var links: [Link]

    init(id: String, linkableTypes: [String: ParameterType], links: [Link]) {
        self.id = id
        self.linkableTypes = linkableTypes
        self.links = links
    }

    /// The link fields of `screen`.
    init(_ screen: ScreenDefinition) {
        var types: [String: ParameterType] = [:]
        var seen: Set<String> = []
        for parameter in screen.parameters where seen.insert(parameter.name).inserted && parameter.type.isLinkable {
            types[parameter.name] = parameter.type
        }
        self.init(
            id: screen.id, linkableTypes: types,
            links: screen.deepLinks.map { Link(pattern: $0.pattern, priority: $0.priority) })
    }
}
