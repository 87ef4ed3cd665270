import Foundation
import Testing

/// The package apps depend on declares only what they use: the tool, the plugins and the libraries (and their
/// tests). The examples, the benchmarks and the fuzzers are packages of their own, so resolving navgraph never
/// resolves them.
@Suite struct ManifestTests {
    @Test func theMainManifestHoldsNoExampleBenchmarkOrFuzzTarget() throws {
        guard let swift = ExternalTools.find("swift") else {
            Issue.record("swift is not on PATH")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let manifest = try QuickStartTests.dump(swift, DocumentationFilesTests.root.path, scratch: scratch.path)
        #expect(manifest.targets.contains { $0.name == "NavGraphRuntime" })
        for target in manifest.targets {
            let defaultFolder = ["test": "Tests/", "plugin": "Plugins/"][target.type] ?? "Sources/"
            let folder = target.path ?? defaultFolder + target.name
            #expect(
                ["Sources/", "Tests/", "Plugins/"].contains { folder.hasPrefix($0) },
                "target '\(target.name)' lives in \(folder), outside Sources/, Tests/ and Plugins/")
        }
        for package in ["Examples", "Benchmarks", "Fuzz"] {
            let path = DocumentationFilesTests.root.appendingPathComponent("\(package)/Package.swift").path
            #expect(FileManager.default.fileExists(atPath: path), "\(package)/Package.swift")
        }
    }
}
