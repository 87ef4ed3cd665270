import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

/// Completion and hover reuse the check made when the document last changed.
@Suite struct LanguageServerCheckCacheTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/cache.navgraph.yaml"

    private func send(_ server: inout LanguageServer, _ bytes: [UInt8]) throws {
        var reader = FrameReader(input: ScriptedInput(bytes), bodyLimit: 1 << 20)
        while true {
            let frame = reader.next()
            if case .end = frame { return }
            _ = server.handle(frame)
        }
    }

    @Test func requestsReuseTheLastCheckUntilADocumentChanges() throws {
        var server = LanguageServer()
        try send(&server, initializeRequest())
        try send(
            &server,
            lspMessage(
                "textDocument/didOpen",
                [
                    "textDocument": [
                        "uri": uri, "languageId": "yaml", "version": 1, "text": LanguageServerCompletionTests.graph,
                    ]
                ]))
        #expect(server.live.cache.checksRun == 1)
        let methods = ["textDocument/completion", "textDocument/hover", "textDocument/completion"]
        for (index, method) in methods.enumerated() {
            let request = DocumentRequest.at(method, uri, 10, 33)
            try send(&server, lspMessage(request.method, id: 5 + index, request.params))
        }
        #expect(server.live.cache.checksRun == 1)
        try send(
            &server,
            lspMessage(
                "textDocument/didChange",
                ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": "navgraph: 1\n"]]]))
        // The change waits for quiet input; the next request checks the new text, once.
        for index in 0..<2 {
            let request = DocumentRequest.at("textDocument/hover", uri, 0, 1)
            try send(&server, lspMessage(request.method, id: 10 + index, request.params))
        }
        #expect(server.live.cache.checksRun == 2)
    }

    /// The codes of the diagnostics `messages` publish for `uri`.
    private func publishedCodes(_ messages: [JSONValue]) -> [[String]] {
        messages.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }.map { message in
            (message["params"]?["diagnostics"]?.elements ?? []).compactMap { $0["code"]?.string }
        }
    }

    private func change(_ server: inout LanguageServer, version: Int, line: Int, from: Int, to: Int, _ text: String)
        throws -> [JSONValue]
    {
        let bytes = try lspMessage(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": lspRange(line, from, line, to), "text": text]],
            ])
        var reader = FrameReader(input: ScriptedInput(bytes), bodyLimit: 1 << 20)
        return server.handle(reader.next())
    }

    /// A change inside one screen reads that screen again from the check before it, not the whole graph; a change
    /// that adds a line reads the whole graph.
    @Test func aChangeInsideAScreenReadsThatScreenAgain() throws {
        var server = LanguageServer()
        try send(
            &server,
            lspMessage(
                "initialize", id: 1, ["capabilities": [:], "initializationOptions": ["diagnosticsDelay": 0]]))
        let text =
            "navgraph: 1\ngraph: Demo\nroot: home\nscreens:\n  home:\n    title: Home\n    segues:\n"
            + "      open: { kind: show, to: next }\n  next:\n    title: Next\n"
        try send(
            &server,
            lspMessage(
                "textDocument/didOpen",
                ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]))
        #expect(server.live.cache.checksRun == 1)
        // `to: next` (line 7, characters 30 to 34) made `to: nxt`: the segue's target is unknown.
        let typo = try change(&server, version: 2, line: 7, from: 30, to: 34, "nxt")
        #expect(publishedCodes(typo) == [["NG201"]])
        #expect(server.live.cache.checksRun == 2)
        #expect(server.live.cache.screensReadAgain == 1)
        let fixed = try change(&server, version: 3, line: 7, from: 30, to: 33, "next")
        #expect(publishedCodes(fixed) == [[]])
        #expect(server.live.cache.screensReadAgain == 2)
        // A line break moves the lines after it: the whole graph is read.
        let broken = try change(&server, version: 4, line: 5, from: 15, to: 15, "\n")
        #expect(publishedCodes(broken) == [[]])
        #expect(server.live.cache.checksRun == 4)
        #expect(server.live.cache.screensReadAgain == 2)
    }
}
