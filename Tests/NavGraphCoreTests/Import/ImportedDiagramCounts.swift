import NavGraphRuntime
import _NavGraphCore

/// The boxes and arrows of a graph's DOT diagram, as `navgraph graph --format dot` draws it: a box is a line
/// `n<number> [...]`, an arrow a line `n<number> -> n<number> [...]` (the legend's samples are named `legend…`, and
/// a cluster lists its boxes as `n<number>;`, so neither is counted).
enum ImportedDiagramCounts {
    static func of(_ definition: GraphDefinition) -> (nodes: Int, edges: Int) {
        count(GraphDiagram.render(definition, format: .dot))
    }

    static func count(_ dot: String) -> (nodes: Int, edges: Int) {
        var nodes = 0
        var edges = 0
        for line in dot.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("n") else { continue }
            let digits = text.dropFirst().prefix { $0.isNumber }
            guard !digits.isEmpty else { continue }
            let rest = text.dropFirst(1 + digits.count)
            if rest.hasPrefix(" [") {
                nodes += 1
            } else if rest.hasPrefix(" -> n") {
                edges += 1
            }
        }
        return (nodes, edges)
    }
}
