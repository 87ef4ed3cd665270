import Testing
import _NavGraphCore

/// Graph text in generated doc comments never nests backticks: a title's backticks are escaped in prose, and a
/// path with a backtick gets a longer code-span fence.
struct DocCommentBacktickTests {
    @Test func aTitleOrPathWithABacktickDoesNotBreakTheComment() throws {
        let file = "ticks/it`s.navgraph.yaml"
        let text = "navgraph: 1\ngraph: Ticks\nroot: home\nscreens:\n  home:\n    title: \"Don`t `panic`\"\n"
        let checked = Pipeline.check(mainFile: file, sources: InMemorySources([file: text]))
        let graph = try #require(checked.graph)
        let definition = try #require(checked.definition)
        let code = RouteGenerator.generate(graph: graph, definition: definition, sourceName: "it`s.navgraph.yaml")
        let comments = code.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
            .filter { $0.hasPrefix("///") }
        #expect(comments.contains { $0.contains("titled “Don\\`t \\`panic\\`”") })
        #expect(comments.contains { $0.contains("- Remark: Generated from ``it`s.navgraph.yaml:5``.") })
        // No comment line holds an unescaped backtick run that a title or path put there.
        #expect(!comments.contains { $0.contains("Don`t") || $0.contains(" `it`s") })
    }
}
