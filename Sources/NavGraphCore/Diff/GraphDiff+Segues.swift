import NavGraphRuntime

extension GraphDiff {
    /// The segues of a screen in both versions (shared segues as each source's own): a segue function removed or
    /// taking other values is API-breaking.
    mutating func compareSegues(_ before: ScreenDeclaration, _ after: ScreenDeclaration) {
        let screen = after.id.value
        let matching = DiffMatching(
            old: before.segues, new: after.segues, id: { $0.id.value }, renamedFrom: \.renamedFrom)
        for segue in matching.removed {
            let id = segue.id.value
            add(
                GraphChange(
                    .removed, "segue:\(screen).\(id)", api: true, old: id,
                    message: "segue '\(id)' of '\(screen)' is gone, and its function with it", at: after.id.location))
        }
        for segue in matching.added {
            addNew("segue", segue.id.value, of: screen, at: segue.id.location)
        }
        for pair in matching.pairs {
            let id = pair.new.id.value
            let element = "segue:\(screen).\(id)"
            if let previous = pair.renamedFrom {
                add(
                    GraphChange(
                        .renamed, element, old: previous, new: id,
                        message: "segue '\(previous)' of '\(screen)' is renamed '\(id)': the old function stays for "
                            + "one version as a deprecated alias",
                        at: pair.new.id.location))
            }
            let oldParameters = parameters(old, before.id.value, pair.old.id.value, renamed: true)
            let newParameters = parameters(new, screen, id, renamed: false)
            if !Self.callsStillCompile(oldParameters, newParameters) {
                let oldSignature = Self.signature(oldParameters)
                let newSignature = Self.signature(newParameters)
                add(
                    GraphChange(
                        .changed, element, api: true, old: "(\(oldSignature))", new: "(\(newSignature))",
                        message: "the function of segue '\(id)' of '\(screen)' takes (\(newSignature)) instead of "
                            + "(\(oldSignature))",
                        at: pair.new.id.location))
            }
            let oldTarget = target(old, before.id.value, pair.old.id.value, renamed: true)
            let newTarget = target(new, screen, id, renamed: false)
            if oldTarget != newTarget {
                add(
                    GraphChange(
                        .changed, element, old: oldTarget, new: newTarget,
                        message: "segue '\(id)' of '\(screen)' now does \(newTarget) instead of \(oldTarget)",
                        at: pair.new.kind?.location ?? pair.new.id.location))
            }
        }
    }

    /// The values the generated function of segue `id` of `screen` takes; with `renamed`, an old version's, its
    /// destination and parameter names as the new version calls them.
    private func parameters(_ side: DiffSide, _ screen: String, _ id: String, renamed: Bool) -> [ParameterDefinition] {
        guard let segue = side.definition.screen(screen)?.segues.first(where: { $0.id == id }) else { return [] }
        let parameters = segue.functionParameters(destination: side.definition.screen(segue.destination))
        guard renamed else { return parameters }
        let names = parameterRenames[screenRenames[segue.destination] ?? segue.destination] ?? [:]
        return parameters.map { parameter in
            var parameter = parameter
            parameter.name = names[parameter.name] ?? parameter.name
            return parameter
        }
    }

    /// Whether every call written against `old` still compiles against `new`: the old values keep their labels,
    /// types and order, and every value added has a default (a value that loses its default breaks calls).
    private static func callsStillCompile(_ old: [ParameterDefinition], _ new: [ParameterDefinition]) -> Bool {
        var remaining = old[...]
        for parameter in new {
            if let next = remaining.first, next.name == parameter.name {
                guard next.type == parameter.type, next.defaultValue == nil || parameter.defaultValue != nil else {
                    return false
                }
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// `label: Type = default`, comma-separated.
    private static func signature(_ parameters: [ParameterDefinition]) -> String {
        parameters.map { parameter in
            "\(parameter.name): \(parameter.type.spelling)" + (parameter.defaultValue == nil ? "" : " = default")
        }.joined(separator: ", ")
    }

    /// A segue's kind and destination, as `show 'detail'`.
    private func target(_ side: DiffSide, _ screen: String, _ id: String, renamed: Bool) -> String {
        guard let segue = side.definition.screen(screen)?.segues.first(where: { $0.id == id }) else { return "" }
        let destination = renamed ? screenRenames[segue.destination] ?? segue.destination : segue.destination
        return "\(segue.kind.rawValue) '\(destination)'"
    }
}
