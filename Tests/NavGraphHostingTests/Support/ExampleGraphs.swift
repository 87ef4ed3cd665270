import Foundation
import NavGraphCore
import NavGraphRuntime

/// The example graphs and flows of this repository, loaded as the command line loads them.
enum ExampleGraphs {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every graph file the examples have: `graphs/` and the mail example app's (`graphs/settings/` holds a file
    /// the settings graph includes).
    static let graphFiles = [
        "graphs/settings.navgraph.yaml", "graphs/weibo.navgraph.yaml", "graphs/mail.navgraph.yaml",
        "graphs/shop.navgraph.yaml", "Examples/MailExample/mail.navgraph.yaml",
    ]

    /// Every flow file of `graphs/`.
    static let flowFiles = [
        "graphs/settings.navflow.yaml", "graphs/weibo.navflow.yaml", "graphs/mail.navflow.yaml",
        "graphs/shop.navflow.yaml",
    ]

    /// Every graph file below the repository root reachable from `path`'s folder, by path relative to that folder.
    static func sources(near path: String) throws -> InMemorySources {
        let folder = root.appendingPathComponent(path).deletingLastPathComponent()
        var texts: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.path.hasSuffix(".navgraph.yaml") else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            texts[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return InMemorySources(texts)
    }

    /// The definition of a graph file; nil when it is an included file or does not validate.
    static func definition(_ path: String) throws -> GraphDefinition? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return Pipeline.check(mainFile: name, sources: try sources(near: path)).definition
    }

    /// A flow file, with the definition of the graph it names.
    static func flows(_ path: String) throws -> (file: FlowFile, definition: GraphDefinition)? {
        let url = root.appendingPathComponent(path)
        let bytes = Array(try Data(contentsOf: url))
        guard let file = FlowFileDecoder.decode(bytes, path: path).file, let graph = file.graph?.value else {
            return nil
        }
        let graphPath = (path as NSString).deletingLastPathComponent + "/" + graph
        guard let definition = try definition(graphPath) else { return nil }
        return (file, definition)
    }
}
