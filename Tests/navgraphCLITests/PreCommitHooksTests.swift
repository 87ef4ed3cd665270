import Foundation
import Testing

/// .pre-commit-hooks.yaml, the hooks the pre-commit framework offers from this repository: each builds navgraph
/// (`language: swift`), runs a command navgraph has, on the whole repository, when a graph or flow file changes.
@Suite struct PreCommitHooksTests {
    @Test func eachHookRunsANavgraphCommandWhenAGraphOrFlowChanges() throws {
        guard let loaded = try ActionManifestTests.yaml(".pre-commit-hooks.yaml") else { return }
        let hooks = try #require(loaded as? [[String: Any]])
        let folder = try TemporaryFolder()
        try folder.write("App/settings.navgraph.yaml", Graphs.valid)
        try folder.write(
            "App/settings.navflow.yaml",
            "graph: settings.navgraph.yaml\nflows:\n  about:\n    - perform: openAbout\n      expect: { stack: [list, about] }\n"
        )
        #expect(hooks.compactMap { $0["id"] as? String } == ["navgraph-validate", "navgraph-test"])
        for hook in hooks {
            let id = hook["id"] as? String ?? "?"
            #expect(hook["language"] as? String == "swift", "\(id)")
            #expect(hook["pass_filenames"] as? Bool == false, "\(id) must check the whole repository")
            let pattern = try NSRegularExpression(pattern: try #require(hook["files"] as? String))
            for file in ["App/main.navgraph.yaml", "flows/a.navflow.yml"] {
                #expect(pattern.firstMatch(in: file, range: NSRange(file.startIndex..., in: file)) != nil, "\(id)")
            }
            for file in ["App/View.swift", "navgraph.yaml.orig"] {
                #expect(pattern.firstMatch(in: file, range: NSRange(file.startIndex..., in: file)) == nil, "\(id)")
            }
            // Run as pre-commit runs it, in a repository with a graph and a flow: entry, then args.
            let entry = try #require(hook["entry"] as? String).split(separator: " ").map(String.init)
            let arguments = hook["args"] as? [String] ?? []
            #expect(entry.first == "navgraph", "\(id)")
            let run = try navgraph(Array(entry.dropFirst()) + arguments, in: folder)
            #expect(run.status == 0, "\(id): \(run.output)\(run.errors)")
        }
    }
}
