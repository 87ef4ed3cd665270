/// The byte offsets where a text's lines start, found forward only as far as they are asked for, from the text's
/// start or from a line already known. Line breaks are counted as libyaml counts them: `\n`, `\r\n`, a lone `\r`,
/// U+0085, U+2028 and U+2029.
package struct LineStarts {
    private let text: UnsafeBufferPointer<UInt8>
    /// The 1-based line whose start is `starts[0]`.
    private let firstLine: Int
    /// The starts of `firstLine`, the line after it, … found so far.
    private var starts: [Int]
    /// How far the text has been scanned for breaks.
    private var scanned: Int

    /// The lines of `text` from `line`, which starts at byte `offset` (the whole text by default).
    package init(_ text: UnsafeBufferPointer<UInt8>, line: Int = 1, startingAt offset: Int = 0) {
        self.text = text
        firstLine = line
        starts = [offset]
        scanned = offset
    }

    /// The byte offset where the 1-based `line` starts; nil when the text has fewer lines or the line comes before
    /// the first one known.
    mutating func start(of line: Int) -> Int? {
        guard line >= firstLine else { return nil }
        while starts.count <= line - firstLine, scanned < text.count { scanLine() }
        return line - firstLine < starts.count ? starts[line - firstLine] : nil
    }

    /// The 1-based line holding the byte at `offset` (the last line for the text's end), at least the first one
    /// known.
    package mutating func line(of offset: Int) -> Int {
        while scanned <= offset, scanned < text.count { scanLine() }
        // The last start at or before `offset`, by bisection.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return firstLine + low
    }

    /// The byte offset where the 1-based `line` ends, its break left out (the text's end for the last line).
    mutating func end(of line: Int) -> Int? {
        guard let start = start(of: line) else { return nil }
        var offset = start
        while offset < text.count, breakLength(at: offset) == 0 { offset += 1 }
        return offset
    }

    /// Scans up to and past the next line break, recording the line after it.
    private mutating func scanLine() {
        while scanned < text.count {
            // Eight bytes at a time while none of them can start a break (most of a large file).
            if scanned + 8 <= text.count, let base = text.baseAddress,
                !Self.mayStartBreak(UnsafeRawPointer(base + scanned).loadUnaligned(as: UInt64.self))
            {
                scanned += 8
                continue
            }
            let length = breakLength(at: scanned)
            if length > 0 {
                scanned += length
                starts.append(scanned)
                return
            }
            scanned += 1
        }
    }

    /// Whether any of the eight bytes in `word` is `\n`, `\r`, or the first byte of U+0085 (0xC2) or of
    /// U+2028/U+2029 (0xE2): each byte compared at once by the usual "has a zero byte" test.
    private static func mayStartBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasByte(_ byte: UInt64) -> Bool {
            let matched = word ^ (ones &* byte)
            return (matched &- ones) & ~matched & highs != 0
        }
        return hasByte(0x0A) || hasByte(0x0D) || hasByte(0xC2) || hasByte(0xE2)
    }

    /// The length in bytes of the line break at `offset`, 0 when there is none.
    private func breakLength(at offset: Int) -> Int {
        switch text[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < text.count && text[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < text.count && text[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard offset + 2 < text.count, text[offset + 1] == 0x80 else { return 0 }
            return text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }
}
