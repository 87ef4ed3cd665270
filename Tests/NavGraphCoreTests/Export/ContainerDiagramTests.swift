import Foundation
import NavGraphCore
import Testing

@Test func diagramsDrawContainersAsClustersAndReplaceRootEdges() throws {
    let definition = try #require(
        Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    let mermaid = GraphDiagram.render(definition, format: .mermaid)
    #expect(
        mermaid.contains(
            "    subgraph c0[\"app (tabBar)\"]\n        n1\n        n9\n        subgraph c1[\"catalog (split)\"]\n"))
    #expect(mermaid.contains("    n0 --o|\"signedIn (replaceRoot)\"| c0\n"))
    #expect(mermaid.contains("    n2 --o|\"signOut (replaceRoot)\"| n0\n"))
    // Clusters come before the edges that point at them.
    let cluster = try #require(mermaid.range(of: "subgraph c0"))
    let edge = try #require(mermaid.range(of: "--o|"))
    #expect(cluster.lowerBound < edge.lowerBound)
    let dot = GraphDiagram.render(definition, format: .dot)
    #expect(dot.contains("    compound=true;\n    subgraph cluster_c0 {\n        label=\"app (tabBar)\";\n"))
    #expect(
        dot.contains(
            "n0 -> n1 [label=\"signedIn (replaceRoot)\", style=bold, color=\"#CF222E\", fontcolor=\"#CF222E\", lhead=cluster_c0];"
        ))
}
