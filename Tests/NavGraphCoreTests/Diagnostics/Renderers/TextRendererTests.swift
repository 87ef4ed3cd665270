import Testing
import _NavGraphCore

@Test func textRendererPrintsCompilerShapeWithGutterCaretAndNotes() {
    let text = TextRenderer.render([Sample.unknownScreen], sources: [Sample.file: Sample.source])
    let expected = """
        graphs/settings.navgraph.yaml:7:33: error: segue 'openApp' goes to unknown screen 'appSetings' [NG201]
            7 |       openApp: { kind: show, to: appSetings }
              |                                 ^~~~~~~~~~
        graphs/settings.navgraph.yaml:7:33: note: did you mean 'appSettings'?

        """
    #expect(text == expected)
}

@Test func textRendererNotesWithLocationsUseTheirOwnPlace() {
    let text = TextRenderer.render([Sample.unreachable], sources: [:])
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasPrefix("graphs/about, part.navgraph.yaml:3:3: warning: ") == true)
    #expect(lines.last == "graphs/settings.navgraph.yaml:3:7: note: 'root' is here")
    // No source text is known for the file: no gutter lines.
    #expect(lines.count == 2)
}

@Test func textRendererClipsTheSpanToTheLineAndKeepsTabs() {
    let diagnostic = Diagnostic(
        .wrongValueKind, "expected a boolean", at: SourceLocation(file: "a.yaml", line: 2, column: 5, length: 50))
    let text = TextRenderer.render([diagnostic], sources: ["a.yaml": "x: 1\r\n\tk: yes\r\n"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "    2 | \tk: yes")
    #expect(lines[2] == "      | \t   ^~~")
}

@Test func textRendererSkipsTheSnippetForALineOutsideTheFile() {
    let diagnostic = Diagnostic(
        .emptyOrInvalidFile, "file is empty", at: SourceLocation(file: "e.yaml", line: 1, column: 1))
    #expect(TextRenderer.render([diagnostic], sources: ["e.yaml": ""]) == "e.yaml:1:1: error: file is empty [NG008]\n")
}

@Test func textRendererColoursOnlyWhenAsked() {
    let plain = TextRenderer.render([Sample.unknownScreen], sources: [Sample.file: Sample.source], color: false)
    let coloured = TextRenderer.render([Sample.unknownScreen], sources: [Sample.file: Sample.source], color: true)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    // Taking the escapes out gives the plain text back.
    var stripped = ""
    var inEscape = false
    for character in coloured {
        if character == "\u{1B}" {
            inEscape = true
        } else if inEscape {
            if character == "m" { inEscape = false }
        } else {
            stripped.append(character)
        }
    }
    #expect(stripped == plain)
}

@Test func summaryCountsBySeverityWithPlurals() {
    let error = Sample.unknownScreen
    let warning = Sample.unreachable
    #expect(TextRenderer.summary(of: [error, error, warning], fileCount: 3) == "2 errors, 1 warning in 3 files")
    #expect(TextRenderer.summary(of: [], fileCount: 1) == "0 errors, 0 warnings in 1 file")
    #expect(TextRenderer.summary(of: [Sample.cycle], fileCount: 2) == "0 errors, 0 warnings, 1 remark in 2 files")
}

@Test func textRendererShowsControlCharactersAsPicturesNotEscapes() {
    let diagnostic = Diagnostic(
        .unknownKey, "unknown key 'a\u{1B}[31mb'", at: SourceLocation(file: "x.yaml", line: 1, column: 4, length: 2))
    let text = TextRenderer.render([diagnostic], sources: ["x.yaml": "a\u{1B}[31mb\u{7F}: 1\n"])
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{7F}"))
    let lines = text.split(separator: "\n")
    #expect(lines[0] == "x.yaml:1:4: error: unknown key 'a\u{241B}[31mb' [NG004]")
    #expect(lines[1] == "    1 | a\u{241B}[31mb\u{2421}: 1")
    #expect(lines[2] == "      |    ^~")
}

@Test func textRendererShowsAWindowOfAVeryLongLine() {
    let line = String(repeating: "a", count: 1000) + "target" + String(repeating: "b", count: 1000)
    let diagnostic = Diagnostic(
        .unknownKey, "unknown key", at: SourceLocation(file: "x.yaml", line: 1, column: 1001, length: 6))
    let lines = TextRenderer.render([diagnostic], sources: ["x.yaml": line]).split(separator: "\n")
    let shown = lines[1].dropFirst("    1 | ".count)
    #expect(shown.count == TextRenderer.longestLineShown + 2)
    #expect(shown.hasPrefix("…a") && shown.hasSuffix("b…"))
    let caret = lines[2].dropFirst("      | ".count)
    // The caret sits under the span's first character in the shown window.
    let caretColumn = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
    let targetColumn = shown.firstRange(of: "target").map { shown.distance(from: shown.startIndex, to: $0.lowerBound) }
    #expect(caretColumn != nil && caretColumn == targetColumn)
    #expect(caret.hasSuffix("^~~~~~"))
}

@Test func textRendererEscapesBidirectionalControlsAndKeepsTheCaretUnderTheSpan() {
    let diagnostic = Diagnostic(
        .unknownKey, "unknown key '\u{202E}b'", at: SourceLocation(file: "x.yaml", line: 1, column: 3, length: 1))
    let text = TextRenderer.render([diagnostic], sources: ["x.yaml": "\u{2066}\u{202E}b: 1\n"])
    for scalar in ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"] {
        #expect(!TextRenderer.visible("a\(scalar)b").contains(scalar))
    }
    #expect(TextRenderer.visible("a\u{202E}b") == "a\\u{202E}b")
    let lines = text.split(separator: "\n")
    #expect(lines[0] == "x.yaml:1:3: error: unknown key '\\u{202E}b' [NG004]")
    #expect(lines[1] == "    1 | \\u{2066}\\u{202E}b: 1")
    #expect(lines[2] == "      | " + String(repeating: " ", count: 16) + "^")
}

@Test func textRendererQuotesNoLineOfAFileThatIsNotText() {
    let notText = Diagnostic(
        .emptyOrInvalidFile, "file is not valid UTF-8 text: control characters are not allowed (byte 0x0)",
        at: SourceLocation(file: "env.navgraph.yaml", line: 1, column: 21, length: 1))
    let text = TextRenderer.render(
        [notText], sources: ["env.navgraph.yaml": "SECRET_TOKEN=hunter2\u{0}HOME=/root\u{0}"])
    #expect(!text.contains("hunter2"))
    #expect(text.hasPrefix("env.navgraph.yaml:1:21: error: file is not valid UTF-8 text"))
    #expect(text.split(separator: "\n").count == 1)
}
