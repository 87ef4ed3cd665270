import Foundation
import Testing
import _NavGraphCore

/// `Pipeline.recheck`: an edit inside one screen is read again alone, and the check it gives is the whole check's.
@Suite struct ScreenRecheckTests {
    /// A small, deterministic random source (SplitMix64), so that a failure names an edit that can be run again.
    struct Random {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            return Int(mixed % UInt64(bound))
        }
    }

    /// What an edit may type: letters, digits, the YAML characters that change a document's shape, and a break.
    static let typed = [
        "x", "Q", "7", " ", ":", "-", "\"", "'", "#", "{", "}", "[", ",", "&", "*", "!", "|", "\n", "é",
    ]

    /// One random edit of `text`: a character of `typed` typed, or one deleted or replaced, somewhere.
    static func edit(_ text: String, typing typed: [String] = typed, random: inout Random) -> String {
        var characters = Array(text)
        let position = random.next(below: characters.count)
        let typed = Character(typed[random.next(below: typed.count)])
        switch random.next(below: 3) {
        case 0: characters.insert(typed, at: position)
        case 1: characters.remove(at: position)
        default: characters[position] = typed
        }
        return String(characters)
    }

    /// The whole check of `main` with `file` changed to `text`.
    static func wholeCheck(main: String, sources: [String: String], file: String, text: String) -> CheckResult {
        var changed = sources
        changed[file] = text
        return Pipeline.check(mainFile: main, sources: InMemorySources(changed), limits: Limits(), lowering: true)
    }

    static func sources() throws -> [String: String] {
        var texts: [String: String] = [:]
        for file in [
            "mail.navgraph.yaml", "weibo.navgraph.yaml", "settings.navgraph.yaml", "settings/general.navgraph.yaml",
        ] {
            texts[file] = try String(contentsOf: graphsFolder.appendingPathComponent(file), encoding: .utf8)
        }
        return texts
    }

    @Test(arguments: [
        ("mail.navgraph.yaml", "mail.navgraph.yaml"), ("weibo.navgraph.yaml", "weibo.navgraph.yaml"),
        ("settings.navgraph.yaml", "settings/general.navgraph.yaml"),
    ])
    func randomEditsGiveTheWholeCheck(main: String, file: String) throws {
        let sources = try Self.sources()
        let before = Pipeline.check(mainFile: main, sources: InMemorySources(sources), limits: Limits(), lowering: true)
        let original = try #require(sources[file])
        var random = Random(state: UInt64(file.utf8.count))
        var readAlone = 0
        var readWhole = 0
        for attempt in 0..<400 {
            let text = Self.edit(original, random: &random)
            let whole = Self.wholeCheck(main: main, sources: sources, file: file, text: text)
            guard let again = Pipeline.recheck(before, file: file, text: text, limits: Limits(), lowering: true) else {
                readWhole += 1
                continue
            }
            readAlone += 1
            #expect(again.diagnostics == whole.diagnostics, "edit \(attempt) of \(file)")
            #expect(again.definition == whole.definition, "edit \(attempt) of \(file)")
            #expect(again.sources == whole.sources, "edit \(attempt) of \(file)")
            #expect(again.loadDiagnostics == whole.loadDiagnostics, "edit \(attempt) of \(file)")
        }
        // Many edits fall inside a screen and keep the lines; a break, a change at the top, an anchor or broken YAML
        // does not.
        #expect(readAlone > 120, "\(readAlone) read alone, \(readWhole) read whole")
        #expect(readWhole > 20, "\(readAlone) read alone, \(readWhole) read whole")
    }

    /// A chain of edits, each read from the check of the one before, ends where the whole check of the last text is.
    /// Letters and digits only; an edit that breaks the YAML or loses screens is undone.
    @Test func chainedEditsStayTheWholeCheck() throws {
        let sources = try Self.sources()
        let main = "mail.navgraph.yaml"
        var current = Pipeline.check(
            mainFile: main, sources: InMemorySources(sources), limits: Limits(), lowering: false)
        var text = try #require(sources[main])
        var random = Random(state: 42)
        var readAlone = 0
        let screenCount = current.graph?.screens.count
        for _ in 0..<150 {
            let previous = text
            text = Self.edit(text, typing: ["x", "Q", "7"], random: &random)
            let whole = Self.wholeCheck(main: main, sources: sources, file: main, text: text)
            if let again = Pipeline.recheck(current, file: main, text: text, limits: Limits(), lowering: false) {
                readAlone += 1
                #expect(again.diagnostics == whole.diagnostics)
                current = again
            } else {
                current = whole
            }
            // Broken YAML, or screens lost (`screens:` misspelt), is typed back out, as a person would, so that the
            // chain goes on.
            if whole.diagnostics.contains(where: { $0.code == .yamlSyntax })
                || whole.graph?.screens.count != screenCount
            {
                text = previous
                current = Self.wholeCheck(main: main, sources: sources, file: main, text: text)
            }
        }
        #expect(readAlone > 30)
    }

    static let graph = """
        navgraph: 1
        graph: Small
        root: home
        screens:
          home:
            title: Home
            segues:
              open: { kind: show, to: detail }
          detail:
            title: Detail
            parameters:
              id: { type: String }
        """

    static func recheck(_ text: String) -> (again: CheckResult?, whole: CheckResult) {
        let file = "main.navgraph.yaml"
        let before = Pipeline.check(
            mainFile: file, sources: InMemorySources([file: graph]), limits: Limits(), lowering: false)
        let whole = Self.wholeCheck(main: file, sources: [file: graph], file: file, text: text)
        return (Pipeline.recheck(before, file: file, text: text, limits: Limits(), lowering: false), whole)
    }

    @Test func anErrorTypedInAScreenIsFound() throws {
        let text = Self.graph.replacingOccurrences(of: "to: detail", with: "to: detial")
        let checked = Self.recheck(text)
        let again = try #require(checked.again)
        #expect(again.diagnostics.map(\.code) == [.unknownScreen])
        #expect(again.diagnostics == checked.whole.diagnostics)
        #expect(again.graph?.screens.first?.segues.first?.destination?.value == "detial")
    }

    @Test func theSameTextIsTheSameCheck() throws {
        let again = try #require(Self.recheck(Self.graph).again)
        #expect(again.diagnostics.isEmpty)
    }

    @Test(arguments: [
        // A line added or removed moves every later line.
        ("title: Home", "title: Home\n"),
        // The id changed: another screen of that name may exist.
        ("  detail:", "  details:"),
        // Outside every screen.
        ("root: home", "root: detail"),
        // The screen's end moved: the next key is indented under it now.
        ("  detail:", "    detail:"),
        // An anchor another node may name.
        ("title: Detail", "title: &t Detail"),
        // A quote left open runs into the next screen.
        ("title: Home", "title: \"Home"),
    ])
    func anEditThatMayReachFurtherIsReadWhole(original: String, replacement: String) {
        let text = Self.graph.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.graph)
        #expect(Self.recheck(text).again == nil)
    }

    @Test func sharedSeguesAreReadWhole() throws {
        let file = "shop.navgraph.yaml"
        let text = try String(contentsOf: graphsFolder.appendingPathComponent(file), encoding: .utf8)
        let before = Pipeline.check(mainFile: file, sources: InMemorySources([file: text]), limits: Limits())
        #expect(before.graph?.sharedSegues.isEmpty == false)
        let edited = text.replacingOccurrences(of: "title: Home", with: "title: Homes")
        #expect(edited != text)
        #expect(Pipeline.recheck(before, file: file, text: edited, limits: Limits(), lowering: false) == nil)
    }
}

/// `LineStarts` counts every kind of break libyaml counts, wherever it falls in the eight-byte steps.
@Suite struct LineStartsTests {
    /// The 1-based line of each byte, counted one byte at a time.
    static func naiveLines(_ bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var offset = 0
        while offset < bytes.count {
            var length = 0
            if bytes[offset] == 0x0A {
                length = 1
            } else if bytes[offset] == 0x0D {
                length = offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
            } else if bytes[offset...].starts(with: [0xC2, 0x85]) {
                length = 2
            } else if bytes[offset...].starts(with: [0xE2, 0x80, 0xA8])
                || bytes[offset...].starts(with: [0xE2, 0x80, 0xA9])
            {
                length = 3
            }
            for _ in 0..<max(length, 1) { lines.append(line) }
            offset += max(length, 1)
            if length > 0 { line += 1 }
        }
        return lines
    }

    @Test func everyBreakOnEveryAlignment() {
        let pieces = ["abc", "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "é", "…", "defghijkl", "€"]
        var random = ScreenRecheckTests.Random(state: 7)
        for _ in 0..<50 {
            var text = ""
            for _ in 0..<40 { text += pieces[random.next(below: pieces.count)] }
            let bytes = Array(text.utf8)
            let expected = Self.naiveLines(bytes)
            bytes.withUnsafeBufferPointer { buffer in
                var lines = LineStarts(buffer)
                for offset in stride(from: 0, to: bytes.count, by: 1) {
                    #expect(lines.line(of: offset) == expected[offset], "\(text.debugDescription) at \(offset)")
                }
            }
        }
    }
}
