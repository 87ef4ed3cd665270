import Foundation

/// The one screen of a file an edit falls in, found by comparing the file's text before and after: the lines of its
/// block (its key's line up to the next line indented no deeper than the key) and the block alone as a document
/// that reads exactly like it (same lines, same columns). Nil, so that the whole graph is read again, whenever the
/// edit may reach further: it adds or removes lines, it touches anything outside one screen's block, the block is
/// not a block (a flow mapping, a tab in the indentation), its end moved, or the block holds an anchor (`&`),
/// which other nodes may name.
struct EditedScreen {
    /// The screen's position in the graph's screens.
    var index: Int
    /// The block's lines: from `firstLine` to before `endLine`.
    var firstLine: Int
    var endLine: Int
    /// `screens:` on the line before the block, the block's lines, and nothing else but empty lines.
    var document: [UInt8]

    /// The bytes a line break may take (`\r\n` and U+0085 take two, U+2028 three): the shared start and end of the
    /// two texts are cut back by this much, so that no break is split between a shared part and a changed one.
    private static let longestBreak = 3

    /// What an edit of a file changed.
    enum Change {
        /// The text is the same.
        case nothing
        /// Only the block of one screen.
        case screen(EditedScreen)
        /// More than one screen's block could hold.
        case more
    }

    /// What changed between `old` and `new`, the texts of `file`, whose screens (among others) are `screens`.
    static func change(
        old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, screens: [ScreenDeclaration], file: String
    ) -> Change {
        let shortest = min(old.count, new.count)
        var prefix = sharedPrefix(old, new)
        if prefix == shortest, old.count == new.count { return .nothing }
        let shared = sharedSuffix(old, new, limit: shortest - prefix)
        prefix = max(0, prefix - longestBreak)
        let suffix = max(0, shared - longestBreak)
        var newLines = LineStarts(new)
        let firstLine = newLines.line(of: prefix)
        let lastLine = newLines.line(of: max(prefix, new.count - suffix - 1))
        guard
            breaks(in: UnsafeBufferPointer(rebasing: old[prefix..<(old.count - suffix)]))
                == breaks(in: UnsafeBufferPointer(rebasing: new[prefix..<(new.count - suffix)]))
        else { return .more }
        let edited = block(
            containing: firstLine...lastLine, old: old, new: new, newLines: &newLines, screens: screens, file: file)
        return edited.map(Change.screen) ?? .more
    }

    /// The block of the screen of `file` whose key is the last one at or before `lines`, when the lines lie inside it
    /// in both texts.
    private static func block(
        containing lines: ClosedRange<Int>, old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>,
        newLines: inout LineStarts, screens: [ScreenDeclaration], file: String
    ) -> EditedScreen? {
        var found: Int?
        for (position, screen) in zip(screens.indices, screens) {
            let location = screen.id.location
            guard location.line <= lines.lowerBound, location.file == file else { continue }
            if let best = found, screens[best].id.location.line >= location.line { continue }
            found = position
        }
        guard let index = found else { return nil }
        let key = screens[index].id
        let firstLine = key.location.line
        let indent = key.location.column - 1
        // The id must be the only screen of that name (a duplicate is reported across blocks) and start its line.
        guard firstLine >= 2, screens.lazy.filter({ $0.id.value == key.value }).count == 1,
            let start = newLines.start(of: firstLine),
            startsWithKey(new, at: start, indent: indent, key: key.value)
        else { return nil }
        var oldLines = LineStarts(old, line: firstLine, startingAt: start)
        guard let endLine = blockEnd(after: firstLine, indent: indent, lines: &newLines, text: new),
            blockEnd(after: firstLine, indent: indent, lines: &oldLines, text: old) == endLine,
            lines.upperBound < endLine
        else { return nil }
        let end = newLines.start(of: endLine) ?? new.count
        let block = UnsafeBufferPointer(rebasing: new[start..<end])
        let oldEnd = oldLines.start(of: endLine) ?? old.count
        guard !mayHoldAnchor(block), !mayHoldAnchor(UnsafeBufferPointer(rebasing: old[start..<oldEnd])) else {
            return nil
        }
        var document = [UInt8](repeating: UInt8(ascii: "\n"), count: firstLine - 2)
        document.reserveCapacity(document.count + 9 + block.count)
        document += "screens:\n".utf8
        document += block
        return EditedScreen(index: index, firstLine: firstLine, endLine: endLine, document: document)
    }

    /// Whether the line at `start` is `indent` spaces and then `key` (plain, or quoted without escapes).
    private static func startsWithKey(_ text: UnsafeBufferPointer<UInt8>, at start: Int, indent: Int, key: String)
        -> Bool
    {
        guard start + indent < text.count, text[start..<(start + indent)].allSatisfy({ $0 == UInt8(ascii: " ") })
        else { return false }
        var offset = start + indent
        if text[offset] == UInt8(ascii: "\"") || text[offset] == UInt8(ascii: "'") { offset += 1 }
        let bytes = key.utf8
        guard offset + bytes.count <= text.count else { return false }
        return text[offset..<(offset + bytes.count)].elementsEqual(bytes)
    }

    /// The first line after `line` that holds more than spaces and a comment and is indented no deeper than
    /// `indent`: where the block ends (the line after the text's last when none is). Nil when an indentation holds
    /// a tab.
    private static func blockEnd(
        after line: Int, indent: Int, lines: inout LineStarts, text: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        var current = line + 1
        while let start = lines.start(of: current), let end = lines.end(of: current) {
            var offset = start
            while offset < end, text[offset] == UInt8(ascii: " ") { offset += 1 }
            if offset < end, text[offset] == UInt8(ascii: "\t") { return nil }
            let blank = offset == end || text[offset] == UInt8(ascii: "#")
            if !blank, offset - start <= indent { return current }
            if end == text.count { return current + 1 }
            current += 1
        }
        return current
    }

    /// Whether `text` may declare an anchor: a `&` that starts a token (after a space, a break, `[`, `{` or `,`)
    /// and is followed by a name. A `&` inside a word (`?a=1&b=2`) or standing alone (`Tom & Jerry`) is not one.
    private static func mayHoldAnchor(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let before: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")]
        let after: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
        for offset in text.indices where text[offset] == UInt8(ascii: "&") {
            let starts = offset == 0 || before.contains(text[offset - 1])
            let named = offset + 1 < text.count && !after.contains(text[offset + 1])
            if starts && named { return true }
        }
        return false
    }

    /// How many bytes the two texts start with alike.
    private static func sharedPrefix(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> Int {
        let shortest = min(old.count, new.count)
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return 0 }
        // Compared a page at a time first, then byte by byte inside the first page that differs.
        let page = 4096
        var offset = 0
        while offset + page <= shortest, memcmp(oldBase + offset, newBase + offset, page) == 0 { offset += page }
        while offset < shortest, old[offset] == new[offset] { offset += 1 }
        return offset
    }

    /// How many bytes, at most `limit`, the two texts end with alike.
    private static func sharedSuffix(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, limit: Int)
        -> Int
    {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return 0 }
        let oldEnd = oldBase + old.count
        let newEnd = newBase + new.count
        // A page at a time first, then byte by byte inside the last page that differs.
        let page = 4096
        var suffix = 0
        while suffix + page <= limit, memcmp(oldEnd - suffix - page, newEnd - suffix - page, page) == 0 {
            suffix += page
        }
        while suffix < limit, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return suffix
    }

    /// The line breaks in `text`.
    private static func breaks(in text: UnsafeBufferPointer<UInt8>) -> Int {
        var lines = LineStarts(text)
        return lines.line(of: text.count) - 1
    }
}
