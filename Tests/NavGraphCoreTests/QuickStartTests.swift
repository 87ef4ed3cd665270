import Foundation
import Testing

/// README's quick start is what an app developer pastes: it stays short, its graph and app code are the files
/// Tests/HostStubs compiles (target `ReadmeQuickStart`, against the SwiftUI stub, with the build plugin), and its
/// `Package.swift` lines make a manifest that depends on this package's real products at the released version.
@Suite struct QuickStartTests {
    static let section = "## Quick start"

    @Test func readmeAndItsQuickStartStayShort() throws {
        let readme = try String(
            contentsOf: DocumentationFilesTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let readmeLines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(readmeLines <= 250, "README.md has \(readmeLines) lines: move detail to docs/")
        var quickStart = try DocumentationFilesTests.sectionLines(Self.section, of: "README.md")
        while quickStart.last?.isEmpty == true { quickStart.removeLast() }
        #expect(quickStart.count <= 60, "README's quick start has \(quickStart.count) lines")
    }

    @Test func theGraphAndTheAppCodeAreWhatTheStubPackageCompiles() throws {
        let blocks = try DocumentationFilesTests.codeBlocks(inSection: Self.section)
        #expect(blocks.map(\.language) == ["swift", "yaml", "swift"])
        let folder = DocumentationFilesTests.root.appendingPathComponent("Tests/HostStubs/Sources/ReadmeQuickStart")
        for (block, file) in zip(blocks.dropFirst(), ["Notes.navgraph.yaml", "NotesApp.swift"]) {
            let compiled = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(
                block.text == compiled,
                "README's quick start and Tests/HostStubs/Sources/ReadmeQuickStart/\(file) differ")
        }
    }

    /// The manifest lines, inside a `Package(...)`, are evaluated by `swift package dump-package` (which reads a
    /// manifest without fetching its dependencies): each product and plugin they name is one this package declares,
    /// and the version they ask for is the newest in CHANGELOG.md.
    @Test func theManifestLinesNameThisPackagesProductsAtItsVersion() throws {
        guard let swift = ExternalTools.find("swift") else {
            Issue.record("swift is not on PATH")
            return
        }
        let lines = try #require(try DocumentationFilesTests.codeBlocks(inSection: Self.section).first).text
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quick-start-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest =
            "// swift-tools-version: 6.2\nimport PackageDescription\n\n"
            + "let package = Package(\nname: \"QuickStart\",\nplatforms: [.iOS(.v17)],\n\(lines))\n"
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let scratch = folder.appendingPathComponent("build").path
        let app = try Self.dump(swift, folder.path, scratch: scratch)
        let navgraph = try Self.dump(swift, DocumentationFilesTests.root.path, scratch: scratch)

        let dependency = try #require(app.dependencies.first?.sourceControl.first)
        #expect(dependency.location.remote.first?.urlString == "https://github.com/navgraph/navgraph")
        #expect(dependency.requirement.range?.first?.lowerBound == (try Self.newestChangelogVersion()))
        let target = try #require(app.targets.first)
        #expect(target.type == "executable")
        let products = Dictionary(navgraph.products.map { ($0.name, $0.type.keys.sorted()) }) { first, _ in first }
        let used = target.dependencies.compactMap { $0.product?.first ?? nil }
        #expect(used.count == 2)
        for product in used {
            #expect(products[product] == ["library"], "README names a library '\(product)' navgraph lacks")
        }
        let plugins = (target.pluginUsages ?? []).compactMap { $0.plugin?.first ?? nil }
        #expect(plugins == ["NavGraphPlugin"])
        for plugin in plugins {
            #expect(products[plugin] == ["plugin"], "README names a plugin '\(plugin)' navgraph lacks")
        }
    }

    /// The newest version CHANGELOG.md lists (its first `## [x.y.z]` heading).
    static func newestChangelogVersion() throws -> String {
        let changelog = try String(
            contentsOf: DocumentationFilesTests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let match = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/), "CHANGELOG.md lists a version")
        return String(match.output.1)
    }

    /// The manifest at `packagePath`, evaluated with a build folder of its own (`scratch`): the package's own
    /// `.build` is locked while `swift test` runs.
    static func dump(_ swift: String, _ packagePath: String, scratch: String) throws -> Manifest {
        let run = try ExternalTools.run(
            swift, ["package", "--package-path", packagePath, "--scratch-path", scratch, "dump-package"])
        #expect(run.status == 0, "swift package dump-package failed: \(run.errors)")
        return try JSONDecoder().decode(Manifest.self, from: Data(run.output.utf8))
    }

    /// The part of `swift package dump-package`'s JSON these tests read.
    struct Manifest: Decodable {
        struct Dependency: Decodable {
            struct SourceControl: Decodable {
                struct Location: Decodable {
                    struct Remote: Decodable { var urlString: String }
                    var remote: [Remote]
                }
                struct Requirement: Decodable {
                    struct Range: Decodable { var lowerBound: String }
                    var range: [Range]?
                }
                var location: Location
                var requirement: Requirement
            }
            var sourceControl: [SourceControl]
        }
        struct Product: Decodable {
            var name: String
            /// `{"library": …}`, `{"executable": …}` or `{"plugin": …}`: only the key matters here.
            var type: [String: Ignored]
        }
        struct Target: Decodable {
            struct Dependency: Decodable {
                /// `[name, package, moduleAliases, condition]` for a product dependency.
                var product: [String?]?
            }
            struct PluginUsage: Decodable {
                /// `[name, package]`.
                var plugin: [String?]?
            }
            var name: String
            var type: String
            /// The folder of a target given one (`path:`), nil for `Sources/NAME` or `Tests/NAME`.
            var path: String?
            var dependencies: [Dependency]
            var pluginUsages: [PluginUsage]?
        }
        var dependencies: [Dependency]
        var products: [Product]
        var targets: [Target]
    }

    /// A JSON value whose content is not read.
    struct Ignored: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
