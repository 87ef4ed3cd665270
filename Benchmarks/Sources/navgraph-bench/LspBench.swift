import Foundation

/// The language server row: `navgraph lsp` as a process over pipes, as an editor runs it, on the 10,000-screen
/// benchmark graph: the time from `didOpen` to its diagnostics, the median time from a one-character `didChange`
/// to its diagnostics (the server's delay set to 0, so the figure is the check itself), and the server's peak memory.
enum LspBench {
    static let screens = 10_000
    static let edits = 9

    static func run(navgraph: String, work: URL) {
        print("\n## Language server (`navgraph lsp` over pipes; memory = peak RSS of the server)\n")
        print(
            "| screens | file MB | open → diagnostics s | edit → diagnostics ms (median of \(edits)) | fastest ms | slowest ms | peak MB |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|")
        do {
            let row = try measure(navgraph: navgraph, work: work)
            print(
                "| \(screens) | \(format(row.megabytes, 1)) | \(format(row.open)) | \(format(row.median * 1000, 0)) | "
                    + "\(format(row.fastest * 1000, 0)) | \(format(row.slowest * 1000, 0)) | \(format(row.peak, 0)) |")
        } catch {
            print("| \(screens) (failed: \(error)) | | | | | | |")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static func measure(navgraph: String, work: URL) throws -> (
        megabytes: Double, open: Double, median: Double, fastest: Double, slowest: Double, peak: Double
    ) {
        let file = work.appendingPathComponent("lsp\(screens).navgraph.yaml")
        let text = LargeGraph.yaml(screens: screens)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let uri = file.absoluteString
        let server = try ServerProcess(navgraph: navgraph)
        try server.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["capabilities": [:], "initializationOptions": ["diagnosticsDelay": 0]],
        ])
        _ = try server.waitFor { $0["id"] as? Int == 1 }
        let start = DispatchTime.now().uptimeNanoseconds
        try server.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
        ])
        try server.waitForDiagnostics(uri: uri, version: 1)
        let open = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // The title of the middle screen: `    title: "Screen 5000 {itemID}"`, its first digit changed back and forth.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.contains("title: \"Screen \(screens / 2) ") }) else {
            throw Failure(description: "no middle screen")
        }
        let character = lines[line].count - "000 {itemID}\"".count - 1
        var times: [Double] = []
        for edit in 0..<edits {
            let version = edit + 2
            let begin = DispatchTime.now().uptimeNanoseconds
            try server.send([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [
                        [
                            "range": [
                                "start": ["line": line, "character": character],
                                "end": ["line": line, "character": character + 1],
                            ],
                            "text": edit.isMultiple(of: 2) ? "6" : "5",
                        ]
                    ],
                ],
            ])
            try server.waitForDiagnostics(uri: uri, version: version)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9)
        }
        let peak = server.peakMegabytes()
        try server.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = try server.waitFor { $0["id"] as? Int == 2 }
        try server.send(["jsonrpc": "2.0", "method": "exit"])
        server.process.waitUntilExit()
        let sorted = times.sorted()
        return (
            Double(text.utf8.count) / 1e6, open, sorted[sorted.count / 2], sorted.first ?? 0, sorted.last ?? 0, peak
        )
    }
}

/// `navgraph lsp` as a child process: framed messages written to its input, replies read from its output.
private final class ServerProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    init(navgraph: String) throws {
        process.executableURL = URL(fileURLWithPath: navgraph)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Reads replies until one satisfies `isWanted`.
    func waitFor(_ isWanted: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            let reply = try next()
            if isWanted(reply) { return reply }
        }
    }

    func waitForDiagnostics(uri: String, version: Int) throws {
        _ = try waitFor { reply in
            let params = reply["params"] as? [String: Any]
            return reply["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri
                && params?["version"] as? Int == version
        }
    }

    /// The server's peak resident memory so far (`VmHWM` of /proc), in megabytes; 0 where /proc is missing.
    func peakMegabytes() -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }

    /// The next message of the server.
    private func next() throws -> [String: Any] {
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let headerEnd = find(separator) {
                let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
                guard let length = Int(header.dropFirst("Content-Length: ".count)) else {
                    throw LspBench.Failure(description: "bad header '\(header)'")
                }
                let start = headerEnd + separator.count
                if buffer.count >= start + length {
                    let body = Data(buffer[start..<start + length])
                    buffer.removeFirst(start + length)
                    guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                        throw LspBench.Failure(description: "a reply is not an object")
                    }
                    return object
                }
            }
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw LspBench.Failure(description: "the server ended") }
            buffer += data
        }
    }

    private func find(_ separator: [UInt8]) -> Int? {
        guard buffer.count >= separator.count else { return nil }
        return (0...(buffer.count - separator.count)).first {
            buffer[$0..<$0 + separator.count].elementsEqual(separator)
        }
    }
}
