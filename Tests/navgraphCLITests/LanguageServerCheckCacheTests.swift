import Foundation
import Testing

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
}
