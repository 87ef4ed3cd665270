import Testing
import _NavGraphCore

@Test func outputFileNameReplacesTheYAMLExtensionAndKeepsNavgraph() {
    #expect(GraphFileNaming.outputFileName(forGraphFile: "graphs/settings.navgraph.yaml") == "settings.navgraph.swift")
    #expect(GraphFileNaming.outputFileName(forGraphFile: "/abs/Main Flow.navgraph.yml") == "Main Flow.navgraph.swift")
    #expect(GraphFileNaming.outputFileName(forGraphFile: "flow.yaml") == "flow.navgraph.swift")
    #expect(GraphFileNaming.outputFileName(forGraphFile: "flow") == "flow.navgraph.swift")
    #expect(GraphFileNaming.outputFileName(forGraphFile: "dir/.navgraph.yaml") == "graph.navgraph.swift")
}
