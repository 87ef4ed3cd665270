import Foundation
import Testing
import _NavGraphCore

/// Every input the fuzzers once failed on (Fuzz/corpus/FuzzFrontEnd) must now end in diagnostics or a definition.
@Test func fuzzerFindingsEndPromptlyWithAnAnswer() throws {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/FuzzFrontEnd")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        let result = Pipeline.check(
            mainFile: "main.navgraph.yaml",
            sources: InMemorySources(bytes: ["main.navgraph.yaml": bytes])
        )
        #expect(result.definition != nil || result.hasErrors, "\(name)")
        #expect((result.definition != nil) != result.hasErrors, "\(name)")
    }
}
