import Foundation
import Testing

@testable import _NavGraphCore

/// The schema's pattern for `deepLinks` entries (alone or as a mapping's `pattern`) takes bare paths and whole URLs,
/// as the validator does.
@Test(arguments: [
    ("/settings", true), ("/p/{sku}?tab={tab}", true), ("shop://home", true),
    ("https://shop.example.com/p/{sku}", true),
    ("shop://home?x={x}", true), ("https://*/@{acct}/{statusID}", true), ("/s/{id}.json", true), ("p/{sku}", false),
    ("shop:/home", false), ("shop://{host}/x", false),
    ("/p#top", false), ("https://u@h/x", false),
])
func deepLinkSchemaPattern(pattern: String, accepted: Bool) throws {
    let unescaped = try #require(firstPattern(in: GraphSchema.linkPattern))
    let expression = try NSRegularExpression(pattern: unescaped)
    let range = NSRange(pattern.startIndex..., in: pattern)
    #expect((expression.firstMatch(in: pattern, range: range) != nil) == accepted, "\(unescaped)")
}

/// The first `pattern` string in a schema value.
private func firstPattern(in value: JSONValue) -> String? {
    switch value {
    case .object(let members):
        for (key, member) in members {
            if key == "pattern", case .string(let pattern) = member { return pattern }
            if let found = firstPattern(in: member) { return found }
        }
        return nil
    case .array(let elements):
        return elements.lazy.compactMap(firstPattern(in:)).first
    case .null, .bool, .int, .double, .string:
        return nil
    }
}

/// A `deepLinks` entry is a pattern or a mapping whose keys are the decoder's, `pattern` required.
@Test func deepLinkEntriesArePatternsOrMappings() throws {
    let entry = try #require(GraphSchema.deepLink["mode"])
    #expect(entry.serialized(pretty: false).contains("reset"))
    #expect(Set(GraphSchema.deepLink.keys) == Set(GraphFileDecoder.deepLinkKeys))
    let rendered = GraphSchema.render()
    #expect(rendered.contains("\"deepLink\""))
    #expect(rendered.contains("\"gatesLinks\""))
}
