import NavGraphRuntime
import Testing
import _NavGraphCore

/// The synthetic back stacks `navgraph generate` stores in the definition (`ScreenDefinition.linkRoute`).
@Test func linkRoutesAreShortestShowChainsThenPresentations() throws {
    let yaml = """
        navgraph: 1
        graph: Routes
        root: home
        screens:
          home:
            deepLinks: ["/"]
            segues:
              viaA: { kind: show, to: a }
              viaB: { kind: show, to: b }
              sheet: { kind: modal, to: s, embedInNavigationController: true }
              far: { kind: modal, to: z }
              jump: { kind: show, to: x, popTo: home }
          a:
            segues:
              toC: { kind: show, to: c }
          b:
            segues:
              toC: { kind: show, to: c }
          c:
            deepLinks: ["/c"]
            segues:
              toZ1: { kind: show, to: z1 }
          z1:
            segues:
              toZ: { kind: show, to: z }
          z:
            deepLinks: ["/z"]
          s:
            segues:
              push: { kind: show, to: t }
          t:
            deepLinks: ["/t"]
          x:
            deepLinks: ["/x"]
          lonely:
            deepLinks: ["/lonely"]

        """
    let result = Pipeline.check(mainFile: "r.navgraph.yaml", sources: InMemorySources(["r.navgraph.yaml": yaml]))
    let definition = try #require(result.definition)
    func route(_ id: String) -> [String]? {
        definition.screens.first { $0.id == id }?.linkRoute.map { $0.map { "\($0.screen).\($0.segue)" } }
    }
    #expect(route("home") == [])
    // Two chains of two pushes: the first declared wins.
    #expect(route("c") == ["home.viaA", "a.toC"])
    // A chain of pushes beats a shorter chain with a presentation.
    #expect(route("z") == ["home.viaA", "a.toC", "c.toZ1", "z1.toZ"])
    // Pushes inside an embedded presentation.
    #expect(route("t") == ["home.sheet", "s.push"])
    // `popTo` segues are not followed; a screen nothing reaches is opened alone.
    #expect(route("x") == [])
    #expect(route("lonely") == [])
    // Screens without links carry no route.
    #expect(route("a") == nil)
}
