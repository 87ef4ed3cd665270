import Foundation
import Testing
import _NavGraphCore

/// What the generated doc comments say about where a screen stands and what a `showDetail` does, and that a graph
/// without actions gets no empty `Action` enum (its `Action` is `NoAction`, as `Tab` and `Return` are).
@Suite struct GeneratedCommentsTests {
    static let graph = """
        navgraph: 1
        graph: Places
        root: app
        entries: [app, lone]
        containers:
          app:
            kind: tabBar
            tabs:
              - { id: class, root: home }
              - { id: browse, root: browse }
          browse:
            kind: split
            primary: list
            secondary: empty
        screens:
          home:
            title: "Sign In"
            segues:
              next: { kind: replaceRoot, to: linked }
          list:
            segues:
              open: { kind: showDetail, to: detail }
          empty: {}
          detail:
            segues:
              more: { kind: showDetail, to: detail }
          lone: {}
          linked:
            deepLinks: ["/linked"]

        """

    @Test func commentsSayWhereEachScreenStands() throws {
        let generated = generate("places.navgraph.yaml", sources: InMemorySources(["places.navgraph.yaml": Self.graph]))
        let code = try #require(generated.code, "\(describe(generated.result.diagnostics))")
        let comments = code.split(separator: "\n").filter { $0.contains("///") }.joined(separator: "\n")
        #expect(comments.contains("The 'home' screen, titled “Sign In”: the root of the 'class' tab of 'app'."))
        #expect(comments.contains("The 'list' screen: the root of the primary column of 'browse'."))
        #expect(comments.contains("The 'empty' screen: the root of the secondary column of 'browse'."))
        #expect(comments.contains("The 'lone' screen: an entry (`Router(entry:)`)."))
        #expect(comments.contains("The 'linked' screen: shown by 'home.next'."))
        #expect(comments.contains("Shows 'detail' in the secondary column of 'browse', replacing its stack"))
        #expect(comments.contains("Shows 'detail' as the detail: from a split view's primary"))
        #expect(!comments.contains("no segue shows it"))
        #expect(!comments.contains("Presents 'detail'"))
        #expect(!comments.contains(",,"))
        #expect(!code.contains("enum Action"))
        #expect(!code.contains("func action(named"))
        #expect(code.contains("case `class`"))
    }
}
