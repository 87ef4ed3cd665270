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
                    message: "segue '\(id)' of '\(screen)' is gone, and its function with it", at: segue.id.location))
        }
        for segue in matching.added {
            let id = segue.id.value
            add(
                GraphChange(
                    .added, "segue:\(screen).\(id)", new: id, message: "segue '\(id)' of '\(screen)' is new",
                    at: segue.id.location))
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
            let oldSignature = Self.signature(old, before.id.value, pair.old.id.value)
            let newSignature = Self.signature(new, screen, id)
            if oldSignature != newSignature {
                add(
                    GraphChange(
                        .changed, element, api: true, old: "(\(oldSignature))", new: "(\(newSignature))",
                        message: "the function of segue '\(id)' of '\(screen)' takes (\(newSignature)) instead of "
                            + "(\(oldSignature))",
                        at: pair.new.id.location))
            }
            let oldTarget = Self.target(old, before.id.value, pair.old.id.value)
            let newTarget = Self.target(new, screen, id)
            if oldTarget != newTarget {
                add(
                    GraphChange(
                        .changed, element, old: oldTarget, new: newTarget,
                        message: "segue '\(id)' of '\(screen)' now does \(newTarget) instead of \(oldTarget)",
                        at: pair.new.kind?.location ?? pair.new.id.location))
            }
        }
    }

    /// What the generated function of segue `id` of `screen` takes: `label: Type = default`, comma-separated.
    private static func signature(_ side: DiffSide, _ screen: String, _ id: String) -> String {
        guard let segue = side.definition.screen(screen)?.segues.first(where: { $0.id == id }) else { return "" }
        let destination = side.definition.screen(segue.destination)
        return segue.functionParameters(destination: destination).map { parameter in
            "\(parameter.name): \(parameter.type.spelling)" + (parameter.defaultValue == nil ? "" : " = default")
        }.joined(separator: ", ")
    }

    /// A segue's kind and destination, as `show 'detail'`.
    private static func target(_ side: DiffSide, _ screen: String, _ id: String) -> String {
        guard let segue = side.definition.screen(screen)?.segues.first(where: { $0.id == id }) else { return "" }
        return "\(segue.kind.rawValue) '\(segue.destination)'"
    }
}
