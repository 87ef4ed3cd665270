import NavGraphRuntime

/// NG407's limit for each stack state: the `backButtonTitleMaxLength` of the navigation controllers that can hold
/// it. A presented stack takes its embedding segue's `navigationController:` (else the graph's); the main stack and
/// split columns take the graph's, or the largest a tab or column sets. Where several apply, the largest counts, so
/// NG407 speaks only of a title longer than every limit it can meet.
enum BackTitleLimits {
    static func of(_ graph: Graph, states: StateGraph) -> [Int] {
        let global =
            graph.navigationController.backButtonTitleMaxLength?.value ?? ContainerSettings().backButtonTitleMaxLength
        var containerLimit = global
        for container in graph.containers {
            let overrides = container.tabs.map(\.navigationController) + container.columns.map(\.navigationController)
            for case let limit? in overrides.map({ $0?.backButtonTitleMaxLength?.value }) {
                containerLimit = max(containerLimit, limit)
            }
        }
        var limits = (0..<states.stateCount).map {
            states.container(of: $0) == .presentedStack ? -1 : containerLimit
        }
        for presentation in states.presentations where states.container(of: presentation.to) == .presentedStack {
            let reference = states.edges[presentation.edge]
            let segue = graph.screens[reference.screen].segues[reference.segue]
            let limit = segue.navigationController?.backButtonTitleMaxLength?.value ?? global
            limits[presentation.to] = max(limits[presentation.to], limit)
        }
        // Down the pushes of presented stacks, to a fixed point (limits only grow, so it ends).
        let successors = Adjacency(
            count: states.stateCount, edges: states.pushes.map { ($0.stackPredecessor, $0.to) }, reversed: false)
        var queue = limits.indices.filter { limits[$0] >= 0 && states.container(of: $0) == .presentedStack }
        while let state = queue.popLast() {
            for index in successors.start[state]..<successors.start[state + 1] {
                let next = successors.targets[index]
                guard limits[state] > limits[next] else { continue }
                limits[next] = limits[state]
                queue.append(next)
            }
        }
        return limits.map { $0 < 0 ? global : $0 }
    }
}
