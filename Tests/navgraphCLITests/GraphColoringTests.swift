import Foundation
import Testing

/// `navgraph graph --color-by`: screens filled by a `navgraph stats` number, with a legend, on the example graphs.
@Suite struct GraphColoringTests {
    private static let graphs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("graphs")

    private func draw(_ graph: String, _ options: [String]) throws -> CLIRun {
        try navgraph(["graph"] + options + [Self.graphs.appendingPathComponent(graph).path])
    }

    @Test func tapsShadeEachScreenByItsTapsFromTheStartInMermaid() throws {
        // weibo: feed is the root (0 taps); profile and compose one segue away; followers and location two.
        let run = try draw("weibo.navgraph.yaml", ["--color-by", "taps"])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("    subgraph legend[\"legend: taps from the start\"]"), "\(run.output)")
        #expect(lines.contains("        legend0[\"0 taps\"]"))
        #expect(lines.contains("        legend1[\"1 tap\"]"))
        #expect(lines.contains("        legend2[\"2 taps\"]"))
        #expect(lines.contains("    class legend0,n0 taps0"), "\(run.output)")
        #expect(lines.contains("    class legend1,n1,n3 taps1"), "\(run.output)")
        #expect(lines.contains("    class legend2,n2,n4 taps2"), "\(run.output)")
        #expect(lines.contains("    classDef taps0 fill:#DAFBE1,stroke:#1A7F37"))
        // Shades no screen uses are left out of the legend; the deep-link fill gives way to the colours.
        #expect(!run.output.contains("taps3"))
        #expect(!run.output.contains("deepLink"))
    }

    @Test func modalOnlyFillsTheScreensReachedOnlyThroughAModalInDOT() throws {
        // mail: compose, its attachment picker and its discard sheet are reached only by presenting compose.
        let run = try draw("mail.navgraph.yaml", ["--format", "dot", "--color-by", "modal-only"])
        #expect(run.status == 0, "\(run.errors)")
        let nodes = run.output.split(separator: "\n").filter {
            $0.hasPrefix("    n") && $0.dropFirst(5).first?.isNumber == true && !$0.contains("->")
        }
        let filled = nodes.filter { $0.contains("fillcolor=\"#FFF1E5\"") }.map { $0.split(separator: " ").first }
        #expect(filled == ["n3", "n4", "n5"], "\(run.output)")
        #expect(nodes.count == 6)
        #expect(run.output.contains("legend_colors [label=\"reached only through a modal:\", shape=plaintext];"))
        #expect(
            run.output.contains(
                "legend_color0 [label=\"only through a modal\", style=filled, fillcolor=\"#FFF1E5\", color=\"#BC4C00\"];"
            ))
        #expect(!run.output.contains("legend_link"))
    }

    @Test func everyMetricDrawsEveryExampleGraph() throws {
        for graph in ["mail", "settings", "shop", "weibo"] {
            for metric in ["taps", "back-home", "dead-ends", "modal-only", "link-only"] {
                for format in ["mermaid", "dot"] {
                    let run = try draw("\(graph).navgraph.yaml", ["--format", format, "--color-by", metric])
                    #expect(run.status == 0, "\(graph) \(metric) \(format): \(run.errors)")
                }
            }
        }
        // back-home on weibo: going back from every screen ends at the feed.
        let run = try draw("weibo.navgraph.yaml", ["--color-by", "back-home"])
        #expect(run.output.contains("    class legend0,n0,n1,n2,n3,n4 backHome"), "\(run.output)")
        #expect(!run.output.contains("backStuck"))
    }

    @Test func graphvizDrawsAColouredDiagram() throws {
        guard requiredTool("dot", install: "apt-get install graphviz, or brew install graphviz") != nil else { return }
        let folder = try TemporaryFolder()
        let graph = Self.graphs.appendingPathComponent("shop.navgraph.yaml").path
        let run = try navgraph(["graph", "--color-by", "taps", "--output", "shop.svg", graph], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let svg = try #require(folder.read("shop.svg"))
        #expect(svg.contains("fill=\"#dafbe1\"") || svg.contains("fill=\"#DAFBE1\""), "\(svg.prefix(400))")
        #expect(svg.contains("<title>legend_color0</title>"))
    }

    @Test func anUnknownMetricIsAUsageErrorWithADidYouMean() throws {
        let run = try draw("weibo.navgraph.yaml", ["--color-by", "tap"])
        #expect(run.status == 2)
        #expect(run.errors.contains("'--color-by'"), "\(run.errors)")
    }
}
