/// Bytes of scalars that the file does not hold as they are (escapes, folded lines, block scalars) and of alias
/// names, copied out of libyaml's events. Chunks are never moved or reused, so a copy stays valid until the parser
/// frees them all at once; a graph has few such scalars.
struct SideBuffer {
    private static let chunkSize = 16 * 1024

    private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
    /// Bytes used in the last chunk.
    private var used = 0

    /// A lasting copy of `bytes`.
    mutating func store(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard !bytes.isEmpty else { return .empty }
        if chunks.last.map({ $0.count - used < bytes.count }) ?? true {
            chunks.append(.allocate(capacity: max(Self.chunkSize, bytes.count)))
            used = 0
        }
        guard let chunk = chunks.last, let base = chunk.baseAddress else { return .empty }
        let target = UnsafeMutableBufferPointer(start: base + used, count: bytes.count)
        _ = target.initialize(from: bytes)
        used += bytes.count
        return UnsafeBufferPointer(target)
    }

    /// Frees every copy.
    mutating func deallocate() {
        for chunk in chunks { chunk.deallocate() }
        chunks = []
        used = 0
    }
}

/// The byte offset of a character offset in a file. libyaml 0.2.5 counts its marks' `index` in characters, not
/// bytes (its scanner adds one per character, whatever its width): in an ASCII file they are the same; otherwise a
/// cursor walks the UTF-8 text forward, which costs one step per character over a whole read since events come in
/// file order.
struct FileOffsets {
    private let text: UnsafeBufferPointer<UInt8>
    private let isASCII: Bool
    private var character = 0
    private var byte = 0

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        isASCII = Self.allASCII(text)
    }

    /// Where character `index` starts (the end of the text when past it).
    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if isASCII { return index }
        if index < character {
            character = 0
            byte = 0
        }
        while character < index && byte < text.count {
            let lead = text[byte]
            byte += lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            character += 1
        }
        return min(byte, text.count)
    }

    /// Whether no byte of `text` is above 0x7F, tested eight bytes at a time.
    private static func allASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var bits: UInt64 = 0
        while offset + 8 <= text.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < text.count {
            bits |= UInt64(text[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
