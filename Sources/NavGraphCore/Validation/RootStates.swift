import NavGraphRuntime

/// What a `root:` or a `replaceRoot` segue's `to:` installs, as the states of the flow analysis: a screen at the
/// bottom of the main stack, or every tab's and column's root screen of a container (see docs/containers.md).
/// Containers that do not resolve (unknown, nested wrongly, cyclic) contribute what they can; their mistakes are
/// `ContainerRules`' to report.
struct RootStates {
    private let graph: Graph
    private let index: ValidationIndex
    private let containers: [String: Int]

    init(_ graph: Graph, index: ValidationIndex) {
        self.graph = graph
        self.index = index
        var containers: [String: Int] = [:]
        for (position, container) in graph.containers.enumerated() where containers[container.id.value] == nil {
            containers[container.id.value] = position
        }
        self.containers = containers
    }

    /// The states the content named `name` starts, in tab and column order.
    func states(of name: String, in states: StateGraph) -> [Int] {
        var visited: Set<Int> = []
        return content(of: name, visited: &visited).map { states.state($0.screen, $0.container) }
    }

    private func content(of name: String, visited: inout Set<Int>) -> [(screen: Int, container: StateGraph.Container)] {
        if let screen = index.screens[name] { return [(screen, .mainStack)] }
        guard let position = containers[name], visited.insert(position).inserted else { return [] }
        let container = graph.containers[position]
        switch container.kind?.value {
        case .tabBar?:
            return container.tabs.flatMap { tab in
                tab.root.map { content(of: $0.value, visited: &visited) } ?? []
            }
        case .split?:
            var result: [(screen: Int, container: StateGraph.Container)] = []
            for column in container.columns {
                guard let root = column.root, let screen = index.screens[root.value] else { continue }
                result.append((screen, column.role == "secondary" ? .secondaryColumn : .column))
            }
            return result
        case nil:
            return []
        }
    }
}
