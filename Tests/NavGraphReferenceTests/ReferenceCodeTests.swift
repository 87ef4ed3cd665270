import Foundation
import Testing

@testable import _NavGraphCore

/// The generated code of every example graph is compared byte for byte with its checked-in reference file
/// (`References/<name>.navgraph.swift`); `NAVGRAPH_RECORD=1 swift test --filter ReferenceCodeTests` re-records them.
/// GeneratedRoutesTests compiles the same files against the runtime and drives them.
@Suite struct ReferenceCodeTests {
    @Test func everyMainGraphMatchesItsReferenceFile() throws {
        let (sources, paths) = try exampleGraphFiles()
        var mainFiles = 0
        for path in paths {
            let generated = generate(path, sources: sources)
            guard generated.result.isMainFile else { continue }
            mainFiles += 1
            let code = try #require(generated.code, "\(path) has errors:\n\(describe(generated.result.diagnostics))")
            let reference = referencesFolder.appendingPathComponent(GraphFileNaming.outputFileName(forGraphFile: path))
            if isRecording {
                try FileManager.default.createDirectory(at: referencesFolder, withIntermediateDirectories: true)
                try Data(code.utf8).write(to: reference)
                continue
            }
            let expected = try #require(
                try? String(contentsOf: reference, encoding: .utf8),
                "no reference file \(reference.lastPathComponent): record it with NAVGRAPH_RECORD=1"
            )
            #expect(
                code == expected,
                """
                \(path) no longer generates \(reference.lastPathComponent) (NAVGRAPH_RECORD=1 re-records it):
                \(lineDiff(expected: expected, actual: code))
                """
            )
        }
        #expect(mainFiles >= 3, "the example graphs were not found in \(graphsFolder.path)")
    }

    /// `Fixtures/chunked.navgraph.yaml`, generated with switches of two arms so that the reference reaches the code
    /// joining chunks (GeneratedRoutesTests drives it).
    @Test func theChunkedFixtureMatchesItsReferenceFile() throws {
        let path = "chunked.navgraph.yaml"
        let fixture = referencesFolder.deletingLastPathComponent().appendingPathComponent("Fixtures/\(path)")
        let sources = InMemorySources([path: try String(contentsOf: fixture, encoding: .utf8)])
        let result = Pipeline.check(mainFile: path, sources: sources)
        let graph = try #require(result.graph)
        let definition = try #require(result.definition, "\(describe(result.diagnostics))")
        let code = RouteGenerator.generate(
            graph: graph, definition: definition, accessLevel: .internal, sourceName: path, chunkSize: 2)
        let reference = referencesFolder.appendingPathComponent(GraphFileNaming.outputFileName(forGraphFile: path))
        if isRecording {
            try Data(code.utf8).write(to: reference)
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        #expect(
            code == expected,
            """
            \(path) no longer generates \(reference.lastPathComponent) (NAVGRAPH_RECORD=1 re-records it):
            \(lineDiff(expected: expected, actual: code))
            """
        )
    }

    @Test func everyReferenceFileHasItsGraph() throws {
        let (sources, paths) = try exampleGraphFiles()
        let expected = Set(
            paths.filter { generate($0, sources: sources).result.isMainFile }
                .map { GraphFileNaming.outputFileName(forGraphFile: $0) } + ["chunked.navgraph.swift"]
        )
        let present = try FileManager.default.contentsOfDirectory(atPath: referencesFolder.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(Set(present) == expected, "stale reference files: \(Set(present).subtracting(expected).sorted())")
    }

    /// The UIKit simulator tests' graph has its route code checked in beside it (the build plugin cannot run on that
    /// test target here): it must be what `navgraph generate` writes now.
    @Test func theUIKitTestsCheckedInRouteCodeIsCurrent() throws {
        let folder = referencesFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NavGraphUIKitTests")
        let path = "shelf.navgraph.yaml"
        let sources = InMemorySources([
            path: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        ])
        let generated = Pipeline.generate(files: [path], sources: sources)
        let file = try #require(generated.files.first, "\(describe(generated.diagnostics))")
        let checkedIn = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
        #expect(
            String(decoding: file.contents, as: UTF8.self) == checkedIn,
            """
            Tests/NavGraphUIKitTests/\(file.name) is out of date: swift run navgraph generate --output \
            Tests/NavGraphUIKitTests Tests/NavGraphUIKitTests/shelf.navgraph.yaml
            """)
    }
}
