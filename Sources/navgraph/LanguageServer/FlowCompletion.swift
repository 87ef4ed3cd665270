import _NavGraphCore

/// What completion offers in a flow file (`*.navflow.yaml`): its keys, the step commands, and the names of the
/// graph it tests (segues for `perform:`, items for `tap:`, tabs, entries, parameters under `with:`).
enum FlowCompletion {
    /// The keys a step holds besides its command.
    static let stepKeys = ["with", "expect", "use"]

    static func candidates(_ context: YAMLCursorContext, graph: Graph?, lines: YAMLLines) -> [CompletionCandidate] {
        let path = context.path
        if path.isEmpty, context.place == .key {
            return FlowFileDecoder.topLevelKeys.map { CompletionCandidate.key($0, meaning: nil) }
        }
        if path == [.key("rootArguments")], context.place == .key {
            return CompletionCandidate.parameters(of: graph?.root.flatMap { graph?.screen($0.value) }, asKeys: true)
        }
        if path == [.key("entry")] {
            return (graph?.startNames ?? []).map { CompletionCandidate(label: $0.value, kind: .class, detail: "entry") }
        }
        guard let step = stepDepth(path) else { return [] }
        if path.count == step, context.place != .value {
            return SimulationCommand.names.map { CompletionCandidate.key($0, meaning: nil, kind: .function) }
                + stepKeys.map { CompletionCandidate.key($0, meaning: nil, kind: .keyword) }
        }
        if path.count == step + 1, path[step] == .key("use") {
            return lines.keys(under: "steps").map { CompletionCandidate(label: $0, kind: .module, detail: "step list") }
        }
        guard case .key(let key) = path[step], let graph else { return [] }
        let performed = context.siblings["perform"].map { graph.segues(performedAs: $0) } ?? []
        let parameters = performed.first?.destination.flatMap { graph.screen($0.value) }?.parameters ?? []
        switch (key, path.count - step, context.place) {
        case ("perform", 1, _):
            return graph.screens.flatMap { screen in
                screen.segues.map { CompletionCandidate.segue($0, from: screen.id.value) }
            }
        case ("tap", 1, _), ("setEnabled", 1, _), ("setHidden", 1, _):
            return graph.barItemIDs.map {
                CompletionCandidate(label: $0.id, kind: .value, detail: "item of \($0.screen)")
            }
        case ("selectTab", 1, _), ("setBadge", 1, _):
            return graph.tabIDs.map {
                CompletionCandidate(label: $0.id, kind: .value, detail: "tab of \($0.container)")
            }
        case ("with", 1, .key):
            return parameters.map { parameter in
                CompletionCandidate(
                    label: parameter.name.value, kind: .field, detail: parameter.type.value.spelling,
                    insertText: parameter.name.value + ": ")
            }
        case ("with", 2, _):
            guard case .key(let name) = path[step + 1],
                let parameter = parameters.first(where: { $0.name.value == name })
            else { return [] }
            let type = parameter.type.value
            return CompletionCandidate.choices(
                graph.enumCases(type) ?? SchemaPlace.booleanChoices(type), detail: type.spelling)
        default:
            return []
        }
    }

    /// The length of the path to a step (`flows: NAME: - |`, `setup: - |`, `steps: NAME: - |`), nil when the path
    /// does not lead into a step.
    static func stepDepth(_ path: [YAMLCursorContext.Step]) -> Int? {
        if path.count >= 2, path[0] == .key("setup"), path[1] == .item { return 2 }
        if path.count >= 3, path[0] == .key("flows") || path[0] == .key("steps"), case .key = path[1],
            path[2] == .item
        {
            return 3
        }
        return nil
    }
}
