import Foundation
import Testing

/// The type safety §5 promises: each snippet of `CompileFailures/` misuses the generated API of
/// `settings.navgraph.swift` and must not compile, with an error naming the mistake (its first line says which);
/// `valid.swift`, the same calls written correctly, must compile.
@Suite struct CompileFailureTests {
    static let folder = packageRoot.appendingPathComponent("Tests/NavGraphReferenceTests/CompileFailures")
    static let reference = referencesFolder.appendingPathComponent("settings.navgraph.swift")

    static var snippets: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "valid.swift" }.sorted()
    }

    @Test func theCorrectCallsCompile() throws {
        let outcome = try SwiftCompiler.typecheck([Self.reference, Self.folder.appendingPathComponent("valid.swift")])
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
        let outcome = try SwiftCompiler.typecheck([Self.reference, file])
        #expect(!outcome.succeeded, "\(snippet) compiled")
        let errors = outcome.output.split(separator: "\n").filter {
            $0.contains("\(snippet):") && $0.contains("error:")
        }
        #expect(errors.contains { $0.contains(expected) }, "\(snippet): expected '\(expected)', got:\n\(errors)")
    }
}
