import Foundation
import Testing

@testable import navgraph

@Suite struct LanguageServerFramingTests {
    private func reader(_ text: String, bodyLimit: Int = 1000) -> FrameReader<ScriptedInput> {
        FrameReader(input: ScriptedInput(Array(text.utf8)), bodyLimit: bodyLimit)
    }

    @Test func readsMessagesBackToBackWithAnyHeaderCaseAndAContentType() {
        var frames = reader(
            "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
                + "Content-Length:3\r\n\r\n[1]")
        #expect(frames.next() == .message(Array("{}".utf8)))
        #expect(frames.next() == .message(Array("[1]".utf8)))
        #expect(frames.next() == .end)
    }

    @Test func neverReadsPastTheMessageItReturns() {
        var frames = reader("Content-Length: 2\r\n\r\n{}Content-Length: 9")
        #expect(frames.next() == .message(Array("{}".utf8)))
        #expect(frames.input.position == "Content-Length: 2\r\n\r\n{}".utf8.count)
    }

    @Test func refusesMalformedHeaders() {
        for header in [
            "Content-Length: abc", "Content-Length: -3", "Content-Length: 1e3", "no colon here", ": 3",
            "Content-Length: 99999999999999999999999",
        ] {
            var frames = reader(header + "\r\n\r\n")
            guard case .malformedHeader = frames.next() else {
                Issue.record("'\(header)' was accepted")
                continue
            }
        }
        var missing = reader("Content-Type: text/plain\r\n\r\n")
        #expect(missing.next() == .malformedHeader("the header 'Content-Length' is missing"))
        var twice = reader("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}")
        #expect(twice.next() == .malformedHeader("'Content-Length' is given twice"))
    }

    @Test func aHugeHeaderBlockIsRefusedWithoutKeepingIt() {
        var frames = reader("X-Padding: " + String(repeating: "a", count: 100_000) + "\r\n\r\n")
        guard case .malformedHeader(let reason) = frames.next() else {
            Issue.record("accepted")
            return
        }
        #expect(reason.contains("longer than"))
        #expect(frames.next() == .end)
    }

    @Test func skipsABodyOverTheLimitAndStaysInStep() {
        let big = String(repeating: " ", count: 50)
        var frames = reader("Content-Length: 50\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}", bodyLimit: 10)
        #expect(frames.next() == .tooLarge(50))
        #expect(frames.next() == .message(Array("{}".utf8)))
        #expect(frames.input.largestRead <= 65536)
    }

    @Test func aTruncatedMessageEndsTheInput() {
        var body = reader("Content-Length: 10\r\n\r\n{}")
        #expect(body.next() == .end)
        var header = reader("Content-Length: 10")
        #expect(header.next() == .end)
    }
}
