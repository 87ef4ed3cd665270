extension SegueDefinition {
    /// The parameters a segue's generated function takes, in declaration order: for an unwind or a `return` (they
    /// go back to an existing instance) the values it returns, else the parameters of `destination` that neither
    /// `arguments` nor `forward` set. The generator writes the function from them, and the runtime names the
    /// function's values by them, so generated code does not spell the names.
    package func functionParameters(destination: ScreenDefinition?) -> [ParameterDefinition] {
        if kind == .unwind || kind == .return {
            return (returns ?? []).map { ParameterDefinition(name: $0.name, type: $0.type) }
        }
        guard let destination else { return [] }
        let forwarded = Set(forward)
        return destination.parameters.filter { arguments[$0.name] == nil && !forwarded.contains($0.name) }
    }
}

extension GraphDefinition {
    /// The names of the values the generated function of segue `id` of screen `source` takes (see
    /// `SegueDefinition.functionParameters`); nil when the graph has no such segue.
    func functionParameterNames(source: String, id: String) -> [String]? {
        guard let segue = screen(source)?.segues.first(where: { $0.id == id }) else { return nil }
        let destination = segue.kind == .unwind || segue.kind == .return ? nil : screen(segue.destination)
        return segue.functionParameters(destination: destination).map(\.name)
    }
}
