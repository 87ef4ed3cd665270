import NavGraphRuntime

/// Bar button items: NG308 (what an item shows and does) and NG304 (an item's segue must need no argument the
/// app would have to supply, since a tap has none to give).
enum BarItemRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        graph.screens.forEachBorrowed { screen in
            var lookup = screen.segueLookup
            screen.forEachItem { item in
                if !item.isAlertAction { checkShape(item, into: &sink) }
                if let segueName = item.segue, let position = lookup.position(of: segueName.value) {
                    _ = lookup.segues.borrowing(at: position) { segue in
                        checkArguments(
                            segueName, segue: segue, by: item.copy.performerName, graph: graph, index: index,
                            into: &sink)
                    }
                }
            }
        }
    }

    private static func checkShape(_ item: Borrowed<BarItem>, into sink: inout DiagnosticSink) {
        // Counted without building a list per item.
        let contentCount = (item.system != nil ? 1 : 0) + (item.title != nil ? 1 : 0) + (item.image != nil ? 1 : 0)
        let behaviorCount = (item.segue != nil ? 1 : 0) + (item.action != nil ? 1 : 0) + (item.builtin != nil ? 1 : 0)
        let isSpace = item.system.map { $0.value == .flexibleSpace || $0.value == .fixedSpace } ?? false
        let hasMenu = item.menu != nil
        guard contentCount != 1 || behaviorCount > 1 || (isSpace && (behaviorCount > 0 || hasMenu)) else { return }
        let name = item.id.map { "item '\($0.value)'" } ?? "item"
        let contents: [(String, SourceLocation)] =
            [
                item.system.map { ("system", $0.location) }, item.title.map { ("title", $0.location) },
                item.image.map { ("image", $0.location) },
            ].compactMap { $0 }
        if contents.isEmpty {
            sink.emit(.itemShowsNothing(name, at: item.id?.location ?? item.location))
        } else if contents.count > 1 {
            sink.emit(.itemHasSeveralContents(name, contents[0].0, contents[1].0, at: contents[1].1))
        }
        let behaviors: [(String, SourceLocation)] =
            [
                item.segue.map { ("segue", $0.location) }, item.action.map { ("action", $0.location) },
                item.builtin.map { ("builtin", $0.location) },
            ].compactMap { $0 }
        if behaviors.count > 1 {
            sink.emit(.itemHasSeveralBehaviors(name, behaviors[0].0, behaviors[1].0, at: behaviors[1].1))
        }
        if let system = item.system, isSpace {
            // A space is never tapped, so a menu on it could never open.
            let extras = behaviors.prefix(1) + [item.menu.map { ("menu", $0.location) }].compactMap { $0 }
            for (behavior, location) in extras {
                sink.emit(.spaceWithBehavior(name, system: system.value, behavior: behavior, at: location))
            }
        }
    }

    /// NG304: a segue an item, an alert action or a menu entry (`performer`, named for messages) performs must need
    /// no value the app would supply: no required parameter of its destination, and no required returned value of
    /// an `unwind` or a `return`.
    static func checkArguments(
        _ segueName: Located<String>, segue: Borrowed<SegueDeclaration>, by performer: @autoclosure () -> String,
        graph: Graph,
        index: ValidationIndex,
        into sink: inout DiagnosticSink
    ) {
        if segue.kind?.value == .unwind || segue.kind?.value == .return {
            let required = segue.returns.filter {
                if case .optional = $0.type.value { false } else { true }
            }
            guard !required.isEmpty else { return }
            sink.emit(.tapCannotReturnValues(performer(), segue: segueName, values: required.map(\.name.value)))
            return
        }
        guard let destinationName = segue.destination, let position = index.screens[destinationName.value]
        else { return }
        let unset = segue.unsetRequiredParameters(of: graph.screens[position].parameters)
        guard !unset.isEmpty else { return }
        sink.emit(
            .itemLeavesParametersUnset(performer(), segue: segueName, destination: destinationName.value, unset: unset))
    }
}

extension Diagnostic {
    static func itemShowsNothing(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .malformedBarItem, "\(name) shows nothing", at: location,
            notes: [DiagnosticNote("give it one of 'system', 'title' or 'image'")])
    }

    static func itemHasSeveralContents(_ name: String, _ first: String, _ second: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .malformedBarItem, "\(name) has both '\(first)' and '\(second)'", at: location,
            notes: [DiagnosticNote("keep exactly one of 'system', 'title' or 'image'")])
    }

    static func itemHasSeveralBehaviors(_ name: String, _ first: String, _ second: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .malformedBarItem, "\(name) has both '\(first)' and '\(second)'", at: location,
            notes: [DiagnosticNote("keep at most one of 'segue', 'action' or 'builtin'")])
    }

    static func spaceWithBehavior(_ name: String, system: SystemItem, behavior: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.malformedBarItem, "\(name) is a '\(system.rawValue)' and cannot have '\(behavior)'", at: location)
    }

    static func itemLeavesParametersUnset(
        _ performer: String, segue: Located<String>, destination: String, unset: [String]
    ) -> Diagnostic {
        Diagnostic(
            .requiredParameterUnset,
            "\(performer) performs segue '\(segue.value)', which leaves required "
                + (unset.count == 1 ? "parameter " : "parameters ")
                + unset.map { "'\($0)'" }.joined(separator: ", ") + " of '\(destination)' unset",
            at: segue.location,
            notes: [DiagnosticNote("set them with 'arguments' or 'forward', or give them defaults")]
        )
    }

    static func tapCannotReturnValues(_ performer: String, segue: Located<String>, values: [String]) -> Diagnostic {
        Diagnostic(
            .requiredParameterUnset,
            "\(performer) performs segue '\(segue.value)', which must return "
                + (values.count == 1 ? "value " : "values ") + values.map { "'\($0)'" }.joined(separator: ", ")
                + ": a tap has no value to give",
            at: segue.location,
            notes: [DiagnosticNote("perform it from the app's code, or make the values optional")]
        )
    }
}

extension BarItem {
    /// How messages name the item: `bar item 'done'`, or `alert action 'discard'` for an alert's action.
    var performerName: String {
        (isAlertAction ? "alert action" : "bar item") + (id.map { " '\($0.value)'" } ?? "")
    }
}

extension Borrowed where Element == SegueDeclaration {
    /// The destination's required parameters (given as `parameters`) that neither `arguments` nor `forward` sets: what the generated
    /// segue function takes.
    func unsetRequiredParameters(of parameters: [Parameter]) -> [String] {
        // By index, and the set of names given built only once a required parameter is met: most destinations
        // have none, and a closure over the parameters would copy each one.
        var given: Set<String>?
        var unset: [String] = []
        for position in parameters.indices where parameters[position].defaultValue == nil {
            let set = given ?? Set(self.arguments.map(\.name.value) + self.forward.map(\.value))
            given = set
            if !set.contains(parameters[position].name.value) { unset.append(parameters[position].name.value) }
        }
        return unset
    }
}
