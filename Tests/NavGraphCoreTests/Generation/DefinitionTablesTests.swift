import Foundation
import Testing
import _NavGraphCore

@_spi(Generated) @testable import NavGraphRuntime

/// The definition tables generated code embeds (docs/generation.md, The definition tables): what is written is
/// read back, screen by screen, without reading the rest.
@Suite struct DefinitionTablesTests {
    /// Writes `definition`'s tables and hands `body` the definition that reads them, while their bytes live.
    private func withTables<T>(_ definition: GraphDefinition, _ body: (GraphDefinition, String) throws -> T) throws -> T
    {
        let lines = try #require(
            DefinitionTablesWriter.lines(of: definition, formatVersion: GeneratedCodeFormat.version))
        let text = lines.joined(separator: "\n")
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buffer in
            try body(GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "X", root: "x"), text)
        }
    }

    private func withoutRoutes(_ screen: ScreenDefinition) -> ScreenDefinition {
        var stripped = screen
        stripped.linkRoute = nil
        for index in stripped.deepLinks.indices { stripped.deepLinks[index].route = nil }
        return stripped
    }

    private func definition(_ yaml: String) throws -> GraphDefinition {
        let result = check(yaml).result
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    @Test(arguments: ["settings.navgraph.yaml", "weibo.navgraph.yaml", "mail.navgraph.yaml", "shop.navgraph.yaml"])
    func everyExampleGraphReadsBackScreenByScreen(file: String) throws {
        let original = try #require(Pipeline.check(mainFile: file, sources: try exampleGraphSources()).definition)
        try withTables(original) { read, _ in
            #expect(read.screenCount == original.screenCount)
            #expect(read.name == original.name && read.root == original.root)
            #expect(read.containers == original.containers && read.sharedSegues == original.sharedSegues)
            #expect(read.entries == original.entries && read.enums == original.enums)
            #expect(read.container == original.container)
            for (position, screen) in original.screens.enumerated() {
                #expect(read.screen(screen.id) == withoutRoutes(screen))
                #expect(read.screen(at: position) == withoutRoutes(screen))
                #expect(read.screenWithRoutes(screen.id) == screen)
                #expect(read.screenPosition(of: screen.id) == position)
            }
            let linked = original.screens.filter { !$0.deepLinks.isEmpty }.map(LinkedScreen.init)
            #expect(!linked.isEmpty)
            #expect(read.linkedScreens == linked)
            #expect(read == original)
            #expect(read.storedFingerprint == original.restorationFingerprint)
            #expect(read.computedFingerprint == original.restorationFingerprint)
            #expect(read.screen("noSuchScreen") == nil && read.screen(at: original.screenCount) == nil)
        }
    }

    @Test func zeroValuesLeftOutReadBackAndOptionalsKeepFalseAndNull() throws {
        let original = try definition(
            """
            navgraph: 1
            graph: G
            root: a
            screens:
              a:
                title: "Ünïcode \\\\ \\"quoted\\" \\n line\\ttab \\"\\"\\"# ##"
                navigationBarHidden: false
                toolbarHidden: false
                parameters:
                  zero: { type: Int, default: 0 }
                  none: { type: String?, default: null }
                  off: { type: Bool, default: false }
                  ratio: { type: Double, default: 1.0 }
                  list: { type: "[Int]", default: [] }
                  needed: { type: Int? }
                segues:
                  again: { kind: show, to: a, arguments: { needed: 0 } }
            """)
        try withTables(original) { read, text in
            let screen = try #require(read.screen("a"))
            #expect(screen == original.screens[0])
            #expect(screen.navigationBarHidden == false && screen.toolbarHidden == false)
            #expect(
                screen.parameters.map(\.defaultValue) == [.int(0), .null, .bool(false), .double(1), .array([]), nil])
            #expect(text.utf8.allSatisfy { $0 == 0x0A || (0x20...0x7E).contains($0) })
        }
    }

    private func outcome(_ matcher: DeepLinkMatcher, _ link: String) -> Result<LinkMatch, NavigationError> {
        do throws(NavigationError) {
            return .success(try matcher.match(link))
        } catch {
            return .failure(error)
        }
    }

    /// The deep-link trie is built from the links section alone: every linkable parameter type (optionals of
    /// enums included) and negative priorities read back, unlinkable parameters are left out, and the matcher built
    /// on the tables opens the same screens with the same values as the one built on the screens.
    @Test func theLinksSectionCarriesWhatTheTrieNeeds() throws {
        let original = try definition(
            """
            navgraph: 1
            graph: G
            root: list
            enums:
              Section: [general, privacy]
            screens:
              list:
                segues:
                  open: { kind: show, to: item, arguments: { id: 1 } }
              item:
                parameters:
                  id: { type: Int }
                  section: { type: Section?, default: null }
                  tags: { type: "[Int]", default: [] }
                  when: { type: Date?, default: null }
                  ratio: { type: Double, default: 0.5 }
                deepLinks:
                  - { pattern: "/items/{id}?section={section}&at={when}&r={ratio}", priority: -3 }
                  - { pattern: "shop://items/{id}", priority: 12 }
            """)
        let expected = LinkedScreen(
            id: "item",
            linkableTypes: [
                "id": .int, "section": .optional(.enumeration("Section")), "when": .optional(.date), "ratio": .double,
            ],
            links: [
                .init(pattern: "/items/{id}?section={section}&at={when}&r={ratio}", priority: -3),
                .init(pattern: "shop://items/{id}", priority: 12),
            ])
        #expect(original.linkedScreens == [expected])
        try withTables(original) { read, _ in
            #expect(read.linkedScreens == [expected])
            let fromTables = DeepLinkMatcher(read)
            let fromScreens = DeepLinkMatcher(original)
            for link in ["/items/7?section=privacy&r=2.5", "shop://items/9", "/items/7?section=nope", "/items/x"] {
                #expect(outcome(fromTables, link) == outcome(fromScreens, link), "\(link)")
            }
            let opened = try #require(URL(string: "/items/7?section=privacy").flatMap(fromTables.screen(for:)))
            #expect(opened.arguments["section"] == .string("privacy") && opened.arguments["ratio"] == .double(0.5))
            #expect(opened.arguments["tags"] == .array([]) && opened.arguments["id"] == .int(7))
        }
    }

    /// A chain of linked screens: each deep link's synthetic back stack is the one before it plus a step, so the
    /// routes share their prefixes and the tables grow linearly.
    @Test func routesOfAChainOfLinkedScreensShareTheirPrefixes() throws {
        func chain(_ count: Int) throws -> GraphDefinition {
            var yaml = "navgraph: 1\ngraph: Chain\nroot: s0\nscreens:\n"
            for index in 0..<count {
                yaml += "  s\(index):\n    deepLinks: [\"/s\(index)\"]\n"
                yaml += "    segues:\n      next: { kind: show, to: s\((index + 1) % count) }\n"
            }
            return try definition(yaml)
        }
        let short = try chain(100)
        let long = try chain(400)
        let shortSize = try withTables(short) { _, text in text.utf8.count }
        let longSize = try withTables(long) { read, text in
            let last = try #require(read.screenWithRoutes("s399"))
            #expect(read.screen("s399")?.linkRoute == nil)
            #expect(last.linkRoute?.count == 399)
            #expect(last.linkRoute == long.screen("s399")?.linkRoute)
            #expect(last.linkRoute?.first == LinkStep(screen: "s0", segue: "next"))
            return text.utf8.count
        }
        // Four times the screens: about four times the text (routes stored whole would make it sixteen).
        #expect(Double(longSize) / Double(shortSize) < 4.6)
    }

    /// What many rows hold alike (here the same bar items and parameter types on every screen) is stored once and
    /// referred to (`&N`); each screen still reads back whole.
    @Test func valuesRowsShareAreStoredOnce() throws {
        var yaml = "navgraph: 1\ngraph: Many\nroot: s0\nscreens:\n"
        for index in 0..<40 {
            yaml += "  s\(index):\n    parameters: { id: { type: Int, default: \(index) }, note: { type: String? } }\n"
            yaml += "    navigationItem:\n      rightBarButtonItems: [{ id: share, title: Share, action: share }]\n"
            yaml += "    segues:\n      next: { kind: show, to: s\((index + 1) % 40), arguments: { note: x } }\n"
        }
        let original = try definition(yaml)
        try withTables(original) { read, text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let rows = lines[7..<47]
            #expect(rows.allSatisfy { $0.hasPrefix("{") && $0.contains("&") })
            // A few shared texts in the string table, not forty copies in the rows.
            let sharedTexts = lines[47...].filter { $0.hasPrefix("{") || $0.hasPrefix("[") }
            #expect(!sharedTexts.isEmpty && sharedTexts.count < 10)
            for screen in original.screens { #expect(read.screen(screen.id) == withoutRoutes(screen)) }
            #expect(read == original)
        }
    }

    @Test func damagedTablesGiveAGraphWithoutScreensNeverATrap() throws {
        let original = try definition("navgraph: 1\ngraph: G\nroot: a\nscreens:\n  a: { title: A }\n")
        let lines = try #require(DefinitionTablesWriter.lines(of: original, formatVersion: GeneratedCodeFormat.version))
        let text = lines.joined(separator: "\n")
        for damaged in [
            String(text.prefix(text.utf8.count / 2)), "", "4", text.replacingOccurrences(of: "{", with: "["),
        ] {
            var bytes = Array(damaged.utf8)
            let screens = bytes.withUnsafeMutableBufferPointer { buffer in
                let read = GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "G", root: "a")
                return (read.screen("a"), read.screens)
            }
            #expect(screens.0 == nil && screens.1.isEmpty, "\(damaged)")
        }
    }
}
