import NavGraphRuntime

/// `Entry` (one case per `entries:` id: where the app may start) and `entryValue(of:)`, which the runtime's
/// `Router(entry:)` calls. Graphs without `entries:` get neither. See docs/generation.md.
extension RouteFile {
    /// The entries, each with its screen (nil for a container).
    var entries: [(id: String, screen: ScreenDefinition?)] {
        (definition.entries ?? []).map { ($0, screensByID[$0]) }
    }

    /// `enum Entry`, for graphs with `entries:`.
    mutating func writeEntryEnum() {
        let entries = entries
        guard !entries.isEmpty else { return }
        writer.line()
        writer.doc(
            "Where '\(graphName)' may start (`entries:`), decided at run time: `Router(entry:)` starts there, "
                + "`Router()` at the first.")
        open("\(access) enum Entry: Swift.Hashable, Swift.Sendable")
        for (position, entry) in entries.enumerated() {
            if position > 0 { writer.line() }
            let name = SwiftNames.escaped(entry.id)
            guard let screen = entry.screen else {
                doc(
                    "The '\(entry.id)' container, every tab and column at its root screen.",
                    at: sources.entry(entry.id))
                writer.line("case \(name)")
                continue
            }
            writeParameterDoc(
                "The '\(entry.id)' screen at the bottom of the main stack.", at: sources.entry(entry.id),
                screen.parameters)
            writeSignature(prefix: "case \(name)", screen.parameters, suffix: "")
        }
        close()
    }

    /// `entryValue(of:)`: a screen entry's value is its screen's, a container's its id.
    mutating func writeEntryConversion() {
        let entries = entries
        guard !entries.isEmpty else { return }
        writer.line()
        writer.doc(
            "An entry's dynamic form: the screen's value, or the container's id (throws only when an app-type "
                + "argument fails to encode).")
        open("\(access) static func entryValue(of entry: Entry) throws -> NavGraphRuntime.ScreenValue")
        writer.line("switch entry {")
        for entry in entries {
            let name = SwiftNames.escaped(entry.id)
            guard let screen = entry.screen, !screen.parameters.isEmpty else {
                writer.line("case .\(name):")
                writer.indent()
                writer.line(
                    entry.screen == nil
                        ? "return NavGraphRuntime.ScreenValue(id: \(SwiftSpelling.stringLiteral(entry.id)))"
                        : "return try value(of: Screen.\(name))")
                writer.outdent()
                continue
            }
            let bindings = screen.parameters.indices.map { "let v\($0)" }
            writer.list("case .\(name)(", bindings, "):")
            writer.indent()
            // An argument label at a call site needs no backticks (Swift warns about them there).
            let labels = screen.parameters.enumerated().map { "\($1.name): v\($0)" }
            writer.list("return try value(of: Screen.\(name)(", labels, "))")
            writer.outdent()
        }
        writer.line("}")
        close()
    }
}
