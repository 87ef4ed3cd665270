import NavGraphRuntime
import Testing
import _NavGraphCore

/// A shared segue is drawn as one arrow from each of its sources, its label marked `shared`; an override is drawn
/// as the screen's own segue.
@Test func aSharedSegueIsDrawnFromEachSourceMarkedShared() throws {
    let text = """
        navgraph: 1
        graph: Social
        root: home
        segues:
          openHelp: { kind: modal, to: help, from: all }
        screens:
          home:
            segues:
              openTimeline: { kind: show, to: timeline }
          timeline:
            segues:
              openHelp: { kind: show, to: help }
          help:
            navigationItem:
              leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }]

        """
    let result = Pipeline.check(mainFile: "s.navgraph.yaml", sources: InMemorySources(["s.navgraph.yaml": text]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    let dot = GraphDiagram.render(definition, format: .dot).split(separator: "\n")
    #expect(dot.filter { $0.contains("label=\"openHelp (modal, shared)\"") }.count == 1)
    #expect(dot.filter { $0.contains("label=\"openHelp\"") }.count == 1)
    let mermaid = GraphDiagram.render(definition, format: .mermaid)
    #expect(mermaid.contains("openHelp (modal, shared)"))
}
