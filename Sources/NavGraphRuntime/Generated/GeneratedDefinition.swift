/// The definition of generated code: the graph's tables (format `GeneratedCodeFormat.version`, see
/// `DefinitionTables`), embedded as a `StaticString` and read lazily.
@_spi(Generated) public enum GeneratedDefinition {
    /// The definition whose screens are read from `tables` as they are needed: only the header and the graph row
    /// (everything but the screens) are read here. Never traps: tables of another format version, or ones that do
    /// not read (neither happens to code generated for this runtime), give a graph named `name` with no screens,
    /// which `Router` reports as `NavigationError.generatedCodeMismatch`.
    public static func tables(_ text: StaticString, name: String, root: String) -> GraphDefinition {
        guard text.hasPointerRepresentation else { return GraphDefinition(name: name, root: root, screens: []) }
        // A string literal's bytes are part of the program's image: they stay valid for the process's lifetime.
        return tables(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), name: name, root: root)
    }

    /// `tables` on bytes that stay valid for the process's lifetime.
    package static func tables(_ bytes: UnsafeBufferPointer<UInt8>, name: String, root: String) -> GraphDefinition {
        guard let tables = DefinitionTables(bytes, version: GeneratedCodeFormat.version), let row = tables.graph()
        else { return GraphDefinition(name: name, root: root, screens: []) }
        return GraphDefinition(row.graph, tables: tables, fingerprint: row.fingerprint)
    }
}
