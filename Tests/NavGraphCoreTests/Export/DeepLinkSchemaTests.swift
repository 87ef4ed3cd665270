import Foundation
import Testing

@testable import NavGraphCore

/// The schema's pattern for `deepLinks` entries takes bare paths and whole URLs, as the validator does.
@Test(arguments: [
    ("/settings", true), ("/p/{sku}?tab={tab}", true), ("shop://home", true),
    ("https://shop.example.com/p/{sku}", true),
    ("shop://home?x={x}", true), ("p/{sku}", false), ("shop:/home", false), ("shop://{host}/x", false),
    ("/p#top", false), ("https://u@h/x", false),
])
func deepLinkSchemaPattern(pattern: String, accepted: Bool) throws {
    let schema = try #require(GraphSchema.screen["deepLinks"])
    let unescaped = try #require(firstPattern(in: schema))
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
