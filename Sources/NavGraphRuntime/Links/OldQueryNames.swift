/// A link's query items named by a parameter's old name (`renamedFrom:`): for a pattern item named after its
/// parameter (`?folderID={folderID}`), a link that still says `?folder=` fills the parameter. Read only when a link
/// leaves out an item of the pattern, so a link that uses the current names reads no screen row for it.
struct OldQueryNames {
    private let entry: DeepLinkMatcher.Entry
    private let definition: GraphDefinition
    private var screen: ScreenDefinition??

    init(_ entry: DeepLinkMatcher.Entry, definition: GraphDefinition) {
        self.entry = entry
        self.definition = definition
    }

    /// The old name `url` uses for `item`; nil when it uses none (or the item is not named after its parameter).
    mutating func name(for item: LinkPattern.QueryItem, in url: LinkURL) -> String? {
        guard item.name == item.parameter else { return nil }
        if screen == nil { screen = .some(definition.screen(entry.screen)) }
        guard let parameter = screen??.parameters.first(where: { $0.name == item.parameter }),
            let oldNames = parameter.renamedFrom
        else { return nil }
        let patternNames = Set(entry.pattern.queryItems.map(\.name))
        return oldNames.first { old in
            !patternNames.contains(old) && url.queryItems.contains { $0.name == old }
        }
    }
}
