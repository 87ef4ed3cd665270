import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

/// `ArgumentValue(json:)`, the linear reader of app-type values and snapshots, and `canonicalJSON`, its writer.
@Suite struct ArgumentValueJSONTests {
    private func nested(_ depth: Int, object: Bool = false) -> String {
        object
            ? String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            : String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    @Test func readsWhatJSONEncoderWrites() throws {
        let value = ArgumentValue.object([
            "text": .string("a \"q\" \\ é 😀 \u{1} \u{2028}"), "n": .int(-42), "d": .double(2.5), "big": .double(1e300),
            "list": .array([.null, .bool(true), .bool(false), .array([]), .object([:])]),
        ])
        let data = try JSONEncoder().encode(value)
        #expect(ArgumentValue(json: data) == value)
        #expect(ArgumentValue(json: Data(value.canonicalJSON.utf8)) == value)
    }

    @Test func readsEscapesAndNumbersAsJSONWritesThem() {
        #expect(ArgumentValue(json: #" "\ud83d\ude00\u00e9\/\n" "#.utf8) == .string("😀é/\n"))
        #expect(ArgumentValue(json: "1.0".utf8) == .double(1))
        #expect(ArgumentValue(json: "-0".utf8) == .int(0))
        #expect(ArgumentValue(json: "1E+2".utf8) == .double(100))
        #expect(ArgumentValue(json: "9223372036854775808".utf8) == .double(9_223_372_036_854_775_808))
    }

    @Test(arguments: [
        "", "[", "[1,]", "{\"a\":1,}", "01", "1.", ".5", "+1", "tru", "nul", "[1] x", "'a'", "\"a", "\"\t\"",
        #""\ud800""#, #""\udc00x""#, #""\x""#, "{\"a\":1,\"a\":2}", "{1:2}", "1e999", "1e-400", "NaN",
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(ArgumentValue(json: text.utf8) == nil)
    }

    @Test func refusesInvalidUTF8InAString() {
        #expect(ArgumentValue(json: [0x22, 0xFF, 0x22]) == nil)
    }

    @Test func nestsUpToTheLimitAndNoDeeper() {
        let limit = ArgumentValue.maximumJSONDepth
        #expect(ArgumentValue(json: nested(limit).utf8) != nil)
        #expect(ArgumentValue(json: nested(limit, object: true).utf8) != nil)
        #expect(ArgumentValue(json: nested(limit + 1).utf8) == nil)
        #expect(ArgumentValue(json: nested(limit + 1, object: true).utf8) == nil)
        #expect(ArgumentValue(json: String(repeating: "[", count: 100_000).utf8) == nil)
    }

    /// Before the linear reader, `JSONDecoder` took seconds for one value 500 deep and grew with the cube of the
    /// depth: twenty such values, arrays and objects, take well under a second now, in a debug build too.
    @Test func deeplyNestedValuesReadInLinearTime() throws {
        let depth = ArgumentValue.maximumJSONDepth
        let entries = (0..<20).map { index in
            #"{"path":"main/s\#(index)","screen":"s","arguments":{"v":\#(nested(depth - 5, object: index % 2 == 0))}}"#
        }
        let snapshot = #"""
            {"formatVersion":2,"graph":"G","fingerprint":"f","rootIncluded":true,"presentations":[],
             "stack":[\#(entries.joined(separator: ","))]}
            """#
        let start = ContinuousClock.now
        let read = try RestorationSnapshot(data: Data(snapshot.utf8))
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(read.stack.count == 20)
        #expect(read.stack[1].arguments["v"] == ArgumentValue(json: nested(depth - 5).utf8))
    }

    @Test func aSnapshotOfAnotherShapeIsCorruptWithItsPath() {
        let wrong =
            #"{"formatVersion":2,"graph":"G","fingerprint":"f","rootIncluded":true,"presentations":[],"#
            + #""stack":[{"path":1}]}"#
        #expect(throws: NavigationError.corruptSnapshot(reason: "wrong type at 'stack.0.path'")) {
            try RestorationSnapshot(data: Data(wrong.utf8))
        }
        #expect(throws: NavigationError.self) { try RestorationSnapshot(data: Data("[".utf8)) }
    }

    @Test func canonicalJSONWritesDeepValuesWhole() throws {
        let deep = try #require(ArgumentValue(json: nested(300, object: true).utf8))
        #expect(deep.canonicalJSON == nested(300, object: true))
        var value = ArgumentValue.int(1)
        for _ in 0..<5_000 { value = .array([value]) }
        #expect(value.canonicalJSON.count == 10_001)
    }

    @Test func appTypesEncodeThroughTheReader() throws {
        struct Draft: Codable, Equatable { var subject: String; var cc: [String] }
        let value = try ArgumentValue(encoding: Draft(subject: "Hi", cc: ["a"]))
        #expect(value == .object(["subject": .string("Hi"), "cc": .array([.string("a")])]))
        #expect(value.decode(Draft.self) == Draft(subject: "Hi", cc: ["a"]))
    }
}
