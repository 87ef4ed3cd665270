import Testing

@testable import _NavGraphCore

// Scalars are read as bytes in place (in the file, or in the parser's side buffer when the file does not hold them as
// they are) and keys are matched from those bytes: the text and the key found must be exactly what a string would
// give, whatever comes before them in the file.

/// The scalars of `yaml`, in order, each with whether its bytes are the file's own.
private func scalars(of yaml: String) throws -> [(text: String, inFile: Bool)] {
    let bytes = Array(yaml.utf8)
    return try bytes.withUnsafeBufferPointer { file in
        var stream = YAMLEventStream(borrowing: file, limits: Limits())
        guard try stream.beginDocument() else { return [] }
        var result: [(String, Bool)] = []
        var depth = 0
        repeat {
            let event = try stream.next()
            switch event.type {
            case .mappingStart, .sequenceStart: depth += 1
            case .mappingEnd, .sequenceEnd: depth -= 1
            case .scalar:
                let start = UnsafeRawPointer(file.baseAddress)
                let address = UnsafeRawPointer(event.bytes.baseAddress)
                let inFile = address.flatMap { at in start.map { at >= $0 && at < $0 + file.count } } ?? false
                result.append((event.text, inFile))
            default: break
            }
        } while depth > 0
        return result
    }
}

@Test func plainAndQuotedScalarsAreReadInPlaceAfterNonASCIIText() throws {
    // Two- to four-byte characters before and inside scalars: libyaml counts its marks in characters, not bytes.
    let read = try scalars(
        of: "é: \"ça va\"\n日本: '語'\nplain: café 😀 end\nlast: x\n")
    #expect(read.map { $0.text } == ["é", "ça va", "日本", "語", "plain", "café 😀 end", "last", "x"])
    #expect(read.allSatisfy { $0.inFile })
}

@Test func scalarsTheFileDoesNotHoldAsTheyAreAreCopied() throws {
    let read = try scalars(
        of: """
            a: "tab\\there"
            b: 'it''s'
            c: |
              block
            d: folded
              line
            e: &anchor anchored
            f: *anchor
            g: ""

            """)
    #expect(
        read.map { $0.text } == [
            "a", "tab\there", "b", "it's", "c", "block\n", "d", "folded line", "e", "anchored",
            "f", "anchored", "g", "",
        ])
    // Keys are in the file; escaped, doubled-quote, block, folded and anchored values are not.
    #expect(
        read.map { $0.inFile } == [
            true, false, true, false, true, false, true, false, true, false, true, false, true, false,
        ])
}

@Test func fileOffsetsWalkCharactersToBytes() {
    let bytes = Array("aé日😀b".utf8)
    bytes.withUnsafeBufferPointer { text in
        var offsets = FileOffsets(text)
        #expect((0...6).map { offsets.byteOffset(ofCharacter: $0) } == [0, 1, 3, 6, 10, 11, 11])
        // Backwards starts over.
        #expect(offsets.byteOffset(ofCharacter: 2) == 3)
    }
}

@Test func keyTablesFindKeysByBytesAsStringsWould() {
    let table = KeyTable(["id", "Kind", "embedInNavigationController", "embedInNavigationControllers", "title"])
    func find(_ key: String) -> Int? {
        Array(key.utf8).withUnsafeBufferPointer { table.index(of: $0) }
    }
    #expect(find("id") == 0)
    #expect(find("title") == 4)
    #expect(find("embedInNavigationController") == 2)
    #expect(find("embedInNavigationControllers") == 3)
    // Same first sixteen bytes and length, different tail.
    #expect(find("embedInNavigationControllez") == nil)
    #expect(find("i") == nil)
    #expect(find("idd") == nil)
    #expect(find("") == nil)
    // U+212A KELVIN SIGN is canonically equivalent to "K": Swift's strings are equal, so the key matches.
    #expect(find("\u{212A}ind") == 1)
}

@Test func mappingKeyCasesAreTheirDecodersKeysInOrder() {
    func names<Key: MappingKey & CaseIterable>(_: Key.Type) -> [String] {
        Key.allCases.map { "\($0)" }
    }
    #expect(names(ScreenKey.self) == GraphFileDecoder.screenKeys)
    #expect(names(ParameterKey.self) == GraphFileDecoder.parameterKeys)
    #expect(names(SegueKey.self) == GraphFileDecoder.segueKeys)
    #expect(names(NavigationItemKey.self) == GraphFileDecoder.navigationItemKeys)
    #expect(names(BarItemKey.self) == GraphFileDecoder.barItemKeys)
    #expect(SegueKey.allCases.filter { $0.isSheetKey }.map { "\($0)" } == GraphFileDecoder.sheetKeys)
    for key in ScreenKey.allCases { #expect(ScreenKey.table.keys[key.rawValue] == "\(key)") }
}

@Test func duplicateKeysAreFoundByPositionAndBySpelling() {
    var seen = SeenKeys()
    let location = SourceLocation(file: "f", line: 1, column: 1, length: 1)
    seen.insert("caf\u{E9}", at: location)
    seen.insert("title", at: location, id: 4)
    #expect(seen.location(of: "title", id: 4) != nil)
    #expect(seen.location(of: "id", id: 0) == nil)
    // Two spellings of one word in Unicode's sense are one key, as before.
    #expect(seen.location(of: "cafe\u{301}", id: -1) != nil)
    #expect(Array(seen.ids) == [-1, 4])
}
