import Foundation
import Testing
import _NavGraphCore

/// The folder `graphs/` of this repository.
let graphsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("graphs")

/// Every file below `graphs/`, keyed by its path relative to that folder.
func exampleGraphSources() throws -> InMemorySources {
    var texts: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(at: graphsFolder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        guard url.path.hasSuffix(".navgraph.yaml") else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(graphsFolder.standardizedFileURL.path.count + 1))
        texts[relative] = try String(contentsOf: url, encoding: .utf8)
    }
    return InMemorySources(texts)
}

@Test(arguments: ["settings.navgraph.yaml", "weibo.navgraph.yaml", "mail.navgraph.yaml", "shop.navgraph.yaml"])
func exampleGraphValidatesClean(file: String) throws {
    let result = Pipeline.check(mainFile: file, sources: try exampleGraphSources())
    let problems = result.diagnostics.filter { $0.severity != .remark }
    let described = problems.map {
        "\($0.location.file):\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)"
    }
    #expect(problems.isEmpty, "\(described)")
    #expect(result.isMainFile)
    #expect(result.definition != nil)
}
