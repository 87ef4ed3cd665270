import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

/// Did-you-mean notes offered as quick fixes.
@Suite struct LanguageServerCodeActionTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/actions.navgraph.yaml"

    private let graph = """
        navgraph: 1
        graph: Demo
        root: home
        screens:
          home: { title: "🙂", segues: { open: { knd: show, to: detial } } }
          detail: { title: D }

        """

    /// The result of `codeAction` for each range (and `only`), after opening `text`.
    private func actions(_ text: String, _ requests: [([String: Any], [String]?)]) throws -> [Any?] {
        var input = try initializeRequest()
        input += try lspMessage(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        for (index, (range, only)) in requests.enumerated() {
            var context: [String: Any] = ["diagnostics": []]
            if let only { context["only"] = only }
            input += try lspMessage(
                "textDocument/codeAction", id: 10 + index,
                ["textDocument": ["uri": uri], "range": range, "context": context])
        }
        let run = try runLanguageServer(input + shutdownAndExit())
        return run.replies.filter { ($0["id"] as? Int).map { $0 >= 10 && $0 < 99 } ?? false }.map { $0["result"] }
    }

    private func edits(_ action: [String: Any]) -> [[String: Any]] {
        let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any]
        return changes?[uri] as? [[String: Any]] ?? []
    }

    @Test func aMisspeltNameIsReplacedByTheSuggestion() throws {
        let results = try actions(graph, [(lspRange(4, 0, 4, 90), nil), (lspRange(4, 60, 4, 60), ["quickfix"])])
        let all = try #require(results.first as? [[String: Any]])
        // The unknown key 'knd' proposes 'kind' (the value 'show' fits it); the unknown screen 'detial' 'detail'.
        // 'knd' stops the decoding of its segue, so only the key is found first.
        #expect(all.map { $0["kind"] as? String } == all.map { _ in "quickfix" })
        let titles = all.compactMap { $0["title"] as? String }
        try #require(titles == ["Change to 'kind'"])
        #expect(rangeNumbers(edits(all[0]).first?["range"]) == [4, 41, 4, 44])
        let diagnostics = all[0]["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.first?["code"] as? String == "NG004")
        #expect(all[0]["isPreferred"] as? Bool == true)
        let fixed = graph.replacingOccurrences(of: "knd", with: "kind")
        let second = try actions(fixed, [(lspRange(4, 60, 4, 60), ["quickfix"]), (lspRange(4, 0, 4, 5), nil)])
        let atName = try #require(second.first as? [[String: Any]])
        try #require(atName.map { $0["title"] as? String } == ["Change to 'detail'"])
        // After the emoji (two UTF-16 units): 'detial' is at 57 to 63.
        #expect(rangeNumbers(edits(atName[0]).first?["range"]) == [4, 57, 4, 63])
        #expect(edits(atName[0]).first?["newText"] as? String == "detail")
        #expect((second.last as? [Any])?.isEmpty == true)
    }

    @Test func otherKindsABrokenDocumentAndAnUnknownOneGetNone() throws {
        let results = try actions(graph, [(lspRange(4, 0, 4, 90), ["refactor"])])
        #expect((results.first as? [Any])?.isEmpty == true)
        let broken = try actions("navgraph: 1\nroot: [\n", [(lspRange(0, 0, 3, 0), nil)])
        #expect((broken.first as? [Any])?.isEmpty == true)
        let run = try runLanguageServer(
            try initializeRequest()
                + lspMessage(
                    "textDocument/codeAction", id: 4,
                    ["textDocument": ["uri": "file:///nowhere.navgraph.yaml"], "range": lspRange(0, 0, 0, 0)])
                + shutdownAndExit())
        #expect((run.replies[1]["result"] as? [Any])?.isEmpty == true)
    }

    @Test func aRequestWithoutARangeIsInvalidParams() throws {
        let run = try runLanguageServer(
            try initializeRequest() + lspMessage("textDocument/codeAction", id: 4, ["textDocument": ["uri": uri]])
                + shutdownAndExit())
        #expect(errorCode(run.replies[1]) == -32602)
    }

    @Test func onlyDidYouMeanNotesOfTheDiagnosticsOwnPlaceAreFixes() {
        #expect(QuickFixes.suggestion(DiagnosticNote("did you mean 'detail'?")) == "detail")
        #expect(QuickFixes.suggestion(DiagnosticNote("did you mean 'kind: show'?")) == nil)
        let elsewhere = SourceLocation(file: "other.navgraph.yaml", line: 1, column: 1)
        #expect(QuickFixes.suggestion(DiagnosticNote("did you mean 'detail'?", at: elsewhere)) == nil)
        #expect(QuickFixes.suggestion(DiagnosticNote("'title' given here")) == nil)
        #expect(QuickFixes.suggestion(DiagnosticNote("did you mean ''?")) == nil)
    }
}
