/// Positions in a text as the Language Server Protocol counts them (0-based lines, columns in UTF-16 code units);
/// `LineColumns` turns the compiler's columns into them. Lines end at `\n`, `\r\n` or a lone `\r`.
struct TextPositions {
    /// The UTF-16 offset where each line starts.
    private(set) var lineStarts: [Int] = [0]
    private let units: [UInt16]

    init(_ text: String) {
        units = Array(text.utf16)
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            if unit == 0x0D, index < units.count, units[index] == 0x0A { index += 1 }
            if unit == 0x0A || unit == 0x0D { lineStarts.append(index) }
        }
    }

    /// The UTF-16 offset of the end of `line`'s text (before its line break).
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : units.count
        if end > lineStarts[line], units[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], units[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The UTF-16 offset of an LSP position. A line past the end gives the end of the text; a character past the
    /// end of its line gives the line's end (as the protocol says); one inside a surrogate pair gives the pair's
    /// start.
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return units.count }
        var offset = lineStarts[line] + min(max(character, 0), lineEnd(line) - lineStarts[line])
        if offset > lineStarts[line], offset < units.count, UTF16.isTrailSurrogate(units[offset]),
            UTF16.isLeadSurrogate(units[offset - 1])
        {
            offset -= 1
        }
        return offset
    }
}
