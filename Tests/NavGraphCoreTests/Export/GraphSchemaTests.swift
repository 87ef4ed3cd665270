import Foundation
import Testing

@testable import _NavGraphCore

/// Each object of the schema, with the decoder's key table it must match.
private let tables: [(name: String, schemas: [String: JSONValue], decoderKeys: [String])] = [
    ("top level", GraphSchema.topLevel, GraphFileDecoder.topLevelKeys),
    ("navigationController", GraphSchema.navigationController, GraphFileDecoder.navigationControllerKeys),
    ("appearance", GraphSchema.appearance, GraphFileDecoder.appearanceKeys),
    ("screen", GraphSchema.screen, GraphFileDecoder.screenKeys),
    ("navigationItem", GraphSchema.navigationItem, GraphFileDecoder.navigationItemKeys),
    ("bar item", GraphSchema.barItem, GraphFileDecoder.barItemKeys),
    ("segue", GraphSchema.segue, GraphFileDecoder.segueKeys),
]

@Test func schemaDescribesExactlyTheKeysTheDecoderReads() {
    for table in tables {
        #expect(Set(table.schemas.keys) == Set(table.decoderKeys), "\(table.name)")
    }
}

@Test func schemaIsValidJSONWithAMainAndAPartFile() throws {
    let text = GraphSchema.render()
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
    let main = try #require(definitions["mainFile"])
    #expect(main["required"] as? [String] == ["navgraph", "graph", "screens"])
    // `root`, or `entries` whose first entry is the root.
    let either = try #require(main["anyOf"] as? [[String: Any]])
    #expect(either.map { $0["required"] as? [String] } == [["root"], ["entries"]])
    #expect(main["additionalProperties"] as? Bool == false)
    let part = try #require(definitions["partFile"])
    #expect((part["properties"] as? [String: Any]).map { Set($0.keys) } == Set(GraphFileDecoder.partKeys))
    // Every reference points at a definition.
    let references = text.matches(of: /"\$ref": "#\/\$defs\/([A-Za-z]+)"/).map { String($0.output.1) }
    #expect(!references.isEmpty)
    for reference in Set(references) {
        #expect(definitions[reference] != nil, "\(reference)")
    }
}
