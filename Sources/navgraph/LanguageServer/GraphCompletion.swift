import _NavGraphCore

/// What completion offers in a graph file at a cursor's context: the graph's names where a key takes a name, the
/// schema's keys and choices elsewhere.
enum GraphCompletion {
    static func candidates(_ context: YAMLCursorContext, graph: Graph?) -> [CompletionCandidate] {
        var result: [CompletionCandidate] = []
        if context.place != .value { result += keys(context, graph: graph) }
        if context.place != .key { result += values(context, graph: graph) }
        return result
    }

    /// The keys allowed in the mapping the cursor is in.
    private static func keys(_ context: YAMLCursorContext, graph: Graph?) -> [CompletionCandidate] {
        // In `- |` the element may be a mapping: its keys are those of the sequence's elements.
        if context.lastKey == "arguments", context.place == .key {
            return CompletionCandidate.parameters(of: destination(context, graph: graph), asKeys: true)
        }
        let place = SchemaPlace.fileTop.following(context.path)
        return place.keys.filter { !context.givenKeys.contains($0.name) }.map {
            CompletionCandidate.key($0.name, meaning: $0.meaning)
        }
    }

    /// The values the key the cursor is after takes.
    private static func values(_ context: YAMLCursorContext, graph: Graph?) -> [CompletionCandidate] {
        let keys = context.keys
        if let graph, let named = names(for: context, keys: keys, graph: graph) { return named }
        let choices = SchemaPlace.fileTop.following(context.path).choices
        return CompletionCandidate.choices(choices)
    }

    /// The graph's names a value takes, nil when the key takes none.
    private static func names(
        for context: YAMLCursorContext, keys: [String], graph: Graph
    ) -> [CompletionCandidate]? {
        guard let key = keys.last else { return nil }
        if keys.count >= 2, keys[keys.count - 2] == "arguments", context.lastKey == key,
            let parameter = destination(context, graph: graph)?.parameters.first(where: { $0.name.value == key })
        {
            let cases = graph.enumCases(parameter.type.value) ?? SchemaPlace.booleanChoices(parameter.type.value)
            return CompletionCandidate.choices(cases, detail: parameter.type.value.spelling)
        }
        switch key {
        case "to", "root", "entries":
            return CompletionCandidate.screens(graph, containers: true)
        case "popTo", "results", "primary", "supplementary", "secondary":
            return CompletionCandidate.screens(graph, containers: false)
        case "from" where keys.first == "segues":
            return [CompletionCandidate(label: "all", kind: .keyword, detail: "every screen but the destination")]
                + CompletionCandidate.screens(graph, containers: false)
        case "segue" where keys.first == "screens" && keys.count >= 2:
            return (graph.screen(keys[1])?.segues ?? []).map { CompletionCandidate.segue($0) }
        case "forward":
            return CompletionCandidate.parameters(of: destination(context, graph: graph), asKeys: false)
        case "selected", "tab":
            return graph.tabIDs.map {
                CompletionCandidate(label: $0.id, kind: .value, detail: "tab of \($0.container)")
            }
        default:
            return nil
        }
    }

    /// The screen the segue around the cursor goes to: its `to:` as written beside the cursor, else the last good
    /// check's.
    private static func destination(_ context: YAMLCursorContext, graph: Graph?) -> ScreenDeclaration? {
        guard let graph else { return nil }
        if let written = context.siblings["to"], let screen = graph.screen(written) { return screen }
        return graph.segue(around: context.keys)?.destination.flatMap { graph.screen($0.value) }
    }
}

extension SchemaPlace {
    /// `true` and `false` for a Boolean parameter, nothing for other types.
    static func booleanChoices(_ type: TypeReference) -> [String] {
        switch type {
        case .named("Bool"): ["true", "false"]
        case .optional(let wrapped): booleanChoices(wrapped)
        default: []
        }
    }
}
