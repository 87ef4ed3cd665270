import Foundation
import Testing

@testable import navgraph

/// Open documents are read from the editor's memory, other files of the graph from the disk.
@Suite struct LanguageServerIncludeTests {
    @Test func includedPartsComeFromTheDiskUnlessOpenAndDefinitionsLeadIntoThem() throws {
        let folder = try TemporaryFolder()
        let main =
            "navgraph: 1\ngraph: G\nroot: home\ninclude: [part.navgraph.yaml]\nscreens:\n"
            + "  home: { title: H, segues: { open: { kind: show, to: detail } } }\n"
        try folder.write("main.navgraph.yaml", main)
        try folder.write("part.navgraph.yaml", "navgraph: 1\nscreens:\n  detail: { title: D }\n")
        // The folder as the disk names it (the temporary folder may be reached through a symbolic link).
        let canonical = try #require(FileSystemSources().canonicalPath(of: folder.url.path))
        let mainURI = URL(fileURLWithPath: canonical + "/main.navgraph.yaml").absoluteString
        let partURI = URL(fileURLWithPath: canonical + "/part.navgraph.yaml").absoluteString
        func open(_ uri: String, _ text: String) throws -> [UInt8] {
            try lspMessage(
                "textDocument/didOpen",
                ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        }
        let run = try runLanguageServer(
            try initializeRequest() + open(mainURI, main)
                + lspMessage(
                    "textDocument/definition", id: 2,
                    ["textDocument": ["uri": mainURI], "position": ["line": 5, "character": 55]])
                // The part, open with an unsaved rename: the main file is checked against the editor's text.
                + open(partURI, "navgraph: 1\nscreens:\n  detal: { title: D }\n")
                + lspMessage(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": mainURI, "version": 2],
                        "contentChanges": [["range": lspRange(5, 17, 5, 18), "text": "X"]],
                    ]) + shutdownAndExit())
        // Opening the part checks its graph through the main file (both published), as does the main file's change.
        try #require(run.replies.count == 8)
        let first = (run.replies[1]["params"] as? [String: Any])?["diagnostics"] as? [Any]
        #expect(first?.isEmpty == true)
        let location = run.replies[2]["result"] as? [String: Any]
        #expect(location?["uri"] as? String == partURI)
        #expect(rangeNumbers(location?["range"]) == [2, 2, 2, 8])
        for index in [3, 5] {
            let afterRename = (run.replies[index]["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
            #expect(afterRename?.map { $0["code"] as? String } == ["NG201"])
            #expect((run.replies[index]["params"] as? [String: Any])?["uri"] as? String == mainURI)
        }
        #expect((run.replies[4]["params"] as? [String: Any])?["uri"] as? String == partURI)
        #expect(((run.replies[4]["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
    }
}
