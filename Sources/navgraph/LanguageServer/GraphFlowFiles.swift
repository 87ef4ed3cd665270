import Foundation
import _NavGraphCore

/// The flow files of a graph: `*.navflow.yaml` (and `.navflow.yml`) files in the folder of the graph's main file,
/// and any open flow document, whose `graph:` leads to that main file. Open ones are read from memory.
enum GraphFlowFiles {
    struct FlowText {
        var path: String
        var text: String
        var names: FlowFileNames
    }

    /// Whether `path` is named like a flow file.
    static func isFlowFile(_ path: String) -> Bool {
        path.hasSuffix(".navflow.yaml") || path.hasSuffix(".navflow.yml")
    }

    /// A flow file's text and names, read from memory when open.
    static func read(_ path: String, sources: OpenDocumentSources, limits: Limits) -> FlowText? {
        guard let bytes = try? sources.contents(of: path, limit: limits.fileSize) else { return nil }
        return FlowText(
            path: path, text: String(decoding: bytes, as: UTF8.self),
            names: FlowFileNames.read(bytes, path: path, limits: limits))
    }

    /// The main graph file a flow file names, nil when it names none `navgraph test` would read.
    static func graph(of flow: FlowText, sources: OpenDocumentSources) -> String? {
        flow.names.graphPath(flowFile: flow.path, sources: sources)
    }

    /// Every flow file of the graph whose main file is `mainFile`.
    static func flows(of mainFile: String, documents: [String: TextDocument], limits: Limits) -> [FlowText] {
        let sources = OpenDocumentSources(documents.values)
        guard let target = sources.canonicalPath(of: mainFile) else { return [] }
        let folder = PathUtilities.directory(of: mainFile)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        // Open documents first, so that a flow file is known by its document's path.
        let paths =
            documents.values.map(\.path).filter(isFlowFile).sorted()
            + entries.filter(isFlowFile).sorted().map { PathUtilities.join(folder, $0) }
        var seen: Set<String> = []
        return paths.compactMap { path in
            guard seen.insert(sources.canonicalPath(of: path) ?? path).inserted,
                let flow = read(path, sources: sources, limits: limits),
                let graph = graph(of: flow, sources: sources), sources.canonicalPath(of: graph) == target
            else { return nil }
            return flow
        }
    }
}
