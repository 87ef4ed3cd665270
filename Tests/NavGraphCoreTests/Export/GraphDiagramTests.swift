import NavGraphRuntime
import Testing
import _NavGraphCore

private let graphText = """
    navgraph: 1
    graph: Settings
    root: list
    screens:
      list:
        title: 'Say "hi" <now>'
        segues:
          openApp: { kind: show, to: app }
          openAbout: { kind: modal, to: about, presentation: formSheet }
      app:
        title: App
      about:
        segues:
          done: { kind: unwind, to: list }

    """

private func definition() throws -> GraphDefinition {
    let result = Pipeline.check(mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": graphText]))
    return try #require(result.definition, "\(result.diagnostics.map(\.message))")
}

@Test func mermaidDrawsScreensAndSeguesByKindWithEscapedLabels() throws {
    let lines = GraphDiagram.render(try definition(), format: .mermaid).split(separator: "\n")
    #expect(lines.contains("flowchart LR"))
    #expect(lines.contains("    n0([\"list<br/>Say #quot;hi#quot; #lt;now#gt;\"])"))
    #expect(lines.contains("    n1[\"app<br/>App\"]"))
    #expect(lines.contains("    n2[\"about\"]"))
    #expect(lines.contains("    n0 -->|\"openApp\"| n1"))
    #expect(lines.contains("    n0 ==>|\"openAbout (modal, formSheet)\"| n2"))
    #expect(lines.contains("    n2 -.->|\"done (unwind)\"| n0"))
}

@Test func dotDrawsTheRootWithADoubleBorderAndStylesByKind() throws {
    let text = GraphDiagram.render(try definition(), format: .dot)
    #expect(text.hasPrefix("digraph \"Settings\" {\n"))
    #expect(text.hasSuffix("}\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.contains("    n0 [label=\"list\\nSay \\\"hi\\\" <now>\", peripheries=2];"))
    #expect(lines.contains("    n0 -> n1 [label=\"openApp\"];"))
    #expect(lines.contains("    n0 -> n2 [label=\"openAbout (modal, formSheet)\", style=dashed];"))
    #expect(
        lines.contains(
            "    n2 -> n0 [label=\"done (unwind)\", style=dotted, color=\"#57606A\", fontcolor=\"#57606A\"];"))
}

@Test(arguments: GraphDiagram.Format.allCases)
func diagramsEscapeControlAndBidirectionalCharactersOfTitles(format: GraphDiagram.Format) throws {
    let text = """
        navgraph: 1
        graph: G
        root: a
        screens:
          a:
            title: "red \\e[31m bell \\a flip \\u202E end"

        """
    let result = Pipeline.check(mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": text]))
    let diagram = GraphDiagram.render(try #require(result.definition), format: format)
    #expect(!diagram.contains("\u{1B}"))
    #expect(!diagram.contains("\u{07}"))
    #expect(!diagram.contains("\u{202E}"))
    #expect(diagram.contains("red \u{241B}[31m bell \u{2407} flip \\u{202E} end"))
}
