import Foundation
import NavGraphRuntime
import Testing

@testable import _NavGraphCore

/// The version handshake: code generated for another version of the generated-code format than the runtime's
/// fails to compile, and the compiler's message names a type that says to regenerate the file.
@Suite struct VersionCheckTests {
    /// The settings graph generated as a navgraph of generated-code format `version` would.
    static func settings(formatVersion version: Int) throws -> String {
        let (sources, _) = try exampleGraphFiles()
        let result = Pipeline.check(mainFile: "settings.navgraph.yaml", sources: sources)
        let graph = try #require(result.graph)
        let definition = try #require(result.definition)
        return RouteGenerator.generate(
            graph: graph, definition: definition, accessLevel: .internal, sourceName: "settings.navgraph.yaml",
            chunkSize: RouteFile.defaultChunkSize, formatVersion: version)
    }

    @Test(arguments: [GeneratedCodeFormat.version - 1, GeneratedCodeFormat.version + 1])
    func codeOfAnotherVersionFailsToCompileSayingToRegenerate(version: Int) throws {
        let folder = try SwiftCompiler.temporaryFolder("version")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("settings.navgraph.swift")
        try Data(try Self.settings(formatVersion: version).utf8).write(to: file)
        let outcome = try SwiftCompiler.typecheck([file])
        #expect(!outcome.succeeded)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(
            errors.contains { $0.contains("GeneratedCodeVersion\(version)_IfMissingRegenerateThisFile") },
            "\(outcome.output)")
    }

    @Test func theTablesCarryTheVersion() throws {
        let code = try Self.settings(formatVersion: 7)
        // The tables' header (flush left) starts with the version (base 62), then the width of their numbers.
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let opening = try #require(lines.firstIndex { $0.contains("_definitionTables: Swift.StaticString =") })
        #expect(lines[opening + 1].hasPrefix("7 "))
        #expect(code.contains("NavGraphRuntime.GeneratedCodeVersion7_IfMissingRegenerateThisFile"))
    }

    @Test func theCurrentVersionIsTheOneTheReferencesUse() throws {
        let reference = try String(
            contentsOf: referencesFolder.appendingPathComponent("settings.navgraph.swift"), encoding: .utf8)
        #expect(reference == (try Self.settings(formatVersion: GeneratedCodeFormat.version)))
    }
}
