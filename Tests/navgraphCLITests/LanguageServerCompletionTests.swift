import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

@testable import navgraph

@Suite struct LanguageServerCompletionTests {
    private let uri = "file:///nonexistent-navgraph-lsp-test/completion.navgraph.yaml"

    static let graph = """
        navgraph: 1
        graph: Demo
        root: home
        enums:
          Sort: [byDate, byName]
        screens:
          home:
            title: "🙂 Home"
            toolbarItems: [{ id: compose, segue: open }]
            segues:
              open: { kind: show, to: detail, arguments: { sort: byDate } }
          detail:
            title: Detail
            parameters:
              sort: Sort
              count: { type: Int, default: 1 }
          help: { title: Help }
        segues:
          showHelp: { kind: modal, from: all, to: help }

        """

    /// `graph` with its line `line` (0-based) replaced by `text`.
    private func replacing(line: Int, with text: String) -> String {
        var lines = Self.graph.components(separatedBy: "\n")
        lines[line] = text
        return lines.joined(separator: "\n")
    }

    /// The completion reply at the end of line `line` of `text`, opened as `Self.graph` then changed to `text`.
    private func completion(_ text: String, line: Int, character: Int? = nil) throws -> [String: Any] {
        let lineText = text.components(separatedBy: "\n")[line]
        let request = DocumentRequest.at("textDocument/completion", uri, line, character ?? lineText.utf16.count)
        let opened = OpenedDocument(uri: uri, text: Self.graph)
        return try #require(
            try replies(opening: [opened], changing: [OpenedDocument(uri: uri, text: text)], [request]).first)
    }

    @Test func aToValueOffersTheScreensWithTheirTitlesEvenWhenTheDocumentDoesNotParse() throws {
        // The line is cut after `to: de`: the YAML is broken, the names come from the last good check.
        let line = "  home: { title: \"🙂\", segues: { close: { kind: show, to: de"
        let reply = try completion(replacing(line: 6, with: line), line: 6)
        let items = completionItems(reply)
        #expect(Set(completionLabels(reply)) == ["home", "detail", "help"])
        let detail = try #require(items.first { $0["label"] as? String == "detail" })
        #expect(detail["detail"] as? String == "Detail")
        #expect(detail["kind"] as? Int == 7)
        let edit = try #require(detail["textEdit"] as? [String: Any])
        // `de` ends the line; the emoji before it is two UTF-16 units.
        let end = line.utf16.count
        #expect(rangeNumbers(edit["range"]) == [6, end - 2, 6, end])
        #expect(edit["newText"] as? String == "detail")
    }

    @Test func aSegueValueOffersTheScreensOwnAndSharedSegues() throws {
        let text = replacing(line: 8, with: "    toolbarItems: [{ id: compose, segue: ")
        let reply = try completion(text, line: 8)
        #expect(Set(completionLabels(reply)) == ["open", "showHelp"])
        let open = try #require(completionItems(reply).first { $0["label"] as? String == "open" })
        #expect(open["detail"] as? String == "show → detail")
    }

    @Test func argumentsOfferTheDestinationsParametersAndAnEnumParametersCases() throws {
        let keys = try completion(
            replacing(line: 10, with: "      open: { kind: show, to: detail, arguments: { "), line: 10)
        #expect(completionLabels(keys) == ["sort", "count"])
        #expect(completionItems(keys).first?["detail"] as? String == "Sort")
        let edit = completionItems(keys).first?["textEdit"] as? [String: Any]
        #expect(edit?["newText"] as? String == "sort: ")
        let values = try completion(
            replacing(line: 10, with: "      open: { kind: show, to: detail, arguments: { sort: by"), line: 10)
        #expect(completionLabels(values) == ["byDate", "byName"])
        let forward = try completion(
            replacing(line: 10, with: "      open: { kind: show, to: detail, forward: ["), line: 10)
        #expect(completionLabels(forward) == ["sort", "count"])
    }

    @Test func choiceKeysOfferTheDecodersChoices() throws {
        let kinds = try completion(replacing(line: 10, with: "      open: { kind: "), line: 10)
        #expect(completionLabels(kinds) == SegueKind.allCases.map(\.rawValue))
        let afterColon = try completion(replacing(line: 16, with: "    modalPresentationStyle:"), line: 16)
        #expect(completionLabels(afterColon) == PresentationStyle.allCases.map(\.rawValue))
        let edit = completionItems(afterColon).first?["textEdit"] as? [String: Any]
        #expect((edit?["newText"] as? String)?.hasPrefix(" ") == true)
        let system = try completion(replacing(line: 8, with: "    toolbarItems: [{ id: compose, system: "), line: 8)
        #expect(completionLabels(system) == SystemItem.allCases.map(\.rawValue))
    }

    @Test func keysComeFromTheSchemaWithTheirMeaningsAndLeaveOutThoseGiven() throws {
        let reply = try completion(replacing(line: 16, with: "    "), line: 16)
        let labels = completionLabels(reply)
        let screenKeys = SchemaPlace.fileTop.following([.key("screens"), .key("x")]).keys.map(\.name)
        // The detail screen already has a title and parameters.
        #expect(labels == screenKeys.filter { $0 != "title" && $0 != "parameters" })
        #expect(labels.contains("deepLinks"))
        let item = try #require(completionItems(reply).first { $0["label"] as? String == "deepLinks" })
        let meaning = try #require(KeyDescriptions.meanings[.screen]?["deepLinks"])
        #expect((item["documentation"] as? [String: Any])?["value"] as? String == meaning)
        #expect(item["detail"] as? String == CompletionCandidate.firstSentence(meaning))
        #expect(item["kind"] as? Int == 10)
        let top = try completion(Self.graph + "ro", line: 19)
        #expect(completionLabels(top).contains("include"))
        #expect(!completionLabels(top).contains("root"))
    }

    @Test func namesDeclaredInAnIncludedFileAreOffered() throws {
        let folder = try TemporaryFolder()
        try folder.write("part.navgraph.yaml", "navgraph: 1\nscreens:\n  farAway: { title: Far }\n")
        let canonical = try #require(FileSystemSources().canonicalPath(of: folder.url.path))
        let mainURI = URL(fileURLWithPath: canonical + "/main.navgraph.yaml").absoluteString
        let partURI = URL(fileURLWithPath: canonical + "/part.navgraph.yaml").absoluteString
        let main =
            "navgraph: 1\ngraph: G\nroot: home\ninclude: part.navgraph.yaml\nscreens:\n  home:\n    segues:\n      go: { kind: show, to: "
        // Opened whole, then cut after `to: `: the names come from the last check that could read the graph.
        let fromMain = try replies(
            opening: [OpenedDocument(uri: mainURI, text: main + "home }\n")],
            changing: [OpenedDocument(uri: mainURI, text: main)],
            [DocumentRequest.at("textDocument/completion", mainURI, 7, 35)])
        #expect(Set(completionLabels(fromMain[0])) == ["home", "farAway"])
        // In the part, open beside its main file, the main file's screens are offered too.
        let part = "navgraph: 1\nscreens:\n  farAway:\n    segues:\n      back: { kind: show, to: h"
        let fromPart = try replies(
            opening: [
                OpenedDocument(uri: mainURI, text: main + "farAway }\n"), OpenedDocument(uri: partURI, text: part),
            ],
            [DocumentRequest.at("textDocument/completion", partURI, 4, 34)])
        #expect(Set(completionLabels(fromPart[0])) == ["home", "farAway"])
    }

    @Test func badParamsAreInvalidAndUnknownDocumentsOrCommentsOfferNothing() throws {
        let results = try replies(
            opening: [OpenedDocument(uri: uri, text: Self.graph + "# a comment, to: \n")],
            [
                DocumentRequest(method: "textDocument/completion", params: ["textDocument": ["uri": uri]]),
                DocumentRequest.at("textDocument/completion", "file:///elsewhere.navgraph.yaml", 0, 0),
                DocumentRequest.at("textDocument/completion", uri, 19, 17),
                DocumentRequest.at("textDocument/completion", uri, 900, 4),
            ])
        #expect(errorCode(results[0]) == -32602)
        for reply in results.dropFirst() {
            #expect(errorCode(reply) == nil)
            #expect(completionLabels(reply).isEmpty)
        }
    }

    @Test func theCapabilityAnnouncesTheTriggerCharacters() throws {
        let run = try runLanguageServer(try initializeRequest() + shutdownAndExit())
        let capabilities = (run.replies[0]["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        let provider = capabilities?["completionProvider"] as? [String: Any]
        #expect(provider?["triggerCharacters"] as? [String] == [":", " "])
    }
}
