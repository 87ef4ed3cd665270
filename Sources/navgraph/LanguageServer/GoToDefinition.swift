import _NavGraphCore

/// `textDocument/definition`: from a segue's `to:` value or the graph's `root:` value to the key that declares
/// that screen or container (in whichever file of the graph declares it).
enum GoToDefinition {
    /// The declaration's `Location`, or null when the position is on no such name or the name is not declared.
    static func definition(
        line: Int, character: Int, in checked: CheckResult, path: String, uri: String, text: String
    ) -> JSONValue {
        guard let graph = checked.graph else { return .null }
        var ranges = SourceRanges(checked, path: path, uri: uri, text: text)
        let references = [graph.root].compactMap { $0 } + graph.screens.flatMap { $0.segues.compactMap(\.destination) }
        guard
            let name = references.first(where: { reference in
                guard reference.location.file == path, let span = ranges.range(reference.location) else { return false }
                return span.line == line && span.start <= character && character <= span.end
            })
        else { return .null }
        let declarations = graph.screens.map(\.id) + graph.containers.map(\.id)
        guard let declaration = declarations.first(where: { $0.value == name.value }) else { return .null }
        return ranges.locationValue(declaration.location) ?? .null
    }
}
