/// A document the client has open: its text as last synchronised, and its version.
struct TextDocument {
    var uri: String
    /// The file path the compiler knows it by.
    var path: String
    var version: Int
    var text: String

    /// Replaces the UTF-16 range from `start` to `end` (LSP positions) by `newText`; the ends are put in order.
    mutating func replace(
        start: (line: Int, character: Int), end: (line: Int, character: Int), with newText: String
    ) {
        let positions = TextPositions(text)
        let first = positions.offset(line: start.line, character: start.character)
        let second = positions.offset(line: end.line, character: end.character)
        var units = Array(text.utf16)
        units.replaceSubrange(min(first, second)..<max(first, second), with: Array(newText.utf16))
        text = String(decoding: units, as: UTF16.self)
    }
}
