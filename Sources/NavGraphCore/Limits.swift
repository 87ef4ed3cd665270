/// The limits of docs/format.md ("Limits"), each overridable on the command line.
public struct Limits: Hashable, Sendable {
    /// Largest graph file read, in bytes.
    public var fileSize: Int
    /// Deepest nesting of YAML collections.
    public var nestingDepth: Int
    /// Nodes that alias expansion may add to one document (never more than the document's own node count × 10).
    public var aliasExpansions: Int
    /// Longest scalar, in bytes.
    public var scalarLength: Int
    /// Most files one graph may include, transitively.
    public var includes: Int

    /// The documented defaults.
    public init(
        fileSize: Int = 16 * 1024 * 1024,
        nestingDepth: Int = 64,
        aliasExpansions: Int = 10_000,
        scalarLength: Int = 1024 * 1024,
        includes: Int = 256
    ) {
        self.fileSize = fileSize
        self.nestingDepth = nestingDepth
        self.aliasExpansions = aliasExpansions
        self.scalarLength = scalarLength
        self.includes = includes
    }
}
