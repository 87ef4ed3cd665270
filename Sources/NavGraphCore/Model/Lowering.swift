public import NavGraphRuntime

extension GraphDefinition {
    /// Lowers a graph that validated without errors to the runtime's definition.
    public init(validated graph: Graph) {
        self.init(name: graph.name?.value ?? "", root: graph.root?.value ?? "", screens: [])
    }
}
