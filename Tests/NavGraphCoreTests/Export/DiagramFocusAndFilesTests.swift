import NavGraphRuntime
import Testing
import _NavGraphCore

/// A chain a → b → c → d with a deep link on c, d in an included file.
private let sources = InMemorySources([
    "g.navgraph.yaml": """
    navgraph: 1
    graph: Chain
    root: a
    include: [parts/more.navgraph.yaml]
    screens:
      a:
        segues: { toB: { kind: show, to: b } }
      b:
        segues: { toC: { kind: modal, to: c } }
      c:
        deepLinks: ["/c"]
        segues: { toD: { kind: show, to: d } }

    """,
    "parts/more.navgraph.yaml": """
    navgraph: 1
    screens:
      d:
        segues: { back: { kind: unwind, to: c } }

    """,
])

private func checked() throws -> (GraphDefinition, [String: String]) {
    let result = Pipeline.check(mainFile: "g.navgraph.yaml", sources: sources)
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    return (definition, GraphDiagram.includedFiles(of: try #require(result.graph)))
}

@Test func screensOfIncludedFilesAreGroupedByFile() throws {
    let (definition, files) = try checked()
    #expect(files == ["d": "parts/more.navgraph.yaml"])
    let dot = GraphDiagram.render(definition, format: .dot, options: .init(files: files))
    #expect(
        dot.contains(
            "    subgraph cluster_f0 {\n        label=\"parts/more.navgraph.yaml\";\n        style=dashed;\n        n3;\n    }\n"
        ))
    let mermaid = GraphDiagram.render(definition, format: .mermaid, options: .init(files: files))
    #expect(mermaid.contains("    subgraph f0[\"parts/more.navgraph.yaml\"]\n        n3\n    end\n"))
}

@Test func deepLinkEntriesAreFilledAndTheLegendNamesTheKindsDrawn() throws {
    let (definition, _) = try checked()
    let dot = GraphDiagram.render(definition, format: .dot)
    #expect(dot.contains("    n2 [label=\"c\\nlink /c\", style=filled, fillcolor=\"#E8F0FE\"];\n"))
    #expect(dot.contains("legend_root [label=\"root\", peripheries=2];"))
    #expect(dot.contains("legend_link [label=\"deep-link entry\""))
    #expect(dot.contains("[label=\"show: push\"]"))
    #expect(dot.contains("[label=\"modal: present\", style=dashed]"))
    #expect(dot.contains("[label=\"unwind: back to\", style=dotted"))
    #expect(!dot.contains("replaceRoot: new root"))
    #expect(!dot.contains("legend_focus"))
    let mermaid = GraphDiagram.render(definition, format: .mermaid)
    #expect(mermaid.contains("    n2[\"c<br/>link /c\"]\n"))
    #expect(mermaid.hasSuffix("    classDef deepLink fill:#E8F0FE,stroke:#0969DA\n    class n2 deepLink\n"))
}

@Test func focusDrawsTheScreensWithinDepthSeguesEitherWay() throws {
    let (definition, files) = try checked()
    let near = GraphDiagram.render(
        definition, format: .dot, options: .init(files: files, focus: GraphNeighbourhood(screen: "b")))
    #expect(near.contains("    n0 [") && near.contains("    n1 [") && near.contains("    n2 ["))
    #expect(!near.contains("    n3 ["))
    #expect(!near.contains("cluster_f0"), "a file group with no drawn screen is left out")
    #expect(!near.contains("n2 -> n3"))
    #expect(near.contains("    n1 [label=\"b\", style=filled, fillcolor=\"#FFF4C2\", penwidth=2];"))
    #expect(near.contains("label=\"screens at most 1 segue away from b\";"))
    #expect(near.contains("legend_focus"))
    let far = GraphDiagram.render(
        definition, format: .mermaid, options: .init(files: files, focus: GraphNeighbourhood(screen: "a", depth: 3)))
    #expect(far.contains("    n3[\"d\"]"))
    #expect(far.contains("    n3 -.->|\"back (unwind)\"| n2"))
    #expect(far.hasSuffix("    class n0 focus\n"))
    let alone = GraphDiagram.render(
        definition, format: .mermaid, options: .init(focus: GraphNeighbourhood(screen: "a", depth: 1)))
    #expect(alone.contains("n1[\"b\"]") && !alone.contains("n2[") && !alone.contains("n3["))
}

@Test func focusOnAContainerScreenKeepsOnlyClustersWithDrawnScreens() throws {
    let definition = try #require(
        Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    let dot = GraphDiagram.render(
        definition, format: .dot, options: .init(focus: GraphNeighbourhood(screen: "reviews", depth: 1)))
    #expect(!dot.contains("subgraph cluster_c"), "no screen of a container is one segue from 'reviews'")
    #expect(!dot.contains("compound=true"))
    let wider = GraphDiagram.render(
        definition, format: .dot, options: .init(focus: GraphNeighbourhood(screen: "categories", depth: 1)))
    #expect(wider.contains("subgraph cluster_c0 {") && wider.contains("subgraph cluster_c1 {"))
}

@Test func mermaidEscapesTheAmpersandsOfDeepLinkQueries() throws {
    let definition = try #require(
        Pipeline.check(mainFile: "mail.navgraph.yaml", sources: try exampleGraphSources()).definition)
    let mermaid = GraphDiagram.render(definition, format: .mermaid)
    #expect(mermaid.contains("link /mail/{mailbox}?name={name}#amp;unread={unreadOnly}"))
    #expect(!mermaid.contains("&"))
}
