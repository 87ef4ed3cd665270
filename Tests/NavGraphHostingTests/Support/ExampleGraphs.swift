import Foundation
@_spi(Hosting) import NavGraphRuntime
import _NavGraphCore

/// The example graphs and flows of this repository, loaded as the command line loads them.
enum ExampleGraphs {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every example graph, found as `scripts/diagrams` finds them: `graphs/*.navgraph.yaml` and
    /// `Examples/*/*.navgraph.yaml` (`graphs/settings/` holds a file the settings graph includes), by path relative
    /// to the repository root, sorted.
    static let graphFiles: [String] =
        files(in: "graphs", ending: ".navgraph.yaml")
        + subfolders(of: "Examples").flatMap { files(in: "Examples/\($0)", ending: ".navgraph.yaml") }

    /// Every flow file of `graphs/` (`graphs/*.navflow.yaml`), sorted.
    static let flowFiles: [String] = files(in: "graphs", ending: ".navflow.yaml")

    /// The files directly in `folder` (relative to the root) whose names end with `suffix`, as relative paths.
    private static func files(in folder: String, ending suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
        return (names ?? []).filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
    }

    /// The folders directly in `folder` (relative to the root), sorted.
    private static func subfolders(of folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

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
