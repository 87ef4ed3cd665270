import Foundation
import Testing
import _NavGraphCore

/// `graphs/shop.navflow.yaml` passes: every flow of the container and result rules on the shop example.
@Test func theShopFlowsPass() throws {
    let definition = try #require(
        Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    let text = try String(contentsOf: graphsFolder.appendingPathComponent("shop.navflow.yaml"), encoding: .utf8)
    let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "shop.navflow.yaml")
    let file = try #require(decoded.file, "\(decoded.diagnostics.map(\.message))")
    #expect(file.flows.count >= 10)
    for flow in file.flows {
        let outcome = FlowRunner.run(flow, definition: definition)
        #expect(outcome.passed, "\(flow.name.value): \(outcome.failures.map(\.message))")
    }
}

/// `graphs/shop-signed-in.navflow.yaml` passes: its flows start from the shop's second entry (`entry: app`).
@Test func theShopFlowsFromTheTabBarEntryPass() throws {
    let definition = try #require(
        Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
    let path = "shop-signed-in.navflow.yaml"
    let text = try String(contentsOf: graphsFolder.appendingPathComponent(path), encoding: .utf8)
    let decoded = FlowFileDecoder.decode(Array(text.utf8), path: path)
    let file = try #require(decoded.file, "\(decoded.diagnostics.map(\.message))")
    #expect(file.entry?.value == "app")
    for flow in file.flows {
        let outcome = FlowRunner.run(flow, definition: definition, entry: file.entry)
        #expect(outcome.passed, "\(flow.name.value): \(outcome.failures.map(\.message))")
        // From the first entry the same flows fail: the entry is what they test.
        #expect(!FlowRunner.run(flow, definition: definition).passed)
    }
}
