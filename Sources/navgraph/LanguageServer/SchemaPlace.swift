import _NavGraphCore

/// A place in the graph files' JSON Schema (`navgraph schema`), reached by following a cursor's keys and elements:
/// the keys allowed there with their meanings, and the choices of a value. The schema's lists are the decoder's own
/// key tables and the runtime's enums, so completion offers exactly what the decoder reads.
struct SchemaPlace {
    /// The schemas that may apply at this place (the branches of `anyOf`, references followed).
    private(set) var nodes: [JSONValue]

    /// The top of a graph file (a main file or a part).
    static let fileTop = SchemaPlace(nodes: resolve(GraphSchema.document))

    /// The place `path` leads to from here.
    func following(_ path: [YAMLCursorContext.Step]) -> SchemaPlace {
        path.reduce(self) { place, step in place.following(step) }
    }

    /// The place one key or element below.
    func following(_ step: YAMLCursorContext.Step) -> SchemaPlace {
        var next: [JSONValue] = []
        for node in nodes {
            switch step {
            case .key(let name):
                if let property = node["properties"]?[name] {
                    next += Self.resolve(property)
                } else if let values = node["additionalProperties"], case .object = values {
                    next += Self.resolve(values)
                }
            case .item:
                if let items = node["items"] { next += Self.resolve(items) }
            }
        }
        return SchemaPlace(nodes: next)
    }

    /// The keys a mapping here may have, each once, in the schema's order, with its meaning when there is one.
    var keys: [(name: String, meaning: String?)] {
        var seen: Set<String> = []
        var result: [(name: String, meaning: String?)] = []
        for node in nodes {
            guard case .object(let properties)? = node["properties"] else { continue }
            for (name, schema) in properties where seen.insert(name).inserted {
                result.append((name, schema["description"]?.string))
            }
        }
        return result
    }

    /// The meaning of `key` here, if the schema gives one.
    func meaning(of key: String) -> String? {
        keys.first { $0.name == key }?.meaning
    }

    /// The values a scalar here may take when they are a closed list: an enum's cases, a constant, or `true` and
    /// `false`.
    var choices: [String] {
        var result: [String] = []
        for node in nodes {
            if let cases = node["enum"]?.elements { result += cases.compactMap(\.string) }
            if let constant = node["const"]?.string { result.append(constant) }
            if node["type"]?.string == "boolean" { result += ["true", "false"] }
        }
        var seen: Set<String> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// `schema` with its reference followed and its `anyOf` branches spread (the schema's own members kept too).
    private static func resolve(_ schema: JSONValue, depth: Int = 0) -> [JSONValue] {
        guard depth < 16 else { return [] }
        if let reference = schema["$ref"]?.string, reference.hasPrefix("#/$defs/"),
            let target = GraphSchema.document["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
        {
            return resolve(target, depth: depth + 1)
        }
        var result = [schema]
        for branch in schema["anyOf"]?.elements ?? [] { result += resolve(branch, depth: depth + 1) }
        return result
    }
}
