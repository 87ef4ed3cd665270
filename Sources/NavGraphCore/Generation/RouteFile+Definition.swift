import NavGraphRuntime

extension RouteFile {
    /// `static let definition`: the graph's tables, read by the runtime from an embedded text, each screen's row the
    /// first time it is used.
    mutating func writeDefinition() {
        writer.line()
        writer.doc(
            "The graph's tables (screens, navigation items, segues, deep links), read lazily: a screen's row the first "
                + "time the router needs it.",
            "",
            "Should the embedded tables not be of the runtime's format (they always are when the version check above "
                + "compiles), this is a graph without screens, which the router reports: generated code never traps."
        )
        writer.line("\(access) static let definition: NavGraphRuntime.GraphDefinition =")
        writer.indent()
        let name = SwiftSpelling.stringLiteral(definition.name)
        let root = SwiftSpelling.stringLiteral(definition.root)
        writer.list(
            "NavGraphRuntime.GeneratedDefinition.tables(", ["_definitionTables", "name: \(name)", "root: \(root)"], ")")
        writer.outdent()
    }

    /// The JSON blob behind `definition`, and the name-table helper.
    mutating func writeDefinitionSupport() {
        writer.line()
        writer.doc("`definition`'s tables: a header, index tables, one row per screen, one string per line.")
        let lines = DefinitionBlob.lines(of: definition, formatVersion: formatVersion)
        let hashes = String(repeating: "#", count: DefinitionBlob.longestRun(of: "#", in: lines) + 1)
        writer.line("fileprivate static let _definitionTables: Swift.StaticString = \(hashes)\"\"\"")
        // Flush left, the closing delimiter too: the tables are data, and indenting them would cost bytes per line.
        for line in lines {
            writer.flushLeftLine(line)
        }
        writer.flushLeftLine("\"\"\"\(hashes)")

        writer.line()
        writer.doc("Maps each line of `names` to its position.")
        open("fileprivate static func _nameIndex(_ names: Swift.StaticString) -> [Swift.String: Swift.Int]")
        writer.line("let text: Swift.String = names.withUTF8Buffer { Swift.String(decoding: $0, as: Swift.UTF8.self) }")
        writer.line("var index: [Swift.String: Swift.Int] = [:]")
        open("for (position, name) in text.split(separator: \"\\n\").enumerated()")
        writer.line("index[Swift.String(name)] = position")
        close()
        writer.line("return index")
        close()
    }

    /// Writes `fileprivate static let <name>: [Swift.String: Swift.Int] = _nameIndex(...)`, one name a line.
    mutating func writeNameTable(_ constant: String, names: [String]) {
        writer.line("fileprivate static let \(constant): [Swift.String: Swift.Int] = _nameIndex(")
        writer.indent()
        writer.line("\"\"\"")
        for name in names {
            writer.line(String(SwiftSpelling.stringLiteral(name).dropFirst().dropLast()))
        }
        writer.line("\"\"\"")
        writer.outdent()
        writer.line(")")
    }
}
