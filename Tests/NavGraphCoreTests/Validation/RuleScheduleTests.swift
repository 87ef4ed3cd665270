import Testing
import _NavGraphCore

/// The rules on several threads find what they find on one, in the same order.
@Suite struct RuleScheduleTests {
    /// `count` screens in a chain, with a mistake of a different rule every few screens: unknown destinations,
    /// segues and parameters, wrong argument types, unwinds to screens never below, screens nobody reaches,
    /// placeholders without a parameter, bar items without a way to act, duplicate deep links.
    static func graph(screens count: Int) -> String {
        var text = "navgraph: 1\ngraph: Big\nroot: s0\nenums:\n  Mode: [one, two]\nscreens:\n"
        for screen in 0..<count {
            let next = "s\(screen + 1 < count ? screen + 1 : 0)"
            text += "  s\(screen):\n"
            text += "    title: \"Screen \(screen) {\(screen % 5 == 0 ? "missing" : "itemID")}\"\n"
            text +=
                "    parameters:\n      itemID: { type: String, default: \"x\" }\n      mode: { type: Mode, default: one }\n"
            if screen % 9 == 0 {
                text += "    deepLinks: [\"/same/{itemID}\"]\n"
            }
            text += "    navigationItem:\n      rightBarButtonItems:\n"
            text += "        - { id: go, title: Go\(screen % 6 == 0 ? "" : ", segue: next") }\n"
            text += "    segues:\n"
            let target = screen % 7 == 0 ? "nowhere\(screen)" : next
            let argument = screen % 4 == 0 ? "mode: three" : screen % 13 == 0 ? "unknown: 1" : "itemID: \"a\""
            text += "      next: { kind: show, to: \(target), arguments: { \(argument) } }\n"
            if screen % 8 == 0 {
                text += "      back: { kind: unwind, to: s\(screen + 3 < count ? screen + 3 : 0) }\n"
            }
            if screen % 10 == 3 {
                text += "      away: { kind: modal, to: s\(count - 1 - screen % 50) }\n"
            }
        }
        return text
    }

    @Test func severalThreadsFindWhatOneFinds() throws {
        let file = "main.navgraph.yaml"
        let text = Self.graph(screens: 1_200)
        let loaded = Pipeline.check(mainFile: file, sources: InMemorySources([file: text]), limits: Limits())
        let graph = try #require(loaded.graph)
        let alone = Validator.validate(graph, parallel: false)
        let codes = Set(alone.map(\.code))
        // The graph has mistakes for many rules, so the comparison covers them.
        #expect(codes.count >= 6, "\(codes)")
        #expect(alone.count > 500)
        for _ in 0..<3 {
            #expect(Validator.validate(graph, parallel: true) == alone)
        }
        // Without being asked, a graph this large is checked on several threads, with the same findings.
        #expect(graph.screens.count >= 500)
        #expect(Validator.validate(graph) == alone)
    }
}
