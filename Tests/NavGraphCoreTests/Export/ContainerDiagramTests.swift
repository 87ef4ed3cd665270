import Foundation
import Testing
import _NavGraphCore

@Test func diagramsDrawContainersAsClustersAndReplaceRootEdges() throws {
    let definition = try #require(
        Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    let mermaid = GraphDiagram.render(definition, format: .mermaid)
    // Each tab is a subgraph of its own, numbered and titled; the split is drawn inside the tab that holds it.
    #expect(
        mermaid.contains(
            """
                subgraph c0["app (tabBar)"]
                    subgraph c0t1["tab 1: Home"]
                        n1
                    end
                    subgraph c0t2["tab 2: Catalog"]
                        subgraph c1["catalog (split)"]

            """))
    #expect(mermaid.contains("        subgraph c0t3[\"tab 3: Cart\"]\n            n9\n        end\n"))
    #expect(mermaid.contains("    n0 --o|\"signedIn (replaceRoot)\"| c0\n"))
    #expect(mermaid.contains("    n2 --o|\"signOut (replaceRoot)\"| n0\n"))
    // Clusters come before the edges that point at them.
    let cluster = try #require(mermaid.range(of: "subgraph c0"))
    let edge = try #require(mermaid.range(of: "--o|"))
    #expect(cluster.lowerBound < edge.lowerBound)
    let dot = GraphDiagram.render(definition, format: .dot)
    #expect(
        dot.contains(
            """
                compound=true;
                subgraph cluster_c0 {
                    label="app (tabBar)";
                    subgraph cluster_c0t1 {
                        label="tab 1: Home";
                        style=rounded;
                        n1;
                    }
                    subgraph cluster_c0t2 {
                        label="tab 2: Catalog";
                        style=rounded;
                        subgraph cluster_c1 {
                            label="catalog (split)";

            """))
    #expect(
        dot.contains(
            "n0 -> n1 [label=\"signedIn (replaceRoot)\", style=bold, color=\"#CF222E\", fontcolor=\"#CF222E\", lhead=cluster_c0];"
        ))
}
