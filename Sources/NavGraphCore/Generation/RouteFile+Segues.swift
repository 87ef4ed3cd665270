import NavGraphRuntime

extension RouteFile {
    /// One namespace per screen with segues (`enum SettingsList`), one static func per segue taking the
    /// destination's parameters the segue does not set (defaults kept), returning `Segue<G>`.
    mutating func writeSegueNamespaces() {
        for screen in definition.screens where !screen.segues.isEmpty {
            writer.line()
            doc(
                "The segues of screen '\(screen.id)': perform them while it is the visible screen.",
                at: sources.screen(screen.id))
            open("\(access) enum \(SwiftNames.upperCamel(screen.id))")
            for (position, segue) in screen.segues.enumerated() {
                if position > 0 {
                    writer.line()
                }
                writeSegueFunction(segue, of: screen)
            }
            close()
        }
    }

    /// The destination's parameters the segue leaves for its function, in declaration order: none for an unwind
    /// (it returns to an existing instance), else those not set by `arguments:` or `forward:`.
    func functionParameters(of segue: SegueDefinition) -> [ParameterDefinition] {
        guard segue.kind != .unwind, let destination = screensByID[segue.destination] else { return [] }
        let forwarded = Set(segue.forward)
        return destination.parameters.filter { segue.arguments[$0.name] == nil && !forwarded.contains($0.name) }
    }

    private mutating func writeSegueFunction(_ segue: SegueDefinition, of screen: ScreenDefinition) {
        let parameters = functionParameters(of: segue)
        let destination =
            screensByID[segue.destination] ?? ScreenDefinition(id: segue.destination, restorationIdentifier: nil)
        writeParameterDoc(
            "Segue '\(segue.id)': \(segue.kind.rawValue) '\(segue.destination)'.",
            at: sources.segue(segue.id, of: screen.id),
            parameters,
            of: destination
        )
        writeSignature(
            prefix: "\(access) static func \(SwiftNames.escaped(segue.id))", parameters, suffix: " -> \(segueType) {")
        writer.indent()
        let start =
            "return \(segueType)(source: \(SwiftSpelling.stringLiteral(screen.id)), "
            + "id: \(SwiftSpelling.stringLiteral(segue.id))"
        let entries = parameters.map { (name: $0.name, variable: SwiftNames.escaped($0.name), type: $0.type) }
        if entries.isEmpty {
            writer.line(start + ")")
        } else if parameters.contains(where: { SwiftSpelling.containsAppType($0.type) }) {
            writer.line(start + ", encoding: {")
            writer.indent()
            writeArgumentsConstant(entries, constant: "_arguments")
            writer.line("return _arguments")
            writer.outdent()
            writer.line("})")
        } else {
            writeArgumentsConstant(entries, constant: "_arguments")
            writer.line(start + ", arguments: _arguments)")
        }
        close()
    }
}
