extension RestorationReport {
    /// An argument of a restored entry that no longer fits its screen: left out, or replaced by a default.
    public struct DroppedArgument: Hashable, Sendable {
        /// The entry, as the snapshot has it.
        public var entry: RestorationEntry
        /// The argument's name in the snapshot.
        public var parameter: String
        /// What happened and why.
        public var reason: String

        /// Creates a dropped argument.
        package init(entry: RestorationEntry, parameter: String, reason: String) {
            self.entry = entry
            self.parameter = parameter
            self.reason = reason
        }
    }
}

extension ContainerDefinition {
    /// A tab bar's saved tabs with each old tab id (`renamedFrom:`) replaced by the tab's id now.
    func currentTabs(of saved: RestorationTabs) -> RestorationTabs {
        var others: [String: RestorationTabStack] = [:]
        for tab in saved.others.keys.sorted() {
            let current = currentTabID(for: tab) ?? tab
            // A stack saved under the current id wins over one saved under an old id.
            if current == tab || saved.others[current] == nil { others[current] = saved.others[tab] }
        }
        return RestorationTabs(selected: currentTabID(for: saved.selected) ?? saved.selected, others: others)
    }
}

extension GraphDefinition {
    /// A restoration path (`main/messages#2`) whose identifier is an old screen id (`renamedFrom:`) that was also
    /// its restoration identifier, with the renamed screen's identifier in its place; else `path` itself.
    func currentPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        let rest = path[path.index(after: slash)...]
        let identifier = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? rest
        guard screen(String(identifier)) == nil, let current = currentScreenID(for: String(identifier)),
            let newIdentifier = screen(current)?.restorationIdentifier
        else { return path }
        return path[...slash] + newIdentifier + rest.dropFirst(identifier.count)
    }
}

extension GraphIndex {
    /// The screen value of a saved entry in this graph, which may be a later version of the one that saved it
    /// (docs/runtime.md, State restoration): an old screen id or parameter name (`renamedFrom:`) reads as the
    /// current one; an argument of a parameter the screen no longer has is left out, and one whose value no longer
    /// fits its parameter takes the parameter's default; each is added to `droppedArguments`. Throws what keeps the
    /// entry from being rebuilt: an unknown screen, or a required parameter without a fitting value.
    func restoredScreen(
        _ entry: RestorationEntry,
        droppedArguments: inout [RestorationReport.DroppedArgument]
    ) throws(NavigationError) -> ScreenValue {
        let screen = try requireScreen(definition.currentScreenID(for: entry.screen) ?? entry.screen)
        let arguments = screen.renamingArguments(entry.arguments)
        let parameters = screen.parametersByName
        var kept: [String: ArgumentValue] = [:]
        var changes: [RestorationReport.DroppedArgument] = []
        for name in arguments.keys.sorted() {
            guard let value = arguments[name] else { continue }
            guard let parameter = parameters[name] else {
                let reason = "screen '\(screen.id)' has no parameter '\(name)' any more: the argument is left out"
                changes.append(.init(entry: entry, parameter: name, reason: reason))
                continue
            }
            if parameter.type.accepts(value, enumCases: cases(ofEnum:)) {
                kept[name] = value
            } else if parameter.defaultValue != nil {
                let reason =
                    "the value is no \(parameter.type.spelling) any more: the parameter's default is used instead"
                changes.append(.init(entry: entry, parameter: name, reason: reason))
            } else {
                throw .invalidArgument(screen: screen.id, parameter: name, expected: parameter.type.spelling)
            }
        }
        let value = ScreenValue(id: screen.id, arguments: try resolveArguments(kept, of: screen))
        droppedArguments += changes
        return value
    }
}
