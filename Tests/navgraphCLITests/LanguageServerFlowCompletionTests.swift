import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

/// Completion in flow files (`*.navflow.yaml`): their keys, the step commands, the names of the graph they test.
@Suite struct LanguageServerFlowCompletionTests {
    private static let flow = """
        graph: demo.navgraph.yaml
        steps:
          openDetail:
            - perform: open
        flows:
          first:
            - use: openDetail
            - perform: open
              with: { sort: byName }

        """

    /// The completion reply at the end of each of `lines` replaced in `flow` (line number, new text).
    private func completions(_ edits: [(Int, String)]) throws -> [[String: Any]] {
        let folder = try TemporaryFolder()
        try folder.write("demo.navgraph.yaml", LanguageServerCompletionTests.graph)
        let canonical = try #require(FileSystemSources().canonicalPath(of: folder.url.path))
        let uri = URL(fileURLWithPath: canonical + "/demo.navflow.yaml").absoluteString
        var results: [[String: Any]] = []
        for (line, text) in edits {
            var lines = Self.flow.components(separatedBy: "\n")
            lines[line] = text
            let request = DocumentRequest.at("textDocument/completion", uri, line, text.utf16.count)
            results += try replies(opening: [OpenedDocument(uri: uri, text: lines.joined(separator: "\n"))], [request])
        }
        return results
    }

    @Test func stepsOfferTheCommandsAndTheGraphsNames() throws {
        let results = try completions([
            (7, "    - "), (7, "    - perform: "), (8, "      with: { "), (8, "      with: { sort: "),
            (6, "    - use: "), (0, "gr"), (7, "    - tap: "),
        ])
        #expect(completionLabels(results[0]) == SimulationCommand.names + FlowCompletion.stepKeys)
        #expect(Set(completionLabels(results[1])) == ["open", "showHelp"])
        let open = completionItems(results[1]).first { $0["label"] as? String == "open" }
        #expect(open?["detail"] as? String == "home show → detail")
        #expect(completionLabels(results[2]) == ["sort", "count"])
        #expect(completionLabels(results[3]) == ["byDate", "byName"])
        #expect(completionLabels(results[4]) == ["openDetail"])
        #expect(completionLabels(results[5]) == FlowFileDecoder.topLevelKeys)
        #expect(completionLabels(results[6]) == ["compose"])
    }

    @Test func aFlowFileWhoseGraphIsMissingStillOffersItsCommands() throws {
        let uri = "file:///nonexistent-navgraph-lsp-test/alone.navflow.yaml"
        let text = "graph: missing.navgraph.yaml\nflows:\n  f:\n    - "
        let results = try replies(
            opening: [OpenedDocument(uri: uri, text: text)],
            [
                DocumentRequest.at("textDocument/completion", uri, 3, 6),
                DocumentRequest.at("textDocument/hover", uri, 0, 2),
            ])
        #expect(completionLabels(results[0]).contains("perform"))
        #expect(results[1]["result"] is NSNull)
    }
}
