import NavGraphRuntime

/// The graph's tables as the text embedded in generated code (a `StaticString` the runtime reads lazily, see
/// docs/generation.md, The definition tables): a text compiles in a fraction of a second where a literal of
/// 2,000 initialisers takes tens of seconds, and the app reads only the rows it uses.
enum DefinitionBlob {
    /// The tables of `definition` as lines: pure printable ASCII (strings are escaped), so the text is
    /// deterministic. They go in a raw string literal delimited by one `#` more than their longest run of `#`
    /// (see `longestRun`): a text like `\\#(x)` then stays text, never an interpolation. Empty when a part of
    /// the definition does not encode (it always does: its values are the compiler's own).
    static func lines(of definition: GraphDefinition, formatVersion: Int) -> [String] {
        DefinitionTablesWriter.lines(of: definition, formatVersion: formatVersion) ?? []
    }

    /// The longest run of `character` in any of `lines`.
    static func longestRun(of character: Character, in lines: [String]) -> Int {
        var longest = 0
        for line in lines {
            var run = 0
            for current in line {
                run = current == character ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }
}
