import NavGraphRuntime

@testable import _NavGraphCore

/// A graph file as the JSON an editor's YAML support hands to a JSON Schema validator, read with navgraph's own
/// YAML reader. Scalars are typed as YAML 1.2's core schema types them (editors use, in its common forms): plain `true` and
/// `false` are booleans, plain null forms are null, plain decimal numbers are numbers, anything else (and anything
/// quoted) is a string. Aliases are expanded.
enum YAMLAsJSON {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The document of `text` as JSON text.
    static func convert(_ text: String) throws -> String {
        try tree(text).serialized(pretty: false)
    }

    /// The document of `text` as a JSON value.
    static func tree(_ text: String) throws -> JSONValue {
        var stream = YAMLEventStream(bytes: Array(text.utf8), limits: Limits())
        guard try stream.beginDocument() else { return .null }
        let value = try node(&stream)
        try stream.endDocument()
        return value
    }

    private static func node(_ stream: inout YAMLEventStream) throws -> JSONValue {
        let event = try stream.next()
        switch event.kind {
        case .scalar(let text, let plain):
            guard plain else { return .string(text) }
            if NodeReader.isNull(text) { return .null }
            if text == "true" || text == "false" { return .bool(text == "true") }
            if let number = ScalarSyntax.int(text) { return .int(number) }
            if let number = ScalarSyntax.double(text) { return .double(number) }
            return .string(text)
        case .sequenceStart:
            var elements: [JSONValue] = []
            while case let next = try stream.peek(), next.kind != .sequenceEnd {
                elements.append(try node(&stream))
            }
            _ = try stream.next()
            return .array(elements)
        case .mappingStart:
            var members: [(String, JSONValue)] = []
            while case let next = try stream.peek(), next.kind != .mappingEnd {
                guard case .scalar(let key, _) = try stream.next().kind else {
                    throw Failure(description: "a mapping key that is not a scalar at line \(next.start.line)")
                }
                members.append((key, try node(&stream)))
            }
            _ = try stream.next()
            return .object(members)
        default:
            throw Failure(description: "unexpected YAML event at line \(event.start.line)")
        }
    }
}
