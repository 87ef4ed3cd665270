import NavGraphRuntime

/// Deprecated aliases of old names (`renamedFrom:`, docs/generation.md, Renamed names): an old screen case, old
/// parameter labels, an old segue function and an old tab case keep compiling for one release, each with a
/// deprecation warning that names the new one (`@available(*, deprecated, renamed:)`) and forwarding to it. They are
/// written inside the enums they extend, where the graph's own types (its enums) are in scope.
extension RouteFile {
    private mutating func aliasesComment() {
        writer.line()
        writer.line("// Deprecated names (`renamedFrom:`), kept for one release.")
    }

    /// One alias per old screen id, with the parameters' old labels (each parameter's first old name), and one
    /// alias of the current case with the old labels when a parameter was renamed.
    mutating func writeScreenAliases() {
        let renamed = definition.screens.filter { screen in
            !(definition.renamedScreens ?? []).filter({ $0.to == screen.id }).isEmpty
                || screen.parameters.contains { $0.renamedFrom != nil }
        }
        guard !renamed.isEmpty else { return }
        aliasesComment()
        var first = true
        for screen in renamed {
            let oldIDs = (definition.renamedScreens ?? []).filter { $0.to == screen.id }.map(\.from)
            let oldParameters = screen.parameters.map { parameter in
                var old = parameter
                old.name = parameter.renamedFrom?.first ?? parameter.name
                return old
            }
            let call = forwardingCall(".\(SwiftNames.escaped(screen.id))", new: screen.parameters, old: oldParameters)
            // With the new labels, so that the fix-it writes a call of the case.
            let newName =
                screen.parameters.isEmpty
                ? screen.id : "\(screen.id)(\(screen.parameters.map { "\($0.name):" }.joined()))"
            for oldID in oldIDs {
                if !first { writer.line() }
                first = false
                writer.line("@available(*, deprecated, renamed: \(SwiftSpelling.stringLiteral(newName)))")
                if screen.parameters.isEmpty {
                    writer.line("\(access) static var \(SwiftNames.escaped(oldID)): Self { \(call) }")
                } else {
                    writeSignature(
                        prefix: "\(access) static func \(SwiftNames.escaped(oldID))", oldParameters,
                        suffix: " -> Self {")
                    writer.indent()
                    writer.line(call)
                    close()
                }
            }
            guard screen.parameters.contains(where: { $0.renamedFrom != nil }) else { continue }
            // A renamed label takes no default here, so that a call without it still means the case.
            let labelled = oldParameters.enumerated().map { position, old in
                var parameter = old
                if screen.parameters[position].renamedFrom != nil { parameter.defaultValue = nil }
                return parameter
            }
            if !first { writer.line() }
            first = false
            writer.line("@available(*, deprecated, renamed: \(SwiftSpelling.stringLiteral(newName)))")
            writeSignature(
                prefix: "\(access) static func \(SwiftNames.escaped(screen.id))", labelled, suffix: " -> Self {")
            writer.indent()
            writer.line(call)
            close()
        }
    }

    /// `callee(new: old, …)`: the new labels, the old parameters' values.
    private func forwardingCall(_ callee: String, new: [ParameterDefinition], old: [ParameterDefinition]) -> String {
        guard !new.isEmpty else { return callee }
        let arguments = zip(new, old).map { "\($0.name): \(SwiftNames.escaped($1.name))" }
        return callee + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// One alias per old segue id of `segues`, in the namespace being written (a screen's, or `Segues`).
    mutating func writeSegueAliases(of segues: [SegueDefinition]) {
        let renamed = segues.filter { $0.renamedFrom != nil }
        guard !renamed.isEmpty else { return }
        aliasesComment()
        writeAliases(of: renamed)
    }

    private mutating func writeAliases(of segues: [SegueDefinition]) {
        var first = true
        for segue in segues {
            let parameters = functionParameters(of: segue)
            let call = forwardingCall("Self.\(SwiftNames.escaped(segue.id))", new: parameters, old: parameters)
            for oldID in segue.renamedFrom ?? [] {
                if !first { writer.line() }
                first = false
                writer.line("@available(*, deprecated, renamed: \(SwiftSpelling.stringLiteral(segue.id)))")
                writeSignature(
                    prefix: "\(access) static func \(SwiftNames.escaped(oldID))", parameters,
                    suffix: " -> \(segueType) {")
                writer.indent()
                writer.line(parameters.isEmpty ? call + "()" : call)
                close()
            }
        }
    }

    /// One alias per old tab id (once, when no tab bar uses it as a current id).
    mutating func writeTabAliases() {
        let current = Set(tabIDs)
        var written: Set<String> = []
        var aliases: [(old: String, new: String)] = []
        for tab in (definition.containers ?? []).flatMap(\.tabs) {
            for old in tab.renamedFrom ?? [] where !current.contains(old) && written.insert(old).inserted {
                aliases.append((old, tab.id))
            }
        }
        guard !aliases.isEmpty else { return }
        aliasesComment()
        for (position, alias) in aliases.enumerated() {
            if position > 0 { writer.line() }
            writer.line("@available(*, deprecated, renamed: \(SwiftSpelling.stringLiteral(alias.new)))")
            writer.line(
                "\(access) static var \(SwiftNames.escaped(alias.old)): Self { .\(SwiftNames.escaped(alias.new)) }")
        }
    }
}
