import Foundation
import Testing

@testable import navgraph

/// Diagnostics of every file of the checked graph, open or not; a part opened alone is checked through the main
/// file that includes it; flow files get what `navgraph test` reports when it loads them.
@Suite struct LanguageServerWorkspaceTests {
    private let folder: TemporaryFolder
    private let canonical: String

    init() throws {
        folder = try TemporaryFolder()
        // The folder as the disk names it (the temporary folder may be reached through a symbolic link).
        canonical = try #require(FileSystemSources().canonicalPath(of: folder.url.path))
    }

    private func uri(_ relative: String) -> String {
        URL(fileURLWithPath: canonical + "/" + relative).absoluteString
    }

    private func open(_ relative: String, _ text: String, version: Int = 1) throws -> [UInt8] {
        try lspMessage(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri(relative), "languageId": "yaml", "version": version, "text": text]])
    }

    /// The publishes in `replies`, by URI in order: each with its version and its diagnostics.
    private func publishes(_ replies: [[String: Any]]) -> [(uri: String, version: Int?, diagnostics: [[String: Any]])] {
        replies.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.map { reply in
            let params = reply["params"] as? [String: Any]
            return (
                params?["uri"] as? String ?? "", params?["version"] as? Int,
                params?["diagnostics"] as? [[String: Any]] ?? []
            )
        }
    }

    private let main =
        "navgraph: 1\ngraph: G\nroot: home\ninclude: [parts/part.navgraph.yaml]\nscreens:\n"
        + "  home: { title: H, segues: { open: { kind: show, to: detail } } }\n"

    @Test func anIncludedFileThatIsNotOpenGetsItsDiagnosticsAndLosesThemWithTheInclude() throws {
        try folder.write("main.navgraph.yaml", main)
        // Not open: its range is measured on the disk's text, the emoji two UTF-16 units.
        try folder.write(
            "parts/part.navgraph.yaml",
            "navgraph: 1\nscreens:\n  detail: { title: \"🙂\", segues: { up: { kind: show, to: hme } } }\n")
        let withoutInclude = main.replacingOccurrences(of: "include: [parts/part.navgraph.yaml]\n", with: "")
        let run = try runLanguageServer(
            try initializeRequest() + open("main.navgraph.yaml", main)
                + lspMessage(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": uri("main.navgraph.yaml"), "version": 2],
                        "contentChanges": [["text": withoutInclude]],
                    ]) + shutdownAndExit())
        let found = publishes(run.replies)
        #expect(
            found.map(\.uri) == [uri("main.navgraph.yaml"), uri("parts/part.navgraph.yaml")] + [
                uri("main.navgraph.yaml"), uri("parts/part.navgraph.yaml"),
            ])
        try #require(found.count == 4)
        #expect(found[0].diagnostics.isEmpty)
        #expect(found[1].version == nil)
        #expect(found[1].diagnostics.map { $0["code"] as? String } == ["NG201"])
        #expect(rangeNumbers(found[1].diagnostics.first?["range"]) == [2, 57, 2, 60])
        // Without the include: 'detail' is unknown in the main file, and the part's diagnostics are cleared.
        #expect(found[2].diagnostics.map { $0["code"] as? String } == ["NG201"])
        #expect(found[3].diagnostics.isEmpty)
    }

    @Test func closingTheLastDocumentOfAGraphClearsItsOtherFiles() throws {
        try folder.write("main.navgraph.yaml", main)
        try folder.write("parts/part.navgraph.yaml", "navgraph: 1\nscreens:\n  detail: { title: D, sgues: {} }\n")
        let run = try runLanguageServer(
            try initializeRequest() + open("main.navgraph.yaml", main)
                + lspMessage("textDocument/didClose", ["textDocument": ["uri": uri("main.navgraph.yaml")]])
                + shutdownAndExit())
        let found = publishes(run.replies)
        try #require(found.count == 4)
        #expect(found[1].uri == uri("parts/part.navgraph.yaml"))
        #expect(found[1].diagnostics.map { $0["code"] as? String } == ["NG004"])
        #expect(Set(found[2...].map(\.uri)) == [uri("main.navgraph.yaml"), uri("parts/part.navgraph.yaml")])
        #expect(found[2...].allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test func aPartOpenedAloneIsCheckedThroughTheMainFileAboveIt() throws {
        try folder.write("main.navgraph.yaml", main)
        try folder.write("parts/part.navgraph.yaml", "navgraph: 1\nscreens:\n  detail: { title: D }\n")
        // `home` is declared by the main file: known through it; `hoem` gets the main file's did-you-mean.
        let part = "navgraph: 1\nscreens:\n  detail: { title: \"𝄞\", segues: { up: { kind: show, to: hoem } } }\n"
        let run = try runLanguageServer(
            try initializeRequest() + open("parts/part.navgraph.yaml", part)
                + lspMessage(
                    "textDocument/codeAction", id: 3,
                    [
                        "textDocument": ["uri": uri("parts/part.navgraph.yaml")], "range": lspRange(2, 58, 2, 58),
                        "context": ["diagnostics": []],
                    ]) + shutdownAndExit())
        let found = publishes(run.replies)
        let partPublish = try #require(found.first { $0.uri == uri("parts/part.navgraph.yaml") })
        #expect(partPublish.version == 1)
        #expect(partPublish.diagnostics.map { $0["code"] as? String } == ["NG201"])
        #expect(rangeNumbers(partPublish.diagnostics.first?["range"]) == [2, 57, 2, 61])
        // The main file has no diagnostics and was never shown any: nothing is published for it.
        #expect(!found.contains { $0.uri == uri("main.navgraph.yaml") })
        let actions = try #require(run.replies.first { $0["id"] as? Int == 3 }?["result"] as? [[String: Any]])
        let changes = (actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any]
        let edit = (changes?[uri("parts/part.navgraph.yaml")] as? [[String: Any]])?.first
        #expect(edit?["newText"] as? String == "home")
    }

    @Test func aPartIncludedThroughAnotherPartFindsTheMainFileAboveBoth() throws {
        try folder.write("main.navgraph.yaml", main)
        try folder.write(
            "parts/part.navgraph.yaml",
            "navgraph: 1\ninclude: deeper.navgraph.yaml\nscreens:\n"
                + "  detail: { title: D, segues: { down: { kind: show, to: last } } }\n")
        // Only the part names this file; the main file is found through it.
        let deeper = "navgraph: 1\nscreens:\n  last: { title: L, segues: { up: { kind: show, to: detial } } }\n"
        try folder.write("parts/deeper.navgraph.yaml", deeper)
        let run = try runLanguageServer(
            try initializeRequest() + open("parts/deeper.navgraph.yaml", deeper) + shutdownAndExit())
        let found = publishes(run.replies)
        let own = try #require(found.first { $0.uri == uri("parts/deeper.navgraph.yaml") })
        #expect(own.diagnostics.map { $0["code"] as? String } == ["NG201"])
        let related = own.diagnostics.first?["relatedInformation"] as? [[String: Any]]
        #expect(related?.first?["message"] as? String == "did you mean 'detail'?")
    }

    @Test func aPartAloneIsCheckedThroughAMainFileThatStartsIncludingIt() throws {
        let withoutInclude = main.replacingOccurrences(of: "include: [parts/part.navgraph.yaml]\n", with: "")
        try folder.write("main.navgraph.yaml", withoutInclude)
        let part = "navgraph: 1\nscreens:\n  detail: { title: D, segues: { up: { kind: show, to: home } } }\n"
        try folder.write("parts/part.navgraph.yaml", part)
        let run = try runLanguageServer(
            try initializeRequest() + open("parts/part.navgraph.yaml", part)
                // The include, typed in the editor and not saved yet.
                + open("main.navgraph.yaml", main)
                + lspMessage(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": uri("parts/part.navgraph.yaml"), "version": 2],
                        "contentChanges": [["range": lspRange(2, 54, 2, 58), "text": "hom"]],
                    ]) + shutdownAndExit())
        let found = publishes(run.replies)
        try #require(found.count == 5)
        // Alone, the part misses its graph's keys; through the main file, it is fine.
        #expect(found[0].uri == uri("parts/part.navgraph.yaml"))
        #expect(!found[0].diagnostics.isEmpty)
        #expect(found[1].uri == uri("main.navgraph.yaml"))
        #expect(found[2].uri == uri("parts/part.navgraph.yaml"))
        #expect(found[2].diagnostics.isEmpty)
        // The part's own change is checked through the main file: both are published.
        #expect(found[3].uri == uri("main.navgraph.yaml"))
        #expect(found[4].version == 2)
        #expect(found[4].diagnostics.map { $0["code"] as? String } == ["NG201"])
    }

    @Test func aFlowFileGetsItsLoadingDiagnosticsAndItsGraphsErrors() throws {
        try folder.write(
            "app.navgraph.yaml", "navgraph: 1\ngraph: App\nroot: home\nscreens:\n  home: { title: H, sgues: {} }\n")
        let flow = "graph: app.navgraph.yaml\nflows:\n  first:\n    - tapp: done\n"
        let missing = "graph: gone.navgraph.yaml\nflows:\n  first:\n    - back: {}\n"
        let run = try runLanguageServer(
            try initializeRequest() + open("app.navflow.yaml", flow)
                + lspMessage(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": uri("app.navflow.yaml"), "version": 2],
                        "contentChanges": [["text": missing]],
                    ]) + shutdownAndExit())
        let found = publishes(run.replies)
        #expect(found.allSatisfy { $0.uri == uri("app.navflow.yaml") })
        try #require(found.count == 2)
        let first = found[0].diagnostics
        #expect(first.compactMap { $0["code"] as? String } == ["NG004"])
        let graphFinding = try #require(first.first { $0["code"] == nil })
        #expect(rangeNumbers(graphFinding["range"]) == [0, 7, 0, 24])
        #expect((graphFinding["message"] as? String)?.contains("has an error") == true)
        let related = graphFinding["relatedInformation"] as? [[String: Any]]
        #expect((related?.first?["location"] as? [String: Any])?["uri"] as? String == uri("app.navgraph.yaml"))
        #expect(found[1].diagnostics.count == 1)
        #expect((found[1].diagnostics.first?["message"] as? String)?.contains("gone.navgraph.yaml") == true)
    }

    @Test func editingTheGraphOfAnOpenFlowFileChecksTheFlowFileAgain() throws {
        let graph = "navgraph: 1\ngraph: App\nroot: home\nscreens:\n  home: { title: H }\n"
        try folder.write("app.navgraph.yaml", graph)
        let flow = "graph: app.navgraph.yaml\nflows:\n  first:\n    - back: {}\n"
        let run = try runLanguageServer(
            try initializeRequest() + open("app.navflow.yaml", flow) + open("app.navgraph.yaml", graph)
                + lspMessage(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": uri("app.navgraph.yaml"), "version": 2],
                        "contentChanges": [["range": lspRange(2, 6, 2, 10), "text": "hme"]],
                    ]) + shutdownAndExit())
        let flows = publishes(run.replies).filter { $0.uri == uri("app.navflow.yaml") }
        // Opened, then again when its graph is opened (the editor's text may differ from the disk's), then the edit.
        try #require(flows.count == 3)
        #expect(flows[0].diagnostics.isEmpty && flows[1].diagnostics.isEmpty)
        #expect(flows[2].version == 1)
        #expect((flows[2].diagnostics.first?["message"] as? String)?.contains("has an error") == true)
    }

    /// Editors that start the server for every YAML file (Zed, Emacs) open workflows too: a YAML file that is not a
    /// graph file, a flow file or a part of a graph gets nothing, even when it changes; a part with a plain name
    /// that a graph includes is still checked.
    @Test func aYAMLFileThatIsNoGraphsGetsNoDiagnostics() throws {
        let workflow = "name: CI\non: [push]\njobs:\n  build: { runs-on: ubuntu-latest }\n"
        try folder.write(
            "main.navgraph.yaml", main.replacingOccurrences(of: "part.navgraph.yaml", with: "screens.yaml"))
        try folder.write("parts/screens.yaml", "navgraph: 1\nscreens:\n  detail: { title: D, unknownKey: 1 }\n")
        let run = try runLanguageServer(
            try initializeRequest() + open("ci.yml", workflow)
                + lspMessage(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": uri("ci.yml"), "version": 2],
                        "contentChanges": [["text": workflow + "# more\n"]],
                    ]) + open("parts/screens.yaml", "navgraph: 1\nscreens:\n  detail: { title: D, unknownKey: 1 }\n")
                + shutdownAndExit())
        let found = publishes(run.replies)
        #expect(!found.contains { $0.uri == uri("ci.yml") })
        let part = try #require(found.first { $0.uri == uri("parts/screens.yaml") })
        #expect(part.diagnostics.contains { $0["code"] as? String == "NG004" })
    }
}
