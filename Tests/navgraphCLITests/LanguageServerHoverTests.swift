import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

@Suite struct LanguageServerHoverTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/hover.navgraph.yaml"

    private var graph: String { LanguageServerCompletionTests.graph + "# NG201 is an unknown name\n" }

    /// The hover replies at `positions` of `text` (opened as `graph`, then changed to `text` when given).
    private func hovers(_ positions: [(Int, Int)], text: String? = nil) throws -> [[String: Any]] {
        try replies(
            opening: [OpenedDocument(uri: uri, text: graph)],
            changing: text.map { [OpenedDocument(uri: uri, text: $0)] } ?? [],
            positions.map { DocumentRequest.at("textDocument/hover", uri, $0.0, $0.1) })
    }

    @Test func aScreenReferenceShowsItsTitleParametersAndWaysIn() throws {
        // Line 10: `      open: { kind: show, to: detail, ...`; `detail` starts at column 30.
        let reply = try #require(try hovers([(10, 33)]).first)
        let markdown = try #require(hoverMarkdown(reply))
        #expect(markdown.hasPrefix("**detail**: screen titled “Detail”"))
        #expect(markdown.contains("- `sort`: `Sort` (required)"))
        #expect(markdown.contains("- `count`: `Int` = `1`"))
        #expect(markdown.contains("- `home` → `open` (show)"))
        #expect(rangeNumbers((reply["result"] as? [String: Any])?["range"]) == [10, 30, 10, 36])
    }

    @Test func aScreenDeclarationSaysItIsTheRootAndShowsItsEmojiTitle() throws {
        let markdown = try #require(hoverMarkdown(try hovers([(6, 3)])[0]))
        #expect(markdown.hasPrefix("**home**: screen titled “🙂 Home”"))
        #expect(markdown.contains("- the graph's root"))
        // The help screen is reached by the shared segue from every other screen.
        let help = try #require(hoverMarkdown(try hovers([(16, 3)])[0]))
        #expect(help.contains("- `home` → `showHelp` (modal)"))
        #expect(help.contains("- `detail` → `showHelp` (modal)"))
    }

    @Test func aSegueShowsItsKindDestinationAndArguments() throws {
        let results = try hovers([(10, 7), (8, 42)])
        let declared = try #require(hoverMarkdown(results[0]))
        #expect(declared.hasPrefix("**open**: show segue from `home` to `detail`"))
        #expect(declared.contains("- `sort`: `byDate`"))
        // `segue: open` in the toolbar item.
        #expect(hoverMarkdown(results[1]) == declared)
    }

    @Test func aKeyShowsItsMeaningAndACodeItsExplanation() throws {
        let results = try hovers([(10, 15), (2, 1), (19, 4)])
        #expect(hoverMarkdown(results[0]) == KeyDescriptions.meanings[.segue]?["kind"])
        #expect(hoverMarkdown(results[1]) == KeyDescriptions.meanings[.topLevel]?["root"])
        let code = try #require(DiagnosticCode(rawValue: "NG201"))
        let explanation = try #require(Explanations.explanation(for: code))
        #expect(hoverMarkdown(results[2]) == "**NG201**: \(explanation.summary)\n\n\(explanation.paragraph)")
    }

    @Test func aDocumentMidEditStillExplainsNamesAndNothingElseAnswers() throws {
        var lines = graph.components(separatedBy: "\n")
        // Cut halfway through, with an emoji (two UTF-16 units) before the name: `detail` starts at column 41.
        lines[10] = "      open: { kind: show, popTo: 🙂, to: detail, arguments: { sort: "
        let results = try hovers([(10, 43), (7, 14), (0, 20), (40, 0)], text: lines.joined(separator: "\n"))
        #expect(hoverMarkdown(results[0])?.hasPrefix("**detail**") == true)
        #expect(rangeNumbers((results[0]["result"] as? [String: Any])?["range"]) == [10, 41, 10, 47])
        for reply in results.dropFirst() {
            #expect(errorCode(reply) == nil)
            #expect(reply["result"] is NSNull)
        }
    }

    @Test func aHoverWithoutAPositionIsInvalidParams() throws {
        let results = try replies(
            opening: [],
            [DocumentRequest(method: "textDocument/hover", params: ["position": ["line": 0, "character": 0]])])
        #expect(errorCode(results[0]) == -32602)
    }
}
