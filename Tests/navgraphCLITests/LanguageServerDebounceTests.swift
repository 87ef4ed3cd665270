import Foundation
import Testing

@testable import navgraph

/// A burst of changes is checked once, after the input has been quiet for the server's delay, on the newest text;
/// requests are answered at once meanwhile.
@Suite struct LanguageServerDebounceTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/debounce.navgraph.yaml"
    private let text = "navgraph: 1\ngraph: Demo\nroot: home\nscreens:\n  home: { title: \"🙂\" }\n"

    private func open() throws -> [UInt8] {
        try lspMessage(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
    }

    /// `root: home` (line 2, characters 6 to 10) changed to `root: <name>`.
    private func renameRoot(version: Int, to name: String) throws -> [UInt8] {
        try lspMessage(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [
                    ["range": lspRange(2, 6, 2, 10), "text": name + String(repeating: " ", count: 4 - name.count)]
                ],
            ])
    }

    private func published(_ replies: [[String: Any]]) -> [(version: Int?, codes: [String])] {
        replies.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.map { reply in
            let params = reply["params"] as? [String: Any]
            let diagnostics = params?["diagnostics"] as? [[String: Any]] ?? []
            return (params?["version"] as? Int, diagnostics.compactMap { $0["code"] as? String })
        }
    }

    @Test func aBurstOfChangesIsCheckedOnceAfterItOnTheNewestText() throws {
        let start = try initializeRequest() + open()
        let burst =
            try renameRoot(version: 2, to: "hme")
            + renameRoot(version: 3, to: "hom")
            // Answered at once, on the newest text: 'hom' is no screen, so no definition.
            + lspMessage(
                "textDocument/definition", id: 5,
                ["textDocument": ["uri": uri], "position": ["line": 2, "character": 7]])
            + renameRoot(version: 4, to: "hm")
        let run = try runLanguageServer(
            start + burst + shutdownAndExit(), pauses: [start.count, start.count + burst.count])
        #expect(run.status == 0)
        let publishes = published(run.replies)
        #expect(publishes.map(\.version) == [1, 4])
        #expect(publishes.last?.codes == ["NG201"])
        let answer = try #require(run.replies.first { $0["id"] as? Int == 5 })
        #expect(answer["result"] is NSNull)
        // The definition was answered before the burst's one check.
        let answerIndex = try #require(run.replies.firstIndex { $0["id"] as? Int == 5 })
        let lastPublish = try #require(run.replies.lastIndex { $0["method"] as? String != nil })
        #expect(answerIndex < lastPublish)
    }

    @Test func aDelayOfZeroChecksEveryChangeAtOnce() throws {
        let initialize = try lspMessage(
            "initialize", id: 1, ["capabilities": [:], "initializationOptions": ["diagnosticsDelay": 0]])
        let run = try runLanguageServer(
            initialize + open() + renameRoot(version: 2, to: "hme") + renameRoot(version: 3, to: "home")
                + shutdownAndExit(), pauses: [])
        #expect(published(run.replies).map(\.version) == [1, 2, 3])
        #expect(published(run.replies).map(\.codes) == [[], ["NG201"], []])
    }

    @Test func theServerWaitsOnlyWhileACheckIsPendingForTheConfiguredDelay() throws {
        var server = LanguageServer()
        _ = server.handle(
            .message(
                Array(
                    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"initializationOptions":{"diagnosticsDelay":40}}}"#
                        .utf8)))
        let body = try JSONSerialization.data(
            withJSONObject: [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "version": 1, "text": text]],
            ])
        #expect(server.handle(.message(Array(body))).count == 1)
        #expect(server.idleDelay == nil)
        let change = try JSONSerialization.data(
            withJSONObject: [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text + "x: ["]],
                ],
            ])
        #expect(server.handle(.message(Array(change))).isEmpty)
        #expect(server.idleDelay == 40)
        let published = server.inputIsIdle()
        #expect(published.count == 1)
        #expect(server.idleDelay == nil)
        #expect(server.inputIsIdle().isEmpty)
    }

    @Test func anInputThatEndsInTheMiddleOfABurstChecksNothingMore() throws {
        let start = try initializeRequest() + open()
        let run = try runLanguageServer(start + renameRoot(version: 2, to: "hme"), pauses: [])
        #expect(run.status == 1)
        #expect(published(run.replies).map(\.version) == [1])
    }
}
