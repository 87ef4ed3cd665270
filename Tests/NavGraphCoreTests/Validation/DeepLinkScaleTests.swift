import NavGraphRuntime
import Testing

@testable import _NavGraphCore

/// The deep-link checks cost about one comparison per pattern on the shapes that made them quadratic: the work is
/// counted, never timed.
struct DeepLinkScaleTests {
    private static func pattern(_ text: String) throws -> LinkPattern {
        try LinkPattern.parse(text).get()
    }

    private static func located(_ text: String) -> Located<String> {
        Located(text, at: SourceLocation(fileID: 0, line: 1, column: 1, length: 1))
    }

    /// 2,000 patterns `/x{i}/y/z/end` of one screen, then 2,000 `/{s}/y/z/u{i}` of another: each of the second kind
    /// used to be searched under all 2,000 literals `x{i}`.
    @Test func manyLiteralsUnderAParameterCostLinearWork() throws {
        var overlaps = PatternOverlaps(enumCases: [:])
        let count = 2000
        for i in 0..<count {
            let text = "/x\(i)/y/z/end"
            #expect(
                overlaps.insert(try Self.pattern(text), pathTypes: [], screen: 0, location: Self.located(text)) == nil)
        }
        for i in 0..<count {
            let text = "/{s}/y/z/u\(i)"
            let found = overlaps.insert(
                try Self.pattern(text), pathTypes: [.string], screen: 1, location: Self.located(text))
            #expect(found == nil)
        }
        #expect(overlaps.comparisons <= 4 * count, "\(overlaps.comparisons) comparisons for \(2 * count) patterns")
    }

    /// Each screen its own enum and a pattern `/{v}/end{i}`: nothing overlaps, and nothing is compared.
    @Test func patternsWithTheirOwnLiteralsAreNotComparedWithEachOther() throws {
        let count = 1000
        var cases: [String: Set<String>] = [:]
        for i in 0..<count { cases["E\(i)"] = ["c\(i)a", "c\(i)b"] }
        var overlaps = PatternOverlaps(enumCases: cases)
        for i in 0..<count {
            let text = "/{v}/end\(i)"
            let found = overlaps.insert(
                try Self.pattern(text), pathTypes: [.enumeration("E\(i)")], screen: i, location: Self.located(text))
            #expect(found == nil)
        }
        #expect(overlaps.comparisons <= 2 * count, "\(overlaps.comparisons) comparisons for \(count) patterns")
    }

    /// An overlap is still found among many patterns, and the earliest overlapping pattern is the one named.
    @Test func theEarliestOverlappingPatternIsNamed() throws {
        var overlaps = PatternOverlaps(enumCases: [:])
        for (screen, text) in ["/a/{x}", "/b/{x}", "/{y}/c", "/{y}/d"].enumerated() {
            _ = overlaps.insert(
                try Self.pattern(text), pathTypes: [.string], screen: screen, location: Self.located(text))
        }
        let found = overlaps.insert(
            try Self.pattern("/b/d"), pathTypes: [], screen: 9, location: Self.located("/b/d"))
        #expect(found?.earlier.value == "/b/{x}")
        #expect(found?.witness == "/b/d")
    }

    /// A chain of 3,000 screens, each with a link: the back-stack check steps through each screen about once,
    /// not through every back stack.
    @Test func aLongChainOfLinkedScreensIsCheckedInLinearSteps() throws {
        let count = 3000
        var text = "navgraph: 1\ngraph: Chain\nroot: s0\nscreens:\n"
        for i in 0..<count {
            text += "  s\(i):\n    parameters: { id: Int }\n    deepLinks: [\"/s\(i)/{id}\"]\n"
            if i + 1 < count { text += "    segues: { go: { kind: show, to: s\(i + 1), forward: [id] } }\n" }
        }
        let result = Pipeline.check(mainFile: "c.navgraph.yaml", sources: InMemorySources(["c.navgraph.yaml": text]))
        let graph = try #require(result.graph)
        // The root's `id` is required and nothing sets it: each link's back stack lacks it but its path carries it.
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let index = ValidationIndex(graph)
        var sink = DiagnosticSink()
        let types = TypeRules.check(graph, index: index, into: &sink)
        var needs = BackStackNeeds(routes: LinkRoutes(graph, screens: index.screens), graph: graph, types: types)
        var lacking = 0
        for target in 0..<count { lacking += needs.below(target).count }
        #expect(lacking == count - 1)
        #expect(needs.steps <= 3 * count, "\(needs.steps) steps for \(count) screens")
    }
}
