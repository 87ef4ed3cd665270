import NavGraphRuntime

extension RouteFile {
    /// `enum Action`: one case per bar-item `action:` name of the graph, in the order first met.
    /// A graph without actions gets no enum: its `Action` is the runtime's `NoAction`, as `Tab` and `Return` are
    /// `NoTab` and `NoReturn` without tabs or returned values.
    mutating func writeActionEnum() {
        guard !actions.isEmpty else { return }
        writer.line()
        writer.doc(
            "The actions of '\(graphName)' the app handles: one case per bar-item `action:` name. `Router.tap(_:)` "
                + "returns them.")
        open("\(access) enum Action: Swift.Hashable, Swift.Sendable")
        for (position, action) in actions.enumerated() {
            if position > 0 {
                writer.line()
            }
            let tapped = Self.enumeration(actionItems[action] ?? [], limit: 4)
            doc("The '\(action)' action: tapping the item \(tapped).", at: sources.action(action))
            writer.line("case \(SwiftNames.escaped(action))")
        }
        close()
    }

    /// `action(named:)`, through a name table and integer switches.
    mutating func writeActionLookup() {
        guard !actions.isEmpty else { return }
        writer.line()
        writer.doc("The typed action for an `action:` name; nil when the graph has no such action.")
        open("\(access) static func action(named name: Swift.String) -> Action?")
        writer.line("guard let index: Swift.Int = _actionIndex[name] else { return nil }")
        writeChunkDispatch(count: actions.count, function: "_actions", arguments: "")
        close()
    }

    /// The name table and chunk functions behind `action(named:)`.
    mutating func writeActionLookupSupport() {
        guard !actions.isEmpty else { return }
        writer.line()
        writer.doc("Each action name's position in `Action`'s declaration order.")
        writeNameTable("_actionIndex", names: actions)
        let actions = actions
        writeChunkFunctions(count: actions.count, function: "_actions", parameters: "", result: "Action?") {
            "Action.\(SwiftNames.escaped(actions[$0]))"
        }
    }
}
