import Testing

@testable import _NavGraphCore

/// The table of short scalars' strings shares its slots by hash: whatever was asked before, it must give back the
/// string of exactly the bytes asked for.
@Test func shortStringsGiveTheStringOfTheBytesAskedFor() {
    var table = ShortStrings()
    // More texts than slots (slots are reused), texts that differ only in a trailing NUL, in their last word or in
    // their length, the longest length remembered and one more, and two spellings of one word in Unicode's sense.
    var texts = (0..<300).map { "key\($0)" }
    texts += ["a", "a\0", "a\0\0", "abcdefgh1", "abcdefgh2", "caf\u{E9}", "cafe\u{301}"]
    texts += [String(repeating: "x", count: 16), String(repeating: "x", count: 17)]
    for _ in 0..<3 {
        for text in texts {
            let bytes = Array(text.utf8)
            let made = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { table.string($0, count: buffer.count) } ?? ""
            }
            #expect(Array(made.utf8) == bytes)
        }
    }
}
