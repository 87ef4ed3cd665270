import Testing
import _NavGraphCore

/// File names carried byte for byte: any bytes map to a path and back unchanged.
struct FileNameBytesTests {
    @Test(
        arguments: [
            Array("plain.navgraph.yaml".utf8), Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8), [0xFF, 0x2E, 0xFE],
            [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], Array("x\u{10FF90}y".utf8),
            [0xC0, 0x80],
        ] as [[UInt8]])
    func bytesRoundTrip(bytes: [UInt8]) {
        let path = FileNameBytes.string(from: bytes)
        #expect(FileNameBytes.bytes(of: path).dropLast().map { UInt8(bitPattern: $0) } == bytes)
    }

    @Test func bytesThatAreNotUTF8AreShownEscaped() {
        let path = FileNameBytes.string(from: [0x61, 0xFF] + Array("\u{E9}".utf8))
        #expect(FileNameBytes.escaped(path) == "a\\xFF\u{E9}")
        #expect(TextRenderer.visible(path) == "a\\xFF\u{E9}")
    }
}
