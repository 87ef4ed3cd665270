import NavGraphRuntime

extension RouteFile {
    /// One namespace per screen with segues (`enum SettingsList`), one static func per segue taking the
    /// destination's parameters the segue does not set (defaults kept), returning `Segue<G>`.
    mutating func writeSegueNamespaces() {
        // A shared segue's copies are performed with the one call of `Segues` (RouteFile+SharedSegues).
        let sharedIDs = definition.sharedSegueIDsByScreen
        for screen in definition.screens {
            let shared = sharedIDs[screen.id] ?? []
            let segues = screen.segues.filter { !shared.contains($0.id) }
            guard !segues.isEmpty else { continue }
            writer.line()
            doc(
                "The segues of the '\(screen.id)' screen: perform one with `router.perform(_:)` while that screen "
                    + "is the visible one.",
                at: sources.screen(screen.id))
            open("\(access) enum \(SwiftNames.upperCamel(screen.id))")
            for (position, segue) in segues.enumerated() {
                if position > 0 {
                    writer.line()
                }
                writeSegueFunction(segue, of: screen)
            }
            close()
        }
    }

    /// The destination's parameters the segue leaves for its function, in declaration order: for an unwind or a
    /// `return` (they go back to an existing instance) the values it returns, else those not set by `arguments:` or
    /// `forward:`.
    func functionParameters(of segue: SegueDefinition) -> [ParameterDefinition] {
        if segue.kind == .unwind || segue.kind == .return {
            return (segue.returns ?? []).map { ParameterDefinition(name: $0.name, type: $0.type) }
        }
        guard let destination = screensByID[segue.destination] else { return [] }
        let forwarded = Set(segue.forward)
        return destination.parameters.filter { segue.arguments[$0.name] == nil && !forwarded.contains($0.name) }
    }

    /// What a segue does, in a sentence: "Pushes the 'messages' screen, titled “{name}”, onto the visible navigation
    /// stack."
    func segueSummary(_ segue: SegueDefinition) -> String {
        var target = "the '\(segue.destination)' screen"
        if let title = screensByID[segue.destination].flatMap({ $0.title ?? $0.navigationItem.title }) {
            target += ", titled “\(SwiftSpelling.commentText(title))”,"
        }
        switch segue.kind {
        case .show:
            let popping = segue.popTo.map { "Pops the visible navigation stack to '\($0)', then pushes " } ?? "Pushes "
            let single = segue.singleTop ? " (nothing happens when it is already on top with equal arguments)" : ""
            return popping + target + " onto the visible navigation stack\(single)."
        case .showDetail, .modal:
            let style = segue.presentation.map { " (`\($0.rawValue)`)" } ?? ""
            let container = segue.embedInNavigationController ? ", in a navigation controller of its own" : ""
            let detail = segue.kind == .showDetail ? " as the detail" : ""
            return "Presents \(target) modally\(detail)\(style)\(container)."
        case .unwind:
            return "Returns to \(target) below, dismissing and popping what is over it."
        case .return:
            return "Goes back to whoever came: pops this screen when it was pushed, dismisses its presentation when "
                + "it was presented."
        case .replaceRoot:
            return "Replaces the whole root content by \(target), releasing every screen: there is no way back."
        }
    }

    private mutating func writeSegueFunction(_ segue: SegueDefinition, of screen: ScreenDefinition) {
        let identity = [
            "source: \(SwiftSpelling.stringLiteral(screen.id))", "id: \(SwiftSpelling.stringLiteral(segue.id))",
        ]
        writeSegueFunction(
            segue, forwardingFrom: "'\(screen.id)'", at: sources.segue(segue.id, of: screen.id), identity: identity)
    }

    /// A segue's function: `identity` are the `Segue` initialiser's first arguments, `source` names where
    /// forwarded parameters come from in its doc comment, `note` is a sentence added to it.
    mutating func writeSegueFunction(
        _ segue: SegueDefinition,
        forwardingFrom source: String,
        at place: String?,
        identity: [String],
        note: String = ""
    ) {
        let parameters = functionParameters(of: segue)
        var summary = segueSummary(segue)
        if segue.kind != .unwind && segue.kind != .return {
            var set: [String] = []
            if !segue.forward.isEmpty {
                let names = segue.forward.map { "'\($0)'" }
                set.append("forwards \(Self.enumeration(names, limit: 6)) from \(source)")
            }
            if !segue.arguments.isEmpty {
                let names = segue.arguments.keys.sorted().map { "'\($0)'" }
                set.append("sets \(Self.enumeration(names, limit: 6)) itself")
            }
            if !set.isEmpty {
                summary += " The segue " + set.joined(separator: " and ") + "."
            }
        }
        writeParameterDoc(summary + note, at: place, parameters)
        writeSignature(
            prefix: "\(access) static func \(SwiftNames.escaped(segue.id))", parameters, suffix: " -> \(segueType) {")
        writer.indent()
        let opening = "return \(segueType)("
        let entries = parameters.map { (name: $0.name, variable: SwiftNames.escaped($0.name), type: $0.type) }
        if entries.isEmpty {
            writer.list(opening, identity, ")")
        } else if parameters.contains(where: { SwiftSpelling.containsAppType($0.type) }) {
            writer.line(opening)
            writer.indent()
            for item in identity {
                writer.line(item + ",")
            }
            writer.line("encoding: {")
            writer.indent()
            writeArgumentsConstant(entries, constant: "_arguments")
            writer.line("return _arguments")
            writer.outdent()
            writer.line("}")
            writer.outdent()
            writer.line(")")
        } else {
            writeArgumentsConstant(entries, constant: "_arguments")
            writer.list(opening, identity + ["arguments: _arguments"], ")")
        }
        close()
    }

    /// Writes `let <constant>: [Swift.String: NavGraphRuntime.ArgumentValue] = [...]` for typed values.
    private mutating func writeArgumentsConstant(
        _ entries: [(name: String, variable: String, type: ParameterType)],
        constant: String
    ) {
        let type = "[Swift.String: NavGraphRuntime.ArgumentValue]"
        guard !entries.isEmpty else {
            writer.line("let \(constant): \(type) = [:]")
            return
        }
        writer.line("let \(constant): \(type) = [")
        writer.indent()
        for entry in entries {
            let value = SwiftSpelling.argumentValue(of: entry.variable, type: entry.type)
            writer.line("\(SwiftSpelling.stringLiteral(entry.name)): \(value),")
        }
        writer.outdent()
        writer.line("]")
    }
}
