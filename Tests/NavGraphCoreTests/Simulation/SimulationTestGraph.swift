import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A shop: a list pushing details (with an app-handled `share` item and an unwind back), and a cart sheet.
enum SimulationTestGraph {
    static let text = """
        navgraph: 1
        graph: Shop
        root: productList
        screens:
          productList:
            title: Products
            segues:
              openProduct: { kind: show, to: productDetail }
              openCart: { kind: modal, to: cart, presentation: formSheet, embedInNavigationController: true }
          productDetail:
            title: "{id}"
            parameters:
              id: String
              tags: { type: "[String]", default: [] }
              price: { type: Double, default: 1.5 }
            navigationItem:
              prompt: "{id}"
              rightBarButtonItems:
                - { id: share, title: Share, action: share }
            segues:
              openProduct: { kind: show, to: productDetail }
              done: { kind: unwind, to: productList }
          cart:
            title: Cart
            parameters:
              owner: { type: String, default: me }

        """

    static func definition() throws -> GraphDefinition {
        let result = Pipeline.check(
            mainFile: "shop.navgraph.yaml", sources: InMemorySources(["shop.navgraph.yaml": text]))
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    static func simulator() throws -> Simulator {
        try Simulator(definition: definition(), files: .inMemory())
    }

    /// The flows of a flow file on this graph, decoded without diagnostics.
    static func flows(_ text: String) throws -> [Flow] {
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "shop.navflow.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        return try #require(decoded.file?.flows)
    }

    /// The state's JSON as an object.
    static func object(_ state: SimulationState) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(state.json().utf8)) as? [String: Any])
    }
}

extension Simulator {
    /// Runs a line that must print a state.
    mutating func step(_ line: String) throws -> SimulationState {
        try #require(run(line: line))
    }
}
