import Foundation
import Testing

/// The public API of NavGraphRuntime, listed from its symbol graph (`swift-symbolgraph-extract` on the module this
/// test run was built with) and compared with `PublicAPI/NavGraphRuntime.txt`; `NAVGRAPH_RECORD=1` re-records the
/// list. SPI declarations (`Generated`, which only generated code sees, and `Hosting`, which only hosts see) are
/// listed too, marked `[SPI]`, so that the list shows everything a build of an app can reach.
@Suite struct PublicAPITests {
    static let listFile = packageRoot.appendingPathComponent(
        "Tests/NavGraphReferenceTests/PublicAPI/NavGraphRuntime.txt")

    @Test func thePublicAPIMatchesTheCheckedInList() throws {
        let graphs = try Self.extractSymbolGraphs()
        let list = try Self.apiList(graphs)
        if isRecording {
            try Data(list.utf8).write(to: Self.listFile)
            return
        }
        let expected = try #require(
            try? String(contentsOf: Self.listFile, encoding: .utf8),
            "no \(Self.listFile.lastPathComponent): record it with NAVGRAPH_RECORD=1")
        #expect(
            list == expected,
            """
            the public API of NavGraphRuntime changed (NAVGRAPH_RECORD=1 re-records the list once it is meant):
            \(lineDiff(expected: expected, actual: list))
            """)
    }

    @Test func everyPublicNonSPIDeclarationIsDocumented() throws {
        let graphs = try Self.extractSymbolGraphs()
        var undocumented: [String] = []
        for graph in graphs {
            for symbol in graph.symbols where symbol.spi != true && symbol.docComment == nil {
                undocumented.append(symbol.pathComponents.joined(separator: "."))
            }
        }
        // Hashable's members the compiler writes for enums without associated values have no source to document.
        let synthesized: Set<String> = ["hashValue", "hash(into:)"]
        let missing = undocumented.filter {
            !synthesized.contains($0.split(separator: ".").last.map(String.init) ?? "")
        }
        #expect(missing.isEmpty, "undocumented: \(missing.sorted())")
    }

    // MARK: Symbol graphs

    struct SymbolGraph: Decodable {
        var symbols: [Symbol]
        var relationships: [Relationship]
    }

    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable { var spelling: String }
        struct DocComment: Decodable {}
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var spi: Bool?
        var docComment: DocComment?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    /// Extracts NavGraphRuntime's symbol graphs (the module's own and its extensions of other modules' types).
    static func extractSymbolGraphs() throws -> [SymbolGraph] {
        let modules = try #require(SwiftCompiler.modulesFolder, "NavGraphRuntime.swiftmodule not found")
        let output = try SwiftCompiler.temporaryFolder("symbolgraph")
        defer { try? FileManager.default.removeItem(at: output) }
        let triple = try #require(try targetTriple(), "no target triple from swiftc -print-target-info")
        let run = try SwiftCompiler.run([
            "swift-symbolgraph-extract", "-module-name", "NavGraphRuntime", "-I", modules.path, "-target", triple,
            "-output-dir", output.path, "-minimum-access-level", "public", "-include-spi-symbols",
            "-skip-synthesized-members",
        ])
        try #require(run.succeeded, "swift-symbolgraph-extract failed:\n\(run.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
            .filter { $0.hasSuffix(".symbols.json") }.sorted()
        return try files.map {
            try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: output.appendingPathComponent($0)))
        }
    }

    /// The triple the test run was built for, from `swiftc -print-target-info`.
    static func targetTriple() throws -> String? {
        struct Info: Decodable {
            struct Target: Decodable { var triple: String }
            var target: Target
        }
        let run = try SwiftCompiler.run(["swiftc", "-print-target-info"])
        return try? JSONDecoder().decode(Info.self, from: Data(run.output.utf8)).target.triple
    }

    /// One line per declaration, `Path.to.name = declaration`, then one per conformance, `Type: Protocol`; sorted,
    /// SPI declarations prefixed `[SPI] `.
    static func apiList(_ graphs: [SymbolGraph]) throws -> String {
        var lines: Set<String> = []
        var names: [String: String] = [:]
        var spi: Set<String> = []
        for graph in graphs {
            for symbol in graph.symbols {
                let path = symbol.pathComponents.joined(separator: ".")
                names[symbol.identifier.precise] = path
                if symbol.spi == true { spi.insert(symbol.identifier.precise) }
                let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
                lines.insert((symbol.spi == true ? "[SPI] " : "") + path + " = " + declaration)
            }
        }
        // Conformances every type has implicitly, whose listing depends on the toolchain.
        let implicit: Set<String> = [
            "Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Swift.BitwiseCopyable",
        ]
        for graph in graphs {
            for relationship in graph.relationships where relationship.kind == "conformsTo" {
                guard let source = names[relationship.source] else { continue }
                if let fallback = relationship.targetFallback, implicit.contains(fallback) { continue }
                let target = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
                let marker = spi.contains(relationship.target) ? "[SPI] " : ""
                lines.insert(marker + source + ": " + target)
            }
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }
}
