import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `navgraph lsp` over pipes, talked to as an editor does (waiting for answers): a change is published
/// only because the input then stays quiet (the server waits on standard input with `poll`). No time is measured.
@Suite struct LanguageServerQuietInputTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/quiet.navgraph.yaml"

    @Test func aChangeIsCheckedOnceTheClientSendsNothingMore() throws {
        let process = Process()
        process.executableURL = try navgraphExecutable()
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that never answers must fail the test, not hang it: killed after a minute.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        var reader = ReplyReader(handle: output.fileHandleForReading)
        func send(_ bytes: [UInt8]) { input.fileHandleForWriting.write(Data(bytes)) }

        send(try initializeRequest())
        #expect(try reader.next()?["id"] as? Int == 1)
        let text = "navgraph: 1\ngraph: Demo\nroot: home\nscreens:\n  home: { title: \"🙂\" }\n"
        send(
            try lspMessage(
                "textDocument/didOpen",
                ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]))
        #expect(try reader.next()?["method"] as? String == "textDocument/publishDiagnostics")
        send(
            try lspMessage(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": uri, "version": 2],
                    "contentChanges": [["range": lspRange(2, 6, 2, 10), "text": "hme"]],
                ]))
        let published = try #require(try reader.next())
        let params = published["params"] as? [String: Any]
        #expect(params?["version"] as? Int == 2)
        let codes = (params?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["NG201"])
        send(try shutdownAndExit())
        #expect(try reader.next()?["id"] as? Int == 99)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Reads framed replies from a pipe as they come.
private struct ReplyReader {
    let handle: FileHandle
    var buffer: [UInt8] = []

    /// The next reply; nil when the output ended first.
    mutating func next() throws -> [String: Any]? {
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let end = (0..<max(0, buffer.count - 3)).first(where: { buffer[$0..<$0 + 4].elementsEqual(separator) }) {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                let length = Int(header.dropFirst("Content-Length: ".count)) ?? 0
                if buffer.count >= end + 4 + length {
                    let body = Data(buffer[(end + 4)..<(end + 4 + length)])
                    buffer.removeFirst(end + 4 + length)
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any]
                }
            }
            let data = handle.availableData
            if data.isEmpty { return nil }
            buffer += data
        }
    }
}
