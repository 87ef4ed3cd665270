import Foundation
import Testing

/// `navgraph stats`: the numbers printed, and what it refuses.
@Suite struct StatsCommandTests {
    @Test func printsTapsPerScreenAsTextOrJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("settings.navgraph.yaml", Graphs.valid)
        let text = try navgraph(["stats", "settings.navgraph.yaml"], in: folder)
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.hasPrefix("screen"))
        #expect(text.output.contains("widest fan-out: "))
        let json = try navgraph(["stats", "--format", "json", "settings.navgraph.yaml"], in: folder)
        #expect(json.status == 0, "\(json.errors)")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect((object?["screens"] as? [[String: Any]])?.first?["taps"] as? Int == 0)
    }

    @Test func aGraphWithErrorsIsNotMeasuredAndABadFormatIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.navgraph.yaml", "navgraph: 1\ngraph: Bad\nroot: nowhere\nscreens:\n  a: {}\n")
        let broken = try navgraph(["stats", "bad.navgraph.yaml"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.errors.contains("nothing to measure"))
        #expect(broken.output.isEmpty)
        let format = try navgraph(["stats", "--format", "csv", "bad.navgraph.yaml"], in: folder)
        #expect(format.status == 2)
    }
}
