import Testing
import _NavGraphCore

/// Hostile inputs: each must end promptly with its diagnostic, never a crash or a hang.
struct HostileInputTests {
    func codes(_ bytes: [UInt8], limits: Limits = Limits()) -> [DiagnosticCode] {
        let sources = InMemorySources(bytes: ["bad.navgraph.yaml": bytes])
        return Pipeline.check(mainFile: "bad.navgraph.yaml", sources: sources, limits: limits).diagnostics.map(\.code)
    }

    @Test func binaryFileIsNG008() {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[0] = 0x80  // an invalid UTF-8 lead byte, whatever the rest is
        #expect(codes(bytes) == [.emptyOrInvalidFile])
    }

    @Test func emptyFileIsNG008() {
        #expect(codes([]) == [.emptyOrInvalidFile])
        #expect(codes(Array("   \n\n".utf8)) == [.emptyOrInvalidFile])
    }

    @Test func aliasBombIsNG002() {
        var yaml =
            "navgraph: 1\nbomb:\n  a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1...12 {
            yaml +=
                "  \(level): &\(level) [\(Array(repeating: level == 1 ? "*a" : "*\(level - 1)", count: 8).joined(separator: ", "))]\n"
        }
        #expect(codes(Array(yaml.utf8)).last == .unsupportedYAMLFeature)
    }

    @Test func deepFlowNestingIsNG009() {
        #expect(codes(Array(("screens: " + String(repeating: "[", count: 100_000)).utf8)).last == .limitExceeded)
        #expect(codes(Array(("screens: " + String(repeating: "{a: ", count: 100_000)).utf8)).last == .limitExceeded)
    }

    @Test func deepBlockNestingIsNG009() {
        var yaml = "screens:\n"
        for depth in 1...200 { yaml += String(repeating: " ", count: depth) + "a\(depth):\n" }
        #expect(codes(Array(yaml.utf8)).last == .limitExceeded)
    }

    @Test func hugeScalarIsNG009() {
        let bytes =
            Array("navgraph: 1\ngraph: \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 20 << 20)
            + Array("\"\n".utf8)
        var limits = Limits()
        limits.fileSize = 32 << 20
        #expect(codes(bytes, limits: limits) == [.limitExceeded])
        #expect(codes(bytes) == [.limitExceeded])  // over the 16 MiB file limit before it is even parsed
    }

    @Test func invalidUTF8IsNG008() {
        #expect(codes(Array("navgraph: 1\ngraph: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)) == [.emptyOrInvalidFile])
        #expect(codes([0xFF, 0xFE] + Array("n\0a\0".utf8)) == [.emptyOrInvalidFile])  // UTF-16 is refused
    }

    @Test func nulBytesAreNG008() {
        #expect(codes(Array("navgraph: 1\n".utf8) + [0] + Array("graph: G\n".utf8)) == [.emptyOrInvalidFile])
    }

    @Test func escapedNulInAQuotedScalarIsText() {
        let checked = check(header + "screens:\n  home:\n    title: \"a\\0b\"\n")
        #expect(checked.result.graph?.screens.first?.title?.value == "a\u{0}b")
    }

    @Test func includeCycleAndEscapeAreNG010() {
        let cycle = check(
            header + "include: [a.navgraph.yaml]\nscreens: {home: {}}\n",
            files: [
                "a.navgraph.yaml": "include: [b.navgraph.yaml]\n", "b.navgraph.yaml": "include: [a.navgraph.yaml]\n",
            ]
        )
        #expect(cycle.codes == [.includeFailed])
        let escape = check(
            header + "include: [../../etc/passwd]\nscreens: {home: {}}\n",
            files: ["../../etc/passwd": "root:x:0:0\n"]
        )
        #expect(escape.codes == [.includeFailed])
    }

    @Test func manyIncludesAreNG009() {
        var files: [String: String] = [:]
        for index in 0..<10 { files["p\(index).navgraph.yaml"] = "screens: {}\n" }
        var limits = Limits()
        limits.includes = 5
        let list = (0..<10).map { "p\($0).navgraph.yaml" }.joined(separator: ", ")
        let checked = check(header + "include: [\(list)]\nscreens: {home: {}}\n", files: files, limits: limits)
        #expect(checked.codes == [.limitExceeded])
    }

    @Test func crlfAndTabsAndBOMAreRead() {
        let crlf = "\u{FEFF}navgraph: 1\r\ngraph: G\r\nroot: home\r\nscreens:\r\n  home: {title: \"a\tb\"}\r\n"
        let checked = check(crlf)
        #expect(checked.result.graph?.screens.first?.title?.value == "a\tb")
        #expect(!checked.result.hasErrors, "\(checked.result.diagnostics)")
        #expect(check("navgraph: 1\n\tgraph: G\n").codes.contains(.yamlSyntax))
    }

    @Test func oddUnicodeIsReadOrReported() {
        // Combining marks and right-to-left text are text; columns count characters as libyaml does.
        let text = check(header + "screens:\n  home:\n    title: \"e\u{301}\u{5D0}\u{5D1}\"\n    1️⃣titel: x\n")
        #expect(text.result.graph?.screens.first?.title?.value == "e\u{301}\u{5D0}\u{5D1}")
        expectDiagnostic(text, .unknownKey, at: "1️⃣")
        let after = check(header + "screens:\n  home: {title: \"\u{5D0}\u{5D1}\", 1️⃣titel: x}\n")
        expectDiagnostic(after, .unknownKey, at: "1️⃣")
        // A lone surrogate in an escape is not a character: libyaml refuses it.
        #expect(check(header + "screens:\n  home: {title: \"\\uD800\"}\n").codes == [.yamlSyntax])
    }

    @Test func hugeNumbersAndLongKeysAreReported() {
        let number = check(
            "navgraph: 1\nnavigationController: {backButtonTitleMaxLength: 1️⃣\(String(repeating: "9", count: 400))}\n")
        expectDiagnostic(number, .wrongValueKind, at: "1️⃣")
        // libyaml takes plain keys of up to 1,024 characters; a longer one is a syntax error.
        let key = String(repeating: "k", count: 1_000)
        expectDiagnostic(check(header + "screens:\n  home:\n    1️⃣\(key): 1\n"), .unknownKey, at: "1️⃣")
        let longer = String(repeating: "k", count: 100_000)
        #expect(check(header + "screens:\n  home:\n    \(longer): 1\n").codes.contains(.yamlSyntax))
    }

    /// Fuzzer finding (timeout): a plain null `include:` made the decoder read the next key as the include list,
    /// lose its place in the event stream, and loop on libyaml's endless empty events after the stream's end.
    @Test func nullIncludeKeepsTheDecoderInPlace() {
        let checked = check(
            "graph: SettingsFlow\nroot: settingsList\ninclude: # nothing\nenum5s segues:\n      openResult"
        )
        #expect(checked.codes.contains(.unknownKey))
        #expect(checked.result.graph?.includes.isEmpty == true)
        let clean = check(header + "include:\nscreens: {home: {}}\n")
        #expect(clean.result.diagnostics.isEmpty, "\(clean.result.diagnostics)")
    }

    /// An unquoted colour is a YAML comment, so the key has no value; that must not pass silently.
    @Test func anUnquotedColourIsReported() {
        let checked = check("navgraph: 1\nnavigationController:\n  appearance:\n    barTintColor:1️⃣ #F7F7F7\n")
        let diagnostic = expectDiagnostic(checked, .wrongValueKind, at: "1️⃣")
        #expect(diagnostic?.notes.first?.message.contains("quote") == true)
    }

    /// The alias limit is reported at the alias whose expansion crosses it.
    @Test func theAliasLimitIsReportedAtTheAlias() {
        var limits = Limits()
        limits.aliasExpansions = 15
        let checked = check(
            header + """
                screens:
                  home:
                    parameters:
                      p0: { type: "[Int]", default: &z [1, 2, 3, 4, 5, 6, 7, 8, 9] }
                      p1: { type: "[Int]", default: *z }
                      p2: { type: "[Int]", default: 1️⃣*z }
                """,
            limits: limits
        )
        expectDiagnostic(checked, .unsupportedYAMLFeature, at: "1️⃣")
    }

    /// An included path that cannot be read is reported at its `include:` entry.
    @Test func anUnreadableIncludeIsReportedAtItsEntry() {
        struct FolderInclude: SourceProvider {
            let main: [UInt8]
            func contents(of path: String, limit: Int) throws(SourceError) -> [UInt8] {
                guard path == "main.navgraph.yaml" else { throw .isDirectory }
                return main
            }
            func canonicalPath(of path: String) -> String? { PathUtilities.normalize(path) }
        }
        let text = stripMarkers(header + "include: [1️⃣parts]\nscreens: {home: {}}\n", file: "main.navgraph.yaml")
        let result = Pipeline.check(mainFile: "main.navgraph.yaml", sources: FolderInclude(main: Array(text.text.utf8)))
        #expect(result.diagnostics.map(\.code) == [.includeFailed])
        #expect(result.diagnostics.first?.location.line == text.markers["1️⃣"]?.line)
        #expect(result.diagnostics.first?.location.column == text.markers["1️⃣"]?.column)
    }
}
