import Testing

@testable import navgraph

/// The cursor context finder on its own: the path of keys above a position, whether a key or a value is typed, the
/// partial name and the sibling keys, from the text alone.
@Suite struct YAMLCursorContextTests {
    /// The context at the end of the last line of `text`.
    private func contextAtEnd(_ text: String) -> YAMLCursorContext? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return YAMLCursorContext.at(line: lines.count - 1, character: lines.last?.utf16.count ?? 0, in: text)
    }

    @Test func aBlockValueHasItsKeysAboveAndItsSiblings() throws {
        let text = """
            navgraph: 1
            screens:
              home:
                title: Home
                segues:
                  open:
                    kind: show
                    to: de
            """
        let context = try #require(contextAtEnd(text))
        #expect(context.path == [.key("screens"), .key("home"), .key("segues"), .key("open"), .key("to")])
        #expect(context.place == .value)
        #expect(context.partial == "de")
        #expect(context.partialStart == 12)
        #expect(context.siblings == ["kind": "show", "to": "de"])
        #expect(!context.followsColon)
    }

    @Test func aBlankIndentedLineTypesAKeyOfTheMappingAtThatColumn() throws {
        let text = "screens:\n  home:\n    segues:\n      open:\n        kind: show\n        "
        let context = try #require(contextAtEnd(text))
        #expect(context.path == [.key("screens"), .key("home"), .key("segues"), .key("open")])
        #expect(context.place == .key)
        #expect(context.partial.isEmpty)
        // One level less indented: a key of the segues mapping.
        let shallower = try #require(
            contextAtEnd("screens:\n  home:\n    segues:\n      open:\n        kind: show\n      "))
        #expect(shallower.path == [.key("screens"), .key("home"), .key("segues")])
        #expect(try #require(contextAtEnd("navgraph: 1\nro")).path.isEmpty)
    }

    @Test func flowCollectionsOnTheLineAreFollowedInUTF16Columns() throws {
        let line = "  home: { title: \"🙂 x, y\", segues: { open: { kind: show, to: det"
        let context = try #require(contextAtEnd("screens:\n" + line))
        #expect(context.path == [.key("screens"), .key("home"), .key("segues"), .key("open"), .key("to")])
        #expect(context.place == .value)
        #expect(context.partial == "det")
        #expect(context.partialStart == line.utf16.count - 3)
        #expect(context.siblings["kind"] == "show")
        #expect(context.siblings["title"] == "\"🙂 x, y\"")
        let key = try #require(contextAtEnd("screens:\n  home: { title: H, segues: { open: { kind: show, ar"))
        #expect(key.path == [.key("screens"), .key("home"), .key("segues"), .key("open")])
        #expect(key.place == .key)
        #expect(key.partial == "ar")
        let item = try #require(contextAtEnd("screens:\n  a: { segues: { s: { to: b, forward: [x, y"))
        #expect(item.path == [.key("screens"), .key("a"), .key("segues"), .key("s"), .key("forward"), .item])
        #expect(item.partial == "y")
        #expect(item.siblings == ["to": "b"])
    }

    @Test func aSequenceElementMayStartAMappingOrAScalarAndMaySitAtItsKeysIndentation() throws {
        let context = try #require(contextAtEnd("navgraph: 1\nentries:\n- ho"))
        #expect(context.path == [.key("entries"), .item])
        #expect(context.place == .keyOrValue)
        #expect(context.partial == "ho")
        let step = try #require(
            contextAtEnd("graph: g.navgraph.yaml\nflows:\n  my flow:\n    - perform: openApp\n      with: { ap"))
        #expect(step.path == [.key("flows"), .key("my flow"), .item, .key("with")])
        #expect(step.place == .key)
        #expect(step.partial == "ap")
        #expect(step.siblings["perform"] == "openApp")
    }

    @Test func rightAfterAColonTheValueNeedsASpace() throws {
        let context = try #require(contextAtEnd("screens:\n  a:\n    segues:\n      s:\n        to:"))
        #expect(context.place == .value)
        #expect(context.followsColon)
        #expect(context.lastKey == "to")
        #expect(try #require(contextAtEnd("screens:\n  a:\n    segues:\n      s:\n        to: ")).followsColon == false)
    }

    @Test func commentsQuotedTextsWordsAfterTextAndClosedValuesHaveNoContext() {
        #expect(contextAtEnd("screens: # the screens ho") == nil)
        #expect(contextAtEnd("screens:\n  a: { title: \"Two wo") == nil)
        #expect(contextAtEnd("screens:\n  a:\n    title: Two wo") == nil)
        #expect(contextAtEnd("screens:\n  a: { title: A } x") == nil)
        #expect(YAMLCursorContext.at(line: 7, character: 0, in: "a: b") == nil)
    }

    @Test func aDocumentThatDoesNotParseStillHasItsStructure() throws {
        // An unclosed flow mapping and a tab above: libyaml refuses the file; the lines still say where we are.
        let text = "navgraph: 1\nscreens:\n  home: { title: H\n  detail:\n\ttitle: x\n    segues:\n      s: { kind: sh"
        let context = try #require(contextAtEnd(text))
        #expect(context.path == [.key("screens"), .key("detail"), .key("segues"), .key("s"), .key("kind")])
        #expect(context.partial == "sh")
    }

    @Test func siblingsBelowThePositionCountAndStopAtTheMappingsEnd() throws {
        let text =
            "screens:\n  a:\n    segues:\n      s:\n        arguments:\n          \n        to: b\n      t:\n        to: c\n"
        let context = try #require(YAMLCursorContext.at(line: 5, character: 10, in: text))
        #expect(context.path == [.key("screens"), .key("a"), .key("segues"), .key("s"), .key("arguments")])
        #expect(context.siblings == ["to": "b"])
    }

    @Test func topLevelKeysOfAFlowFileAreRead() {
        let lines = YAMLLines(
            "graph: g.navgraph.yaml # the graph\nsteps:\n  signIn:\n    - back: {}\n  open:\n    - back: {}\nflows: {}\n"
        )
        #expect(lines.topLevelValue(of: "graph") == "g.navgraph.yaml")
        #expect(lines.keys(under: "steps") == ["signIn", "open"])
    }

    @Test func everyPositionOfOddTextsHasAContextWithinItsLineOrNone() {
        let texts = [
            "a: { b: [c, {d: e}], f: \"g\\\" h\" }\n- - x: y\n  -\n'k': 'v''w'\n\u{1F642}: [\u{1F642}, }]\n",
            "\r\n\t- : :\n#: x\n  key:value: \"\n]]]]}}}{{{[[\n- ",
            "screens:\n  a: { segues: { s: { to: b, arguments: { x: \"y, forward: [p",
        ]
        for text in texts {
            let lines = YAMLLines(text)
            for line in -1...lines.count {
                let length = line >= 0 && line < lines.count ? lines.units(of: line).count : 0
                for character in -1...(length + 2) {
                    if let context = YAMLCursorContext.at(line: line, character: character, in: lines) {
                        #expect(context.partialStart >= 0)
                        #expect(context.partialStart + context.partial.utf16.count <= length)
                    }
                    if let word = lines.word(line: line, character: character) {
                        #expect(word.start < word.end && word.end <= length)
                    }
                }
            }
        }
    }
}
