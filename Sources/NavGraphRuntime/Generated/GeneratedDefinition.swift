package import Foundation

/// The definition blob of generated code: `{"formatVersion":2,"graph":{…}}`, a `GraphDefinition` tagged with the
/// version of the generated-code format that wrote it.
@_spi(Generated) public enum GeneratedDefinition {
    /// The blob's top level.
    private struct Blob: Decodable {
        var formatVersion: Int
        var graph: GraphDefinition
    }

    /// The blob's version alone, read before the rest.
    private struct VersionProbe: Decodable {
        var formatVersion: Int
    }

    /// Decodes the definition embedded in generated code. Never traps: a blob of another format version, or one
    /// that does not decode (neither happens to code generated for this runtime), gives a graph named `name`
    /// with no screens, which `Router` reports as `NavigationError.generatedCodeMismatch`.
    public static func decode(_ json: StaticString, name: String, root: String) -> GraphDefinition {
        decode(json.withUTF8Buffer { Data($0) }, name: name, root: root)
    }

    /// `decode` on the blob's bytes.
    package static func decode(_ data: Data, name: String, root: String) -> GraphDefinition {
        let decoder = JSONDecoder()
        guard let probe = try? decoder.decode(VersionProbe.self, from: data),
            probe.formatVersion == GeneratedCodeFormat.version,
            let blob = try? decoder.decode(Blob.self, from: data)
        else {
            return GraphDefinition(name: name, root: root, screens: [])
        }
        return blob.graph
    }
}
