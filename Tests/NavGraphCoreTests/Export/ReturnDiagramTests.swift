import NavGraphRuntime
import Testing
import _NavGraphCore

/// A `return` is drawn as one dotted edge back to each caller (the screens that show, present or push it).
private let graphText = """
    navgraph: 1
    graph: Shop
    root: home
    screens:
      home:
        segues:
          pick: { kind: show, to: picker }
          pickModally: { kind: modal, to: picker }
          openCart: { kind: show, to: cart }
      cart:
        segues:
          pick: { kind: modal, to: picker, embedInNavigationController: true }
      picker:
        segues:
          chosen: { kind: return, returns: { size: String } }

    """

@Test func aReturnIsDrawnBackToEachCallerOnce() throws {
    let result = Pipeline.check(mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": graphText]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    let mermaid = GraphDiagram.render(definition, format: .mermaid).split(separator: "\n")
    // home is n0, cart n1, picker n2.
    #expect(
        mermaid.filter { $0.contains("chosen (return)") } == [
            "    n2 -.->|\"chosen (return)\"| n0", "    n2 -.->|\"chosen (return)\"| n1",
        ])
    let dot = GraphDiagram.render(definition, format: .dot)
    #expect(dot.contains("n2 -> n0 [label=\"chosen (return)\", style=dotted, color=\"#8250DF\""))
    #expect(dot.contains("n2 -> n1 [label=\"chosen (return)\", style=dotted, color=\"#8250DF\""))
    #expect(dot.contains("[label=\"return: back to caller\", style=dotted, color=\"#8250DF\""))
}

/// A screen an alert's `modal` segue shows takes the alert's place: its `return` goes back to the alert's callers.
@Test func aReturnFromAScreenAnAlertShowsIsDrawnBackToTheAlertsCaller() throws {
    let text = """
        navgraph: 1
        graph: Notes
        root: home
        screens:
          home:
            navigationItem:
              rightBarButtonItems: [{ id: more, title: More, segue: confirm }]
            segues:
              confirm: { kind: modal, to: ask }
          ask:
            style: actionSheet
            actions:
              - { id: help, title: Help, segue: openHelp }
              - { id: no, title: No, role: cancel }
            segues:
              openHelp: { kind: modal, to: help }
          help:
            segues:
              done: { kind: return }

        """
    let result = Pipeline.check(mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": text]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    let mermaid = GraphDiagram.render(definition, format: .mermaid).split(separator: "\n")
    // home is n0, ask n1, help n2.
    #expect(mermaid.filter { $0.contains("done (return)") } == ["    n2 -.->|\"done (return)\"| n0"])
}
