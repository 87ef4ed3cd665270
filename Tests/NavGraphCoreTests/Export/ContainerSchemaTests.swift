import Foundation
import Testing

@testable import _NavGraphCore

@Test func schemaDescribesTheContainerKeysTheDecoderReads() throws {
    #expect(Set(GraphSchema.container.keys) == Set(GraphFileDecoder.containerKeys))
    #expect(Set(GraphSchema.tab.keys) == Set(GraphFileDecoder.tabKeys))
    #expect(Set(GraphSchema.column.keys) == Set(GraphFileDecoder.columnKeys))
    let schema = try #require(
        try JSONSerialization.jsonObject(with: Data(GraphSchema.render().utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
    let container = try #require(definitions["container"]?["properties"] as? [String: [String: Any]])
    #expect(container["kind"]?["enum"] as? [String] == ["tabBar", "split"])
    #expect(container["style"]?["enum"] as? [String] == ["doubleColumn", "tripleColumn"])
    let segue = try #require(definitions["segue"]?["properties"] as? [String: [String: Any]])
    #expect((segue["kind"]?["enum"] as? [String])?.contains("replaceRoot") == true)
}
