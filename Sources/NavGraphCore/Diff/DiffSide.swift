package import NavGraphRuntime

/// One version of a graph for `GraphDiff`: the graph as read (ids, `renamedFrom:`, locations) and its lowered
/// definition (resolved types, defaults, link gates). Only graphs without errors are compared.
package struct DiffSide: Sendable {
    package var graph: Graph
    package var definition: GraphDefinition

    package init(graph: Graph, definition: GraphDefinition) {
        self.graph = graph
        self.definition = definition
    }

    /// Whether the screen `id` keeps its place in saved navigation states (its restoration identifier is not
    /// `null`).
    func isRestorable(_ id: String) -> Bool {
        definition.screen(id)?.restorationIdentifier != nil
    }

    /// The enum cases of the graph, by enum name.
    var enumCases: [String: Set<String>] {
        Dictionary(definition.enums.map { ($0.name, Set($0.cases)) }, uniquingKeysWith: { first, _ in first })
    }
}
