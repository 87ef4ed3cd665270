import NavGraphRuntime
import Testing

@testable import _NavGraphCore

/// Which deep-link patterns match every link another matched (`navgraph diff`'s rule for links).
@Suite struct PatternContainmentTests {
    /// `pattern` with its parameters' `types` and the enum `Kind` of `cases`.
    static func typed(_ pattern: String, _ types: [String: ParameterType] = [:], cases: [String] = ["a", "b"])
        -> PatternContainment.TypedPattern?
    {
        guard case .success(let parsed) = LinkPattern.parse(pattern) else { return nil }
        return PatternContainment.TypedPattern(pattern: parsed, types: types, enumCases: ["Kind": Set(cases)])
    }

    /// Whether `outer` covers `inner`.
    static func covers(_ inner: PatternContainment.TypedPattern?, _ outer: PatternContainment.TypedPattern?) -> Bool {
        guard let inner, let outer else { return false }
        return PatternContainment.uncovered(inner, by: outer) == nil
    }

    @Test func originsAPathTakesEveryOriginAWholeURLOnlyItsOwn() {
        #expect(Self.covers(Self.typed("https://a.com/x"), Self.typed("/x")))
        #expect(!Self.covers(Self.typed("/x"), Self.typed("https://a.com/x")))
        #expect(Self.covers(Self.typed("https://a.com/x"), Self.typed("https://*/x")))
        #expect(!Self.covers(Self.typed("https://*/x"), Self.typed("https://a.com/x")))
        #expect(!Self.covers(Self.typed("http://a.com/x"), Self.typed("https://*/x")))
        #expect(!Self.covers(Self.typed("https://b.com/x"), Self.typed("https://a.com/x")))
    }

    @Test func segmentsLiteralsParametersAndTheirTypes() {
        let int: [String: ParameterType] = ["id": .int]
        #expect(Self.covers(Self.typed("/p/42"), Self.typed("/p/{id}", int)))
        #expect(!Self.covers(Self.typed("/p/new"), Self.typed("/p/{id}", int)))
        #expect(!Self.covers(Self.typed("/p/{id}", int), Self.typed("/p/42")))
        #expect(Self.covers(Self.typed("/p/{id}", int), Self.typed("/p/{id}", ["id": .double])))
        #expect(!Self.covers(Self.typed("/p/{id}", ["id": .double]), Self.typed("/p/{id}", int)))
        #expect(Self.covers(Self.typed("/p/{id}", int), Self.typed("/p/{code}", ["code": .string])))
        #expect(!Self.covers(Self.typed("/p/{id}", int), Self.typed("/p/{id}/more", int)))
    }

    @Test func enumsTakeEveryOldCase() {
        let kind: [String: ParameterType] = ["k": .enumeration("Kind")]
        let old = Self.typed("/k/{k}", kind, cases: ["a", "b"])
        #expect(Self.covers(old, Self.typed("/k/{k}", kind, cases: ["a", "b", "c"])))
        #expect(!Self.covers(old, Self.typed("/k/{k}", kind, cases: ["a"])))
        #expect(Self.covers(Self.typed("/k/b"), Self.typed("/k/{k}", kind, cases: ["b"])))
    }

    @Test func textAroundAParameterMustBeKept() {
        let name: [String: ParameterType] = ["n": .string]
        #expect(Self.covers(Self.typed("/u/@{n}", name), Self.typed("/u/{n}", name)))
        #expect(!Self.covers(Self.typed("/u/{n}", name), Self.typed("/u/@{n}", name)))
        #expect(!Self.covers(Self.typed("/u/@{n}", ["n": .int]), Self.typed("/u/{n}", ["n": .int])))
        #expect(Self.covers(Self.typed("/u/@{n}.json", ["n": .int]), Self.typed("/u/@{n}.json", ["n": .double])))
    }

    @Test func everyOldQueryItemIsStillRead() {
        #expect(!Self.covers(Self.typed("/s?q={q}"), Self.typed("/s")))
        #expect(Self.covers(Self.typed("/s?q={q}"), Self.typed("/s?q={x}")))
        #expect(Self.covers(Self.typed("/s"), Self.typed("/s?q={q}")))
        #expect(!Self.covers(Self.typed("/s?q={q}"), Self.typed("/s?query={q}")))
        #expect(!Self.covers(Self.typed("/s?q={q}"), Self.typed("/s?q={q}", ["q": .int])))
    }
}
