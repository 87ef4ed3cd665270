import NavGraphCore
import Testing

@Test func outputFileNameReplacesTheYAMLExtensionAndKeepsNavgraph() {
    #expect(RouteGenerator.outputFileName(forGraphFile: "graphs/settings.navgraph.yaml") == "settings.navgraph.swift")
    #expect(RouteGenerator.outputFileName(forGraphFile: "/abs/Main Flow.navgraph.yml") == "Main Flow.navgraph.swift")
    #expect(RouteGenerator.outputFileName(forGraphFile: "flow.yaml") == "flow.navgraph.swift")
    #expect(RouteGenerator.outputFileName(forGraphFile: "flow") == "flow.navgraph.swift")
    #expect(RouteGenerator.outputFileName(forGraphFile: "dir/.navgraph.yaml") == "graph.navgraph.swift")
}
