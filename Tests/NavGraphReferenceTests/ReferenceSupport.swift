import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// The repository's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `graphs/`: the example graphs the reference files are generated from.
let graphsFolder = packageRoot.appendingPathComponent("graphs")

/// `Tests/NavGraphReferenceTests/References/`: the checked-in generated code (also compiled by GeneratedRoutesTests).
let referencesFolder = packageRoot.appendingPathComponent("Tests/NavGraphReferenceTests/References")

/// Whether reference files are re-recorded instead of compared (`NAVGRAPH_RECORD=1 swift test`).
let isRecording = ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1"

/// Every graph file below `graphs/`, keyed by its path relative to that folder, and the relative paths sorted.
func exampleGraphFiles() throws -> (sources: InMemorySources, paths: [String]) {
    var texts: [String: String] = [:]
    let base = graphsFolder.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(at: graphsFolder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        guard url.lastPathComponent.hasSuffix(".navgraph.yaml") else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
        texts[relative] = try String(contentsOf: url, encoding: .utf8)
    }
    return (InMemorySources(texts), texts.keys.sorted())
}

/// A graph checked and, when it has no errors, generated.
struct GeneratedGraph {
    var file: String
    var result: CheckResult
    var code: String?
}

/// Checks the graph whose main file is `file` among `sources` and generates its code as `navgraph generate` does
/// (the header names the file's last path component).
func generate(
    _ file: String,
    sources: some SourceProvider,
    accessLevel: AccessLevel = .internal
) -> GeneratedGraph {
    let result = Pipeline.check(mainFile: file, sources: sources)
    guard let graph = result.graph, let definition = result.definition else {
        return GeneratedGraph(file: file, result: result, code: nil)
    }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let code = RouteGenerator.generate(
        graph: graph, definition: definition, accessLevel: accessLevel, sourceName: name)
    return GeneratedGraph(file: file, result: result, code: code)
}

/// The diagnostics of a result as `file:line:column: CODE message` lines, for failure messages.
func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map {
        "\($0.location.file):\($0.location.line):\($0.location.column): \($0.code.rawValue) \($0.message)"
    }.joined(separator: "\n")
}
