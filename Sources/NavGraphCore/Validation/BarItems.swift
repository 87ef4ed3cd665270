import NavGraphRuntime

/// Bar button items: NG308 (what an item shows and does) and NG304 (an item's segue must need no argument the
/// app would have to supply, since a tap has none to give).
enum BarItemRules {
    static func check(_ graph: Graph, index: GraphIndex, into sink: inout DiagnosticSink) {
        for screen in graph.screens {
            var lookup = screen.segueLookup
            screen.forEachItem { item in
                checkShape(item, into: &sink)
                if let segueName = item.segue, let segue = lookup.segue(segueName.value) {
                    checkArguments(item, segueName: segueName, segue: segue, graph: graph, index: index, into: &sink)
                }
            }
        }
    }

    private static func checkShape(_ item: BarItem, into sink: inout DiagnosticSink) {
        let contentCount = [item.system != nil, item.title != nil, item.image != nil].count { $0 }
        let behaviorCount = [item.segue != nil, item.action != nil, item.builtin != nil].count { $0 }
        let isSpace = item.system.map { $0.value == .flexibleSpace || $0.value == .fixedSpace } ?? false
        guard contentCount != 1 || behaviorCount > 1 || (isSpace && behaviorCount > 0) else { return }
        let name = item.id.map { "item '\($0.value)'" } ?? "item"
        let contents: [(String, SourceLocation)] =
            [
                item.system.map { ("system", $0.location) }, item.title.map { ("title", $0.location) },
                item.image.map { ("image", $0.location) },
            ].compactMap { $0 }
        if contents.isEmpty {
            sink.emit(
                Diagnostic(
                    .ng308, "\(name) shows nothing", at: item.id?.location ?? item.location,
                    notes: [DiagnosticNote("give it one of 'system', 'title' or 'image'")]
                )
            )
        } else if contents.count > 1 {
            sink.emit(
                Diagnostic(
                    .ng308, "\(name) has both '\(contents[0].0)' and '\(contents[1].0)'", at: contents[1].1,
                    notes: [DiagnosticNote("keep exactly one of 'system', 'title' or 'image'")]
                )
            )
        }
        let behaviors: [(String, SourceLocation)] =
            [
                item.segue.map { ("segue", $0.location) }, item.action.map { ("action", $0.location) },
                item.builtin.map { ("builtin", $0.location) },
            ].compactMap { $0 }
        if behaviors.count > 1 {
            sink.emit(
                Diagnostic(
                    .ng308, "\(name) has both '\(behaviors[0].0)' and '\(behaviors[1].0)'", at: behaviors[1].1,
                    notes: [DiagnosticNote("keep at most one of 'segue', 'action' or 'builtin'")]
                )
            )
        }
        if let system = item.system, system.value == .flexibleSpace || system.value == .fixedSpace,
            let behavior = behaviors.first
        {
            sink.emit(
                Diagnostic(
                    .ng308, "\(name) is a '\(system.value.rawValue)' and cannot have '\(behavior.0)'",
                    at: behavior.1
                )
            )
        }
    }

    private static func checkArguments(
        _ item: BarItem,
        segueName: Located<String>,
        segue: Segue,
        graph: Graph,
        index: GraphIndex,
        into sink: inout DiagnosticSink
    ) {
        guard segue.kind?.value != .unwind, let destinationName = segue.destination,
            let position = index.screens[destinationName.value]
        else { return }
        let unset = segue.unsetRequiredParameters(of: graph.screens[position].parameters)
        guard !unset.isEmpty else { return }
        sink.emit(
            Diagnostic(
                .ng304,
                "bar item performs segue '\(segueName.value)', which leaves required "
                    + (unset.count == 1 ? "parameter " : "parameters ")
                    + unset.map { "'\($0)'" }.joined(separator: ", ") + " of '\(destinationName.value)' unset",
                at: segueName.location,
                notes: [DiagnosticNote("set them with 'arguments' or 'forward', or give them defaults")]
            )
        )
    }
}

extension Segue {
    /// The destination's required parameters (given as `parameters`) that neither `arguments` nor `forward` sets: what the generated
    /// segue function takes.
    func unsetRequiredParameters(of parameters: [Parameter]) -> [String] {
        let set = Set(arguments.map(\.name.value) + forward.map(\.value))
        return parameters.filter { $0.defaultValue == nil && !set.contains($0.name.value) }
            .map(\.name.value)
    }
}
