/// A document the client has open: its text as last synchronised, and its version.
struct TextDocument {
    var uri: String
    /// The file path the compiler knows it by.
    var path: String
    var version: Int
    var text: String

    /// Replaces the UTF-16 range from `start` to `end` (LSP positions) by `newText`; the ends are put in order.
    /// Positions follow `TextPositions.offset(line:character:)`. Only the text up to the edit is scanned, in place,
    /// so a keystroke in a large document does not convert all of it.
    mutating func replace(
        start: (line: Int, character: Int), end: (line: Int, character: Int), with newText: String
    ) {
        let first = index(line: start.line, character: start.character)
        let second = index(line: end.line, character: end.character)
        // Cut by scalars: an edit may fall inside a character of several scalars (an accent, an emoji sequence).
        // The text is put together from its two ends, each copied whole: replacing in the scalars view would
        // convert all of a large document at every keystroke.
        let scalars = text.unicodeScalars
        text =
            String(Substring(scalars[..<min(first, second)])) + newText
            + String(Substring(scalars[max(first, second)...]))
    }

    /// The index of an LSP position: a line past the end gives the end of the text, a character past the end of
    /// its line the line's end (before its break), one inside a surrogate pair the pair's start.
    private func index(line: Int, character: Int) -> String.Index {
        let utf8 = text.utf8
        guard line >= 0 else { return utf8.startIndex }
        guard let lineStart = Self.offset(ofLine: line, in: text) else { return utf8.endIndex }
        var position = utf8.index(utf8.startIndex, offsetBy: lineStart)
        let scalars = text.unicodeScalars
        let wanted = max(character, 0)
        var units = 0
        while position < scalars.endIndex {
            let scalar = scalars[position]
            let width = UTF16.width(scalar)
            if scalar == "\n" || scalar == "\r" || units + width > wanted { break }
            units += width
            position = scalars.index(after: position)
        }
        return position
    }

    /// The UTF-8 offset where the 0-based `line` starts; nil when the text has fewer lines. Read from the text's
    /// bytes in place.
    private static func offset(ofLine line: Int, in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            for _ in 0..<line {
                guard let next = LineColumns.nextLineStart(in: bytes, from: offset) else { return nil }
                offset = next
            }
            return offset
        }
    }
}
