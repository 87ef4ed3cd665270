import NavGraphRuntime

extension GraphDiff {
    /// Screens added, removed or renamed, and what changed in the screens of both versions.
    mutating func compareScreens() {
        let matching = DiffMatching(
            old: old.graph.screens, new: new.graph.screens, id: { $0.id.value }, renamedFrom: \.renamedFrom)
        for screen in matching.removed {
            let id = screen.id.value
            add(
                GraphChange(
                    .removed, "screen:\(id)", breaking: true, api: true, old: id,
                    message: "screen '\(id)' is gone: its links and saved states no longer open it, and its "
                        + "Screen case is removed (add 'renamedFrom: [\(id)]' to the screen that replaces it)",
                    at: screen.id.location))
        }
        for screen in matching.added {
            addNew("screen", screen.id.value, at: screen.id.location)
        }
        for pair in matching.pairs {
            if let previous = pair.renamedFrom { screenRenames[previous] = pair.new.id.value }
            let parameters = DiffMatching(
                old: pair.old.parameters, new: pair.new.parameters, id: { $0.name.value }, renamedFrom: \.renamedFrom)
            for renamed in parameters.pairs {
                if let previous = renamed.renamedFrom {
                    parameterRenames[pair.new.id.value, default: [:]][previous] = renamed.new.name.value
                }
            }
        }
        for pair in matching.pairs {
            if let previous = pair.renamedFrom {
                let id = pair.new.id.value
                add(
                    GraphChange(
                        .renamed, "screen:\(id)", old: previous, new: id,
                        message: "screen '\(previous)' is renamed '\(id)': saved states and links of the old name "
                            + "still open it, and the old Screen case stays for one version as a deprecated alias",
                        at: pair.new.id.location))
            }
            compareRestoration(pair.old, pair.new)
            compareParameters(pair.old, pair.new)
            compareSegues(pair.old, pair.new)
            compareItems(pair.old, pair.new)
            compareLinks(pair.old, pair.new)
        }
    }

    /// A screen that saved states kept and no longer keep.
    private mutating func compareRestoration(_ before: ScreenDeclaration, _ after: ScreenDeclaration) {
        guard old.isRestorable(before.id.value), !new.isRestorable(after.id.value) else { return }
        let id = after.id.value
        add(
            GraphChange(
                .changed, "screen:\(id)", breaking: true, old: "restorable", new: "not restorable",
                message: "screen '\(id)' is no longer restorable: states saved by the old version lose it",
                at: after.restorationIdentifier?.location ?? after.id.location))
    }

    /// Whether the old version's links or saved states carry the screen's parameters.
    private func carriesValues(_ screen: ScreenDeclaration) -> Bool {
        !screen.deepLinks.isEmpty || old.isRestorable(screen.id.value)
    }

    /// Parameters added, removed, renamed, retyped, made required, or reordered.
    private mutating func compareParameters(_ before: ScreenDeclaration, _ after: ScreenDeclaration) {
        let screen = after.id.value
        let oldTypes = Self.parameterDefinitions(old, before.id.value)
        let newTypes = Self.parameterDefinitions(new, screen)
        let carried = carriesValues(before)
        let why = before.deepLinks.isEmpty ? "saved states" : "links"
        let matching = DiffMatching(
            old: before.parameters, new: after.parameters, id: { $0.name.value }, renamedFrom: \.renamedFrom)
        for parameter in matching.removed {
            let name = parameter.name.value
            add(
                GraphChange(
                    .removed, "parameter:\(screen).\(name)", api: true, old: name,
                    message: "parameter '\(name)' of '\(screen)' is gone: its label leaves the Screen case "
                        + "and the segue functions",
                    at: after.id.location))
        }
        for parameter in matching.added {
            let name = parameter.name.value
            let required = parameter.defaultValue == nil
            add(
                GraphChange(
                    .added, "parameter:\(screen).\(name)", breaking: required && carried, api: required, new: name,
                    message: required
                        ? "parameter '\(name)' of '\(screen)' is new and required: code must pass it"
                            + (carried ? ", and \(why) of the old version do not carry it" : "")
                        : "parameter '\(name)' of '\(screen)' is new, with a default value",
                    at: parameter.name.location))
        }
        for pair in matching.pairs {
            let name = pair.new.name.value
            let element = "parameter:\(screen).\(name)"
            if let previous = pair.renamedFrom {
                add(
                    GraphChange(
                        .renamed, element, old: previous, new: name,
                        message: "parameter '\(previous)' of '\(screen)' is renamed '\(name)': saved values of the "
                            + "old name still fit, and the old label stays for one version as a deprecated alias",
                        at: pair.new.name.location))
            }
            let before = oldTypes[pair.old.name.value]
            let after = newTypes[name]
            if let before, let after, before.type != after.type {
                add(
                    GraphChange(
                        .changed, element, breaking: carried, api: true, old: before.type.spelling,
                        new: after.type.spelling,
                        message: "parameter '\(name)' of '\(screen)' changes type from \(before.type.spelling) to "
                            + "\(after.type.spelling)" + (carried ? ": \(why) of the old version may not convert" : ""),
                        at: pair.new.type.location))
            } else if let before, let after, before.defaultValue != nil, after.defaultValue == nil {
                add(
                    GraphChange(
                        .changed, element, breaking: carried, api: true, old: "optional", new: "required",
                        message: "parameter '\(name)' of '\(screen)' loses its default value: code must pass it"
                            + (carried ? ", and \(why) of the old version may not carry it" : ""),
                        at: pair.new.name.location))
            } else if let before, let after, before.defaultValue != after.defaultValue {
                add(
                    GraphChange(
                        .changed, element, old: before.defaultValue.map(Self.text),
                        new: after.defaultValue.map(Self.text),
                        message: "parameter '\(name)' of '\(screen)' has a new default value",
                        at: pair.new.name.location))
            }
        }
        let oldOrder = before.parameters.map(\.name.value).filter { name in
            matching.pairs.contains { $0.old.name.value == name }
        }
        let newOrder = after.parameters.compactMap { parameter in
            matching.pairs.first { $0.new.name.value == parameter.name.value }?.old.name.value
        }
        if oldOrder != newOrder, let first = after.parameters.first {
            add(
                GraphChange(
                    .changed, "screen:\(screen)", api: true, old: oldOrder.joined(separator: ", "),
                    new: newOrder.joined(separator: ", "),
                    message: "the parameters of '\(screen)' are in a new order: the Screen case's associated values "
                        + "follow it",
                    at: first.name.location))
        }
    }

    /// The lowered parameters of screen `id`, by name.
    static func parameterDefinitions(_ side: DiffSide, _ id: String) -> [String: ParameterDefinition] {
        let parameters = side.definition.screen(id)?.parameters ?? []
        return Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A value as the graph file would write it.
    static func text(_ value: ArgumentValue) -> String {
        SwiftSpelling.argumentValueExpression(value)
    }
}
