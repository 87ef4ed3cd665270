import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// The coverage record the simulator fills: what counts, how often, and nothing unless asked.
@Suite struct FlowCoverageRecordTests {
    private func simulator() throws -> Simulator {
        var simulator = try SimulationTestGraph.simulator()
        simulator.recordCoverage()
        return simulator
    }

    @Test func nothingIsRecordedUnlessAsked() throws {
        var simulator = try SimulationTestGraph.simulator()
        _ = simulator.run(line: "perform openProduct id=a")
        #expect(simulator.coverage == nil)
        let flows = try SimulationTestGraph.flows("graph: shop.navgraph.yaml\nflows:\n  x:\n    - perform: openCart\n")
        let definition = try SimulationTestGraph.definition()
        #expect(FlowRunner.run(try #require(flows.first), definition: definition).coverage == nil)
        let counted = FlowRunner.run(try #require(flows.first), definition: definition, recordingCoverage: true)
        #expect(counted.coverage?.hits(.segue(source: "productList", segue: "openCart")) == 1)
    }

    @Test func screensCountEachAppearanceAndSeguesEachPerformance() throws {
        var simulator = try simulator()
        #expect(simulator.coverage?.hits(.screen("productList")) == 1)
        _ = simulator.run(line: "perform openProduct id=a")
        _ = simulator.run(line: "perform openProduct id=b")
        _ = simulator.run(line: "back")
        _ = simulator.run(line: "back")
        let coverage = try #require(simulator.coverage)
        #expect(coverage.hits(.screen("productList")) == 2)
        #expect(coverage.hits(.screen("productDetail")) == 3)
        #expect(coverage.hits(.segue(source: "productList", segue: "openProduct")) == 1)
        #expect(coverage.hits(.segue(source: "productDetail", segue: "openProduct")) == 1)
        #expect(coverage.hits(.screen("cart")) == 0)
    }

    @Test func aRefusedCommandCountsNothingAndAnActionItemCountsItsTap() throws {
        var simulator = try simulator()
        _ = simulator.run(line: "tap share")
        _ = simulator.run(line: "perform done")
        #expect(simulator.coverage?.counts.count == 1)
        _ = simulator.run(line: "perform openProduct id=a")
        _ = simulator.run(line: "tap share")
        #expect(simulator.coverage?.hits(.item(screen: "productDetail", path: "share")) == 1)
    }

    @Test func mergingAddsCounts() throws {
        var first = try simulator()
        var second = try simulator()
        _ = first.run(line: "perform openCart")
        _ = second.run(line: "perform openCart")
        var merged = try #require(first.coverage)
        merged.merge(try #require(second.coverage))
        #expect(merged.hits(.segue(source: "productList", segue: "openCart")) == 2)
        #expect(merged.hits(.screen("productList")) == 2)
    }
}
