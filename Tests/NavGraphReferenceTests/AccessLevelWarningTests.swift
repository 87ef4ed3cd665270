import Foundation
import Testing
import _NavGraphCore

/// Public or package output must not import Foundation publicly when its API names no Foundation type, which Swift
/// reports as a warning (an error for projects that treat warnings as errors). Every graph's API names `Foundation.URL` (`Screen(url:)`), so the import carries the access level, and must not warn.
/// Checked with and without main-actor default isolation (public graph enums conform to the runtime's SPI protocol in
/// an extension of their own).
@Test(arguments: [AccessLevel.public, .package], [SwiftCompiler.Mode.swift6, .swift6MainActor])
func publicOutputCompilesWithoutWarnings(accessLevel: AccessLevel, mode: SwiftCompiler.Mode) throws {
    let (sources, _) = try exampleGraphFiles()
    let folder = try SwiftCompiler.temporaryFolder("access")
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    for graph in ["weibo.navgraph.yaml", "settings.navgraph.yaml"] {
        let code = try #require(generate(graph, sources: sources, accessLevel: accessLevel).code)
        let file = folder.appendingPathComponent(graph + ".swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        files.append(file)
    }
    #expect(try String(contentsOf: files[0], encoding: .utf8).contains("\n\(accessLevel.rawValue) import Foundation\n"))
    let outcome = try SwiftCompiler.typecheck(files, moduleName: "AccessCheck", mode: mode)
    #expect(outcome.succeeded, "\(outcome.output)")
    #expect(!outcome.output.contains("warning:"), "\(outcome.output)")
}
