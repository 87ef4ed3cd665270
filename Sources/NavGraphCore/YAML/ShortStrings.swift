/// The strings of short scalars met lately, found again by their bytes. A graph repeats the same keys and many of
/// the same values (`kind`, `to`, `show`, `true`) thousands of times; handing out the string made the first time
/// skips building and checking it again, at the cost of one lookup in a small table.
struct ShortStrings {
    /// Scalars up to this many bytes are remembered (two machine words).
    static let maximumLength = 16

    private struct Slot {
        var count = -1
        var low: UInt64 = 0
        var high: UInt64 = 0
        var string = ""
    }

    /// 64 slots, each holding the last string whose bytes hashed to it.
    private var slots = [Slot](repeating: Slot(), count: 64)

    /// The string of the UTF-8 bytes at `start` (invalid bytes repaired, as `String(decoding:as:)` does).
    mutating func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        guard count <= Self.maximumLength else { return String(decoding: bytes, as: UTF8.self) }
        // The bytes as two words, zero-padded: with the count, equal words mean equal bytes.
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        let mixed = (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        let index = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 58)
        let slot = slots[index]
        if slot.count == count && slot.low == words.0 && slot.high == words.1 { return slot.string }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[index] = Slot(count: count, low: words.0, high: words.1, string: string)
        return string
    }
}
