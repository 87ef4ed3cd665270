import Testing
import _NavGraphCore

@Test func jsonRendererGivesTheSpecKeysAndNoteLocations() throws {
    let text = JSONRenderer.render([Sample.unknownScreen, Sample.unreachable])
    let array = try #require(try Sample.parse(text) as? [[String: Any]])
    #expect(array.count == 2)
    let first = array[0]
    #expect(Set(first.keys) == ["file", "line", "column", "severity", "code", "message", "notes"])
    #expect(first["file"] as? String == Sample.file)
    #expect(first["line"] as? Int == 7)
    #expect(first["column"] as? Int == 33)
    #expect(first["severity"] as? String == "error")
    #expect(first["code"] as? String == "NG201")
    let note = try #require((first["notes"] as? [[String: Any]])?.first)
    // A note without its own place carries the diagnostic's.
    #expect(note["line"] as? Int == 7)
    #expect(note["message"] as? String == "did you mean 'appSettings'?")
    let otherNote = try #require((array[1]["notes"] as? [[String: Any]])?.first)
    #expect(otherNote["file"] as? String == Sample.file)
    #expect(otherNote["column"] as? Int == 7)
}

@Test func jsonRendererEscapesStringsSoTheyRoundTrip() throws {
    let message = "quote \" backslash \\ newline \n tab \t bell \u{7} é"
    let diagnostic = Diagnostic(.yamlSyntax, message, at: SourceLocation(file: "a\"b.yaml", line: 1, column: 1))
    let array = try #require(try Sample.parse(JSONRenderer.render([diagnostic])) as? [[String: Any]])
    #expect(array.first?["message"] as? String == message)
    #expect(array.first?["file"] as? String == "a\"b.yaml")
    #expect(JSONRenderer.render([]) == "[]\n")
}

@Test func machineRenderersEscapeCharactersThatReorderText() throws {
    // A bidirectional override, an isolate and a line separator in a key name: a JSON or SARIF viewer or a GitHub
    // annotation must not reorder or break the text around them.
    let message = "unknown key 'a\u{202E}b\u{2066}c\u{2028}d'"
    let diagnostic = Diagnostic(.unknownKey, message, at: SourceLocation(file: "x.yaml", line: 1, column: 1))
    for text in [
        JSONRenderer.render([diagnostic]),
        SARIFRenderer.render([diagnostic], toolVersion: "1", informationURI: "https://example.com"),
    ] {
        #expect(!text.unicodeScalars.contains { [0x202E, 0x2066, 0x2028].contains($0.value) })
        #expect(text.contains("a\\u202eb\\u2066c\\u2028d"))
    }
    // Escaped, the JSON still reads back as the same message.
    let array = try #require(try Sample.parse(JSONRenderer.render([diagnostic])) as? [[String: Any]])
    #expect(array.first?["message"] as? String == message)
    let github = GitHubRenderer.render([diagnostic])
    #expect(github.contains("a\\u{202E}b\\u{2066}c\\u{2028}d"))
    #expect(!github.unicodeScalars.contains { [0x202E, 0x2066, 0x2028].contains($0.value) })
}

@Test func githubRendererWritesWorkflowCommandsBySeverity() {
    let lines = GitHubRenderer.render([Sample.unknownScreen, Sample.unreachable, Sample.cycle])
        .split(separator: "\n")
    #expect(lines.count == 3)
    #expect(
        lines[0]
            == "::error file=graphs/settings.navgraph.yaml,line=7,col=33,title=NG201::"
            + "segue 'openApp' goes to unknown screen 'appSetings'%0Anote: did you mean 'appSettings'?")
    // `,` in a property is escaped; a note at another place names it.
    #expect(lines[1].hasPrefix("::warning file=graphs/about%2C part.navgraph.yaml,line=3,col=3,title=NG405::"))
    #expect(lines[1].hasSuffix("%0Agraphs/settings.navgraph.yaml:3:7: note: 'root' is here"))
    #expect(lines[2].hasPrefix("::notice file="))
}

@Test func githubRendererEscapesPercentAndLineBreaks() {
    let diagnostic = Diagnostic(
        .yamlSyntax, "100% wrong\r\nreally", at: SourceLocation(file: "c:d.yaml", line: 1, column: 2))
    #expect(
        GitHubRenderer.render([diagnostic])
            == "::error file=c%3Ad.yaml,line=1,col=2,title=NG001::100%25 wrong%0D%0Areally\n")
}

@Test func sarifRendererHasOneRulePerCodeAndResultsPointingAtThem() throws {
    let text = SARIFRenderer.render(
        [Sample.unknownScreen, Sample.unreachable, Sample.cycle], toolVersion: "9.9.9",
        informationURI: "https://example.com/navgraph")
    let log = try #require(try Sample.parse(text) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "navgraph")
    #expect(driver["version"] as? String == "9.9.9")
    #expect(driver["informationUri"] as? String == "https://example.com/navgraph")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == DiagnosticCode.allCases.map(\.rawValue))
    for (rule, code) in zip(rules, DiagnosticCode.allCases) {
        #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == code.summary)
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
    for result in results {
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    let first = results[0]
    #expect(
        (first["message"] as? [String: Any])?["text"] as? String
            == "segue 'openApp' goes to unknown screen 'appSetings'\nnote: did you mean 'appSettings'?")
    let physical = try #require(
        ((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == Sample.file)
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 7)
    #expect(region["startColumn"] as? Int == 33)
    #expect(region["endColumn"] as? Int == 43)
    #expect(first["relatedLocations"] == nil)
    let related = try #require(results[1]["relatedLocations"] as? [[String: Any]])
    #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'root' is here")
    let relatedPhysical = try #require(related.first?["physicalLocation"] as? [String: Any])
    #expect((relatedPhysical["artifactLocation"] as? [String: Any])?["uri"] as? String == Sample.file)
    let secondPhysical = try #require(
        ((results[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect(
        (secondPhysical["artifactLocation"] as? [String: Any])?["uri"] as? String
            == "graphs/about%2C%20part.navgraph.yaml")
}

@Test func sarifRendererMakesAbsolutePathsFileURIs() throws {
    let diagnostic = Diagnostic(.yamlSyntax, "bad", at: SourceLocation(file: "/tmp/a b.yaml", line: 1, column: 1))
    let text = SARIFRenderer.render([diagnostic], toolVersion: "1", informationURI: "https://example.com")
    #expect(text.contains("\"uri\": \"file:///tmp/a%20b.yaml\""))
}
