import Foundation
import Testing

@testable import navgraph

@Suite struct LanguageServerDefinitionTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/definition.navgraph.yaml"

    private let graph = """
        navgraph: 1
        graph: Demo
        root: home
        screens:
          home: { title: "🙂", segues: { open: { kind: show, to: detail } } }
          detail: { title: D }

        """

    /// The replies to `definition` at each position, after opening `text`.
    private func definitions(_ text: String, at positions: [(Int, Int)]) throws -> [Any?] {
        var input = try initializeRequest()
        input += try lspMessage(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        for (index, (line, character)) in positions.enumerated() {
            input += try lspMessage(
                "textDocument/definition", id: 10 + index,
                ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        }
        let run = try runLanguageServer(input + shutdownAndExit())
        #expect(run.status == 0)
        return run.replies.filter { ($0["id"] as? Int).map { $0 >= 10 && $0 < 99 } ?? false }.map { $0["result"] }
    }

    @Test func aToValueAndTheRootGoToTheScreensKey() throws {
        // Line 4: `to: detail` starts at UTF-16 column 57 (the emoji before it is two units); 'home' is at 6.
        let results = try definitions(graph, at: [(4, 57), (4, 63), (2, 8), (4, 56), (0, 0)])
        #expect(results.count == 5)
        for result in results.prefix(2) {
            let location = result as? [String: Any]
            #expect(location?["uri"] as? String == uri)
            #expect(rangeNumbers(location?["range"]) == [5, 2, 5, 8])
        }
        #expect(rangeNumbers((results[2] as? [String: Any])?["range"]) == [4, 2, 4, 6])
        #expect(results[3] is NSNull)
        #expect(results[4] is NSNull)
    }

    @Test func anUndeclaredNameOrABrokenDocumentHasNoDefinition() throws {
        let undeclared = graph.replacingOccurrences(of: "to: detail", with: "to: detial")
        #expect(try definitions(undeclared, at: [(4, 57)]).first is NSNull)
        #expect(try definitions("navgraph: 1\nroot: [\n", at: [(1, 7)]).first is NSNull)
    }

    @Test func aDefinitionRequestWithoutAPositionIsInvalidParams() throws {
        let run = try runLanguageServer(
            try initializeRequest() + lspMessage("textDocument/definition", id: 4, ["textDocument": ["uri": uri]])
                + shutdownAndExit())
        #expect(errorCode(run.replies[1]) == -32602)
    }
}
