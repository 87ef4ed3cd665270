import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Each folder of `Fixtures/` holds small storyboards written for one mapping rule (docs/import.md, "Mapping") and,
/// in `expected/`, the graph files they import to and the diagnostics the import gives, byte for byte.
/// `NAVGRAPH_RECORD=1` re-records the expected files; review their diff before committing.
struct StoryboardImportGoldenTests {
    static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path(percentEncoded: false))) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The storyboards of a case, imported together in file name order.
    static func imported(_ name: String) throws -> StoryboardImporter.Result {
        let folder = fixtures.appending(path: name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        let inputs = try files.map { file in
            StoryboardImporter.Input(
                file: "\(name)/\(file)", name: String(file.dropLast(".storyboard".count)),
                bytes: Array(try Data(contentsOf: folder.appending(path: file))))
        }
        return StoryboardImporter.run(inputs)
    }

    /// The diagnostics as the golden file lists them: one line each.
    static func listed(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "\(location.file):\(location.line):\(location.column): \(diagnostic.severity.rawValue): "
                + "\(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
        }.joined()
    }

    @Test(arguments: cases)
    func importMatchesTheGoldenFiles(name: String) throws {
        let result = try Self.imported(name)
        let expected = Self.fixtures.appending(path: name).appending(path: "expected")
        var outputs = result.files.map { (name: $0.name, text: $0.text) }
        outputs.append((name: "diagnostics.txt", text: Self.listed(result.diagnostics)))
        if ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
            for output in outputs {
                try Data(output.text.utf8).write(to: expected.appending(path: output.name))
            }
            return
        }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: expected.path(percentEncoded: false))
            .sorted()
        #expect(recorded == outputs.map(\.name).sorted(), "files of \(name)")
        for output in outputs {
            let golden = try String(contentsOf: expected.appending(path: output.name), encoding: .utf8)
            #expect(output.text == golden, "\(name)/expected/\(output.name) differs (NAVGRAPH_RECORD=1 re-records)")
        }
    }

    @Test(arguments: cases)
    func outputValidatesWithOneNodePerScreenAndOneEdgePerSegue(name: String) throws {
        let result = try Self.imported(name)
        #expect(!result.hasErrors)
        // Every scene and segue is imported in one form or another, or reported.
        for summary in result.summaries {
            let text = try String(contentsOf: Self.fixtures.appending(path: summary.file), encoding: .utf8)
            let counted = StoryboardCorpusTests.counted(text)
            #expect(summary.scenesAccountedFor == counted.scenes, "\(summary.file): scenes \(summary.counts)")
            #expect(summary.seguesAccountedFor == counted.segues, "\(summary.file): segues \(summary.counts)")
        }
        let texts = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) })
        for group in result.groups {
            let main = try #require(group.first)
            let checked = Pipeline.check(mainFile: main, sources: InMemorySources(texts))
            let errors = checked.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name)/\(main): \(errors.map(\.message))")
            let definition = try #require(checked.definition)
            let summaries = result.summaries.filter { group.contains($0.output) }
            #expect(definition.screens.count == summaries.map(\.counts.screens).reduce(0, +))
            let edges = definition.screens.map(\.segues.count).reduce(0, +)
            #expect(edges == summaries.map(\.counts.seguesImported).reduce(0, +))
            // What `navgraph graph` draws: one box per imported scene, one arrow per imported segue.
            let drawn = ImportedDiagramCounts.of(definition)
            #expect(drawn.nodes == summaries.map(\.counts.screens).reduce(0, +), "\(name): boxes")
            #expect(drawn.edges == summaries.map(\.counts.seguesImported).reduce(0, +), "\(name): arrows")
        }
    }
}
