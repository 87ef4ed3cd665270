import Foundation
import Testing
import _NavGraphCore

/// The type safety generated code promises: each snippet of `CompileFailures/` misuses the generated API of
/// `settings.navgraph.swift` and must not compile, with an error naming the mistake (its first line says which; a
/// second line `// graph: Fixtures/<file>` adds the code generated from that fixture); `valid.swift`, the same
/// calls written correctly, must compile (with every fixture a snippet names).
@Suite struct CompileFailureTests {
    static let folder = packageRoot.appendingPathComponent("Tests/NavGraphReferenceTests/CompileFailures")
    static let reference = referencesFolder.appendingPathComponent("settings.navgraph.swift")

    static var snippets: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "valid.swift" }.sorted()
    }

    /// The fixture a snippet names on its second line (`// graph: Fixtures/x.navgraph.yaml`), if any.
    static func fixture(of text: String) -> String? {
        let prefix = "// graph: "
        let lines = text.split(separator: "\n").prefix(2)
        return lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The code generated from a fixture graph, written to a temporary file.
    static func generatedFile(for fixture: String) throws -> URL {
        let path = String(fixture.split(separator: "/").last ?? "")
        let url = referencesFolder.deletingLastPathComponent().appendingPathComponent(fixture)
        let text = try String(contentsOf: url, encoding: .utf8)
        let generated = generate(path, sources: InMemorySources([path: text]))
        let code = try #require(generated.code, "\(fixture) has errors:\n\(describe(generated.result.diagnostics))")
        let file = try SwiftCompiler.temporaryFolder("fixture").appendingPathComponent(path + ".swift")
        try Data(code.utf8).write(to: file)
        return file
    }

    @Test func theCorrectCallsCompile() throws {
        var fixtures: Set<String> = []
        for snippet in Self.snippets {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(snippet), encoding: .utf8)
            if let fixture = Self.fixture(of: text) { fixtures.insert(fixture) }
        }
        let generated = try fixtures.sorted().map(Self.generatedFile(for:))
        let outcome = try SwiftCompiler.typecheck(
            [Self.reference, Self.folder.appendingPathComponent("valid.swift")] + generated)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test func thereAreSnippets() {
        #expect(Self.snippets.count >= 6)
    }

    @Test(arguments: snippets)
    func misuseDoesNotCompile(snippet: String) throws {
        let file = Self.folder.appendingPathComponent(snippet)
        let text = try String(contentsOf: file, encoding: .utf8)
        let prefix = "// expected-error: "
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
        let expected = try #require(firstLine.hasPrefix(prefix) ? String(firstLine.dropFirst(prefix.count)) : nil)
        let generated = try Self.fixture(of: text).map { [try Self.generatedFile(for: $0)] } ?? []
        let outcome = try SwiftCompiler.typecheck([Self.reference, file] + generated)
        #expect(!outcome.succeeded, "\(snippet) compiled")
        let errors = outcome.output.split(separator: "\n").filter {
            $0.contains("\(snippet):") && $0.contains("error:")
        }
        #expect(errors.contains { $0.contains(expected) }, "\(snippet): expected '\(expected)', got:\n\(errors)")
    }
}
