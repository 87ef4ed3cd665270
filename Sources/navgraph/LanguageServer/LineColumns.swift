/// The protocol's UTF-16 columns of the compiler's columns (1-based, in Unicode scalars) in one text, for placing
/// diagnostics: the text's lines are found only as far as a location asks (diagnostics come in line order), and only
/// the asked line is decoded. Lines end at `\n`, `\r\n` or a lone `\r`, as `TextPositions` counts them.
struct LineColumns {
    private let bytes: [UInt8]
    /// The UTF-8 offset where each line found so far starts.
    private var starts = [0]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The LSP character (UTF-16 column, 0-based) of the 1-based scalar `column` on the 1-based `line`; clamped
    /// to the line, 0 for a line the text does not have.
    mutating func character(line: Int, scalarColumn column: Int) -> Int {
        guard line >= 1, let start = start(of: line - 1) else { return 0 }
        var offset = start
        var scalars = 1
        var units = 0
        while scalars < column, offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            offset = min(offset + length, bytes.count)
            units += length == 4 ? 2 : 1
            scalars += 1
        }
        return units
    }

    /// The UTF-8 offset where the 0-based `line` starts; nil past the text's last line.
    private mutating func start(of line: Int) -> Int? {
        while starts.count <= line, let next = Self.nextLineStart(in: bytes, from: starts[starts.count - 1]) {
            starts.append(next)
        }
        return line < starts.count ? starts[line] : nil
    }

    /// Where the line after the one holding `offset` starts in `bytes` (past its `\n`, `\r\n` or lone `\r`); nil
    /// when that line is the last.
    static func nextLineStart<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int) -> Int?
    where Bytes.Index == Int {
        var offset = offset
        while offset < bytes.endIndex, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
        guard offset < bytes.endIndex else { return nil }
        let crlf = bytes[offset] == 0x0D && offset + 1 < bytes.endIndex && bytes[offset + 1] == 0x0A
        return offset + (crlf ? 2 : 1)
    }
}
