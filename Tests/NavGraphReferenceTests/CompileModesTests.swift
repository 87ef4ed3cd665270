import Foundation
import NavGraphRuntime
import Testing

@testable import _NavGraphCore

/// The example graphs' generated code compiles, without a warning, in every setting an app target may use: Swift 6
/// and Swift 5 mode, each with and without main-actor default isolation (a new Xcode app target isolates every
/// declaration to the main actor unless told otherwise), and used from off the main actor as well as from it; and
/// it compiles optimised, as an app's release build does. The graphs are `graphs/`, the fixtures beside this file
/// and the UIKit tests' graph, generated afresh (ReferenceCodeTests checks the checked-in copies are the same).
@Suite struct CompileModesTests {
    /// The app type the mail graph names (`{ swift: "MailDraft?" }`), compiled in the same mode as the graphs and
    /// declared `nonisolated`, as docs/generation.md asks of an app type.
    static let appTypes = packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/MailDraft.swift")

    /// Generated files of every example graph, and the graph types they declare.
    static func exampleCode(in folder: URL) throws -> (files: [URL], graphs: [String]) {
        var graphs: [(file: String, sources: InMemorySources, chunkSize: Int)] = []
        let (sources, paths) = try exampleGraphFiles()
        graphs += paths.map { ($0, sources, RouteFile.defaultChunkSize) }
        let fixtures = referencesFolder.deletingLastPathComponent().appendingPathComponent("Fixtures")
        let uikitTests = packageRoot.appendingPathComponent("Tests/NavGraphUIKitTests")
        for (name, folder, chunkSize) in [
            ("chunked.navgraph.yaml", fixtures, 2),
            ("required-root.navgraph.yaml", fixtures, RouteFile.defaultChunkSize),
            ("shelf.navgraph.yaml", uikitTests, RouteFile.defaultChunkSize),
        ] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            graphs.append((name, InMemorySources([name: text]), chunkSize))
        }
        var files: [URL] = []
        var names: [String] = []
        for graph in graphs {
            let result = Pipeline.check(mainFile: graph.file, sources: graph.sources)
            guard result.isMainFile else { continue }
            let checked = try #require(result.graph, "\(graph.file):\n\(describe(result.diagnostics))")
            let definition = try #require(result.definition, "\(graph.file):\n\(describe(result.diagnostics))")
            let code = RouteGenerator.generate(
                graph: checked, definition: definition, accessLevel: .internal, sourceName: graph.file,
                chunkSize: graph.chunkSize)
            let file = folder.appendingPathComponent(definition.name + ".swift")
            try Data(code.utf8).write(to: file)
            files.append(file)
            names.append(definition.name)
        }
        return (files, names)
    }

    /// Code that uses every graph from a nonisolated function (the conformances to `NavigationGraph`, `Hashable`
    /// and `Codable`, a segue, a deep link), from a detached task, and from the main actor (`Router`).
    static func use(graphs: [String]) -> String {
        var text = """
            import Foundation
            import NavGraphRuntime

            nonisolated func offMainActor<Graph: NavigationGraph>(_ graph: Graph.Type) throws -> Int {
                var hasher = Hasher()
                for screen in Graph.definition.screens {
                    guard let typed = Graph.screen(from: ScreenValue(id: screen.id)) else { continue }
                    hasher.combine(typed)
                    _ = try JSONEncoder().encode(typed)
                    _ = try Graph.value(of: typed)
                }
                _ = Graph.action(named: "")
                return hasher.finalize()
            }

            nonisolated func settingsOffMainActor() -> Bool {
                let segue = SettingsFlow.SettingsList.openGeneral()
                let screen = SettingsFlow.Screen.settingsGroup(appID: "a", section: .privacy)
                return segue.id.isEmpty && screen == SettingsFlow.Screen(url: URL(fileURLWithPath: "/"))
            }

            @MainActor func onMainActor() throws {

            """
        for graph in graphs {
            text += "    _ = try offMainActor(\(graph).self)\n"
            text += "    Task.detached { _ = try offMainActor(\(graph).self) }\n"
        }
        text += "    _ = Router<SettingsFlow>()\n}\n"
        return text
    }

    @Test(arguments: SwiftCompiler.Mode.allCases)
    func theExampleGraphsCodeCompilesWithoutWarnings(mode: SwiftCompiler.Mode) throws {
        let folder = try SwiftCompiler.temporaryFolder("navgraph-modes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (files, graphs) = try Self.exampleCode(in: folder)
        #expect(graphs.count >= 7, "example graphs missing: \(graphs)")
        let use = folder.appendingPathComponent("Use.swift")
        try Data(Self.use(graphs: graphs).utf8).write(to: use)
        let outcome = try SwiftCompiler.typecheck(files + [use, Self.appTypes], mode: mode)
        #expect(outcome.succeeded, "\(mode):\n\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "\(mode):\n\(outcome.output)")
    }

    /// Optimised in the strictest app setting: the release build reaches the optimiser, which type-checking
    /// does not.
    @Test func theExampleGraphsCodeCompilesOptimisedInADefaultMainActorTarget() throws {
        let folder = try SwiftCompiler.temporaryFolder("navgraph-release")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (files, _) = try Self.exampleCode(in: folder)
        let outcome = try SwiftCompiler.compileReleaseObject(files + [Self.appTypes], mode: .swift6MainActor)
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "\(outcome.output)")
    }
}
