import Foundation
import Testing

@testable import navgraph

@Suite struct LanguageServerDocumentTests {
    @Test func positionsCountUTF16UnitsAndEveryKindOfLineBreak() {
        // "🙂" and "𝄞" are outside the BMP: two UTF-16 units, one scalar each.
        let positions = TextPositions("a🙂b\r\n𝄞é\rlast")
        #expect(positions.offset(line: 0, character: 3) == 3)
        #expect(positions.offset(line: 0, character: 2) == 1)  // inside the pair: its start
        #expect(positions.offset(line: 0, character: 40) == 4)  // past the line's end: the end, before \r\n
        #expect(positions.offset(line: 1, character: 2) == 8)
        #expect(positions.offset(line: 2, character: 0) == 10)
        #expect(positions.offset(line: 9, character: 0) == 14)
        #expect(positions.offset(line: 1, character: Int.max) == 9)
        #expect(positions.offset(line: Int.max, character: Int.max) == 14)
        #expect(positions.offset(line: -1, character: -5) == 0)
        var columns = LineColumns("a🙂b\r\n𝄞é\rlast")
        #expect(columns.character(line: 1, scalarColumn: 3) == 3)
        #expect(columns.character(line: 2, scalarColumn: 2) == 2)
        #expect(columns.character(line: 2, scalarColumn: 3) == 3)
        #expect(columns.character(line: 2, scalarColumn: 30) == 3)
    }

    /// The line table diagnostics are placed with gives, for every scalar column, the UTF-16 units before it on
    /// its line.
    @Test func lineColumnsCountUTF16UnitsBeforeAScalarColumn() {
        let text = "a🙂b\r\n𝄞é\rlast\n\nkey: \"é🙂x\"\r\n  - 中文 ok"
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var columns = LineColumns(text)
        for line in 0...8 {
            for column in 0...12 {
                let scalars = line >= 1 && line <= lines.count ? Array(lines[line - 1].unicodeScalars) : []
                let expected = scalars.prefix(max(column - 1, 0)).reduce(0) { $0 + UTF16.width($1) }
                #expect(
                    columns.character(line: line, scalarColumn: column) == expected, "line \(line), column \(column)")
            }
        }
    }

    @Test func incrementalEditsReplaceUTF16Ranges() {
        var document = TextDocument(uri: "u", path: "p", version: 1, text: "title: 🙂 Home\nnext: 𝄞x\n")
        document.replace(start: (0, 7), end: (0, 9), with: "🎉🎉")
        #expect(document.text == "title: 🎉🎉 Home\nnext: 𝄞x\n")
        document.replace(start: (1, 8), end: (1, 6), with: "y")  // ends out of order: put in order
        #expect(document.text == "title: 🎉🎉 Home\nnext: yx\n")
        document.replace(start: (0, 16), end: (1, 0), with: "")  // joins the lines
        #expect(document.text == "title: 🎉🎉 Homenext: yx\n")
        document.replace(start: (0, 3), end: (0, 3), with: "\r\n")  // line breaks of every kind
        document.replace(start: (1, 2), end: (1, 2), with: "\r")
        document.replace(start: (2, 0), end: (2, 1), with: "E")
        #expect(document.text == "tit\r\nle\rE 🎉🎉 Homenext: yx\n")
        document.replace(start: (9, 0), end: (99, 99), with: "end")  // past the last line: the end
        document.replace(start: (-3, -1), end: (0, -2), with: ">")  // before the start: the start
        #expect(document.text == ">tit\r\nle\rE 🎉🎉 Homenext: yx\nend")
    }

    @Test func anEditInsideACharacterOfSeveralScalarsKeepsTheOtherScalars() {
        // 'é' written as 'e' and a combining accent: one character, two scalars, two UTF-16 units.
        var document = TextDocument(uri: "u", path: "p", version: 1, text: "cafe\u{301}!")
        document.replace(start: (0, 4), end: (0, 5), with: "\u{300}")
        #expect(document.text.unicodeScalars.map(\.value) == [0x63, 0x61, 0x66, 0x65, 0x300, 0x21])
    }

    private let uri = "file:///nonexistent-navgraph-lsp-test/demo.navgraph.yaml"

    private func open(_ text: String) throws -> [UInt8] {
        try lspMessage(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
    }

    private func change(version: Int, _ changes: [[String: Any]]) throws -> [UInt8] {
        try lspMessage(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
    }

    private func diagnostics(_ reply: [String: Any]) -> [[String: Any]] {
        ((reply["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    @Test func publishesDiagnosticsWithUTF16RangesCodesAndNotes() throws {
        let text = """
            navgraph: 1
            graph: Demo
            root: home
            screens:
              home: { title: "🙂", segues: { open: { kind: show, to: detial } } }
              detail: { title: D }

            """
        let run = try runLanguageServer(try initializeRequest() + open(text) + shutdownAndExit())
        #expect(run.replies.count == 3)
        let published = run.replies[1]
        #expect(published["method"] as? String == "textDocument/publishDiagnostics")
        #expect((published["params"] as? [String: Any])?["uri"] as? String == uri)
        #expect((published["params"] as? [String: Any])?["version"] as? Int == 1)
        let found = diagnostics(published)
        #expect(found.count == 1)
        let first = try #require(found.first)
        #expect(first["code"] as? String == "NG201")
        #expect(first["severity"] as? Int == 1)
        #expect(first["source"] as? String == "navgraph")
        #expect(first["message"] as? String == "segue 'open' goes to unknown screen 'detial'")
        // Column 57 in scalars; the emoji before it is two UTF-16 units.
        #expect(rangeNumbers(first["range"]) == [4, 57, 4, 63])
        let related = try #require(first["relatedInformation"] as? [[String: Any]])
        #expect(related.first?["message"] as? String == "did you mean 'detail'?")
        let location = related.first?["location"] as? [String: Any]
        #expect(location?["uri"] as? String == uri)
    }

    @Test func incrementalChangesAreCheckedAndAHalfTypedDocumentGivesTheParseError() throws {
        let text = "navgraph: 1\ngraph: Demo\nroot: home\nscreens:\n  home: { title: \"🙂 Home\" }\n"
        let run = try runLanguageServer(
            try initializeRequest() + open(text)
                // Two edits in one notification, applied in order: a duplicate key after the emoji, then a
                // non-BMP character before it (in the other order the second edit would land elsewhere).
                + change(
                    version: 2,
                    [
                        ["range": lspRange(4, 26, 4, 26), "text": ", title: x"],
                        ["range": lspRange(4, 21, 4, 25), "text": "𝄞"],
                    ])
                + change(version: 3, [["range": lspRange(4, 35, 4, 36), "text": "["]])
                + change(version: 4, [["text": text]]) + shutdownAndExit())
        #expect(run.replies.count == 6)
        #expect(diagnostics(run.replies[1]).isEmpty)
        let duplicate = diagnostics(run.replies[2])
        #expect(duplicate.map { $0["code"] as? String } == ["NG003"])
        #expect(rangeNumbers(duplicate.first?["range"]) == [4, 26, 4, 31])
        let note = (duplicate.first?["relatedInformation"] as? [[String: Any]])?.first
        #expect(rangeNumbers((note?["location"] as? [String: Any])?["range"]) == [4, 10, 4, 15])
        #expect((run.replies[2]["params"] as? [String: Any])?["version"] as? Int == 2)
        let broken = diagnostics(run.replies[3])
        // Found while reading the stream: the duplicate key before the syntax error.
        #expect(broken.map { $0["code"] as? String } == ["NG003", "NG001"])
        #expect(diagnostics(run.replies[4]).isEmpty)
    }

    @Test func closingADocumentClearsItsDiagnostics() throws {
        let run = try runLanguageServer(
            try initializeRequest() + open("a: [")
                + lspMessage("textDocument/didClose", ["textDocument": ["uri": uri]]) + shutdownAndExit())
        #expect(run.replies.count == 4)
        #expect(!diagnostics(run.replies[1]).isEmpty)
        #expect(run.replies[2]["method"] as? String == "textDocument/publishDiagnostics")
        #expect(diagnostics(run.replies[2]).isEmpty)
    }
}
