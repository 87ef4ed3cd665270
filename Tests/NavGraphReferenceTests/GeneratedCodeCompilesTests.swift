import Foundation
import NavGraphCore
import Testing

/// The generator's invariant, a graph that validates without errors always generates Swift code that compiles, checked on
/// seeded random graphs (names next to keywords and to the generated code's own names, every parameter type,
/// defaults, includes, all three access levels). Graphs the validator rejects are skipped and counted; the others
/// are generated and type-checked together, many graphs per `swiftc` run, in one module: so support code that two
/// graphs would both declare shows up as a redeclaration.
@Suite struct GeneratedCodeCompilesTests {
    static let graphCount = 240
    static let graphsPerCompilerRun = 80

    /// App types the random graphs name (`{ swift: Models.Payload }`), declared as docs/generation.md asks of an
    /// app type in a target whose default isolation is the main actor (the setting this test compiles with).
    static let appTypes = """
        nonisolated public enum Models {
            public struct Payload: Codable, Hashable, Sendable {
                public var x: Int
                public init(x: Int) { self.x = x }
            }
        }

        """

    @Test func everyValidRandomGraphGeneratesCodeThatCompiles() throws {
        let folder = try SwiftCompiler.temporaryFolder("navgraph-random")
        var writer = RandomGraphWriter(seed: 0x6E61_7667_7261_7068)
        var accepted: [URL] = []
        var rejected = 0
        let levels = AccessLevel.allCases
        for number in 0..<Self.graphCount {
            let graph = writer.graph(named: "Graph\(number)", prefix: "g\(number)")
            let level = levels[number % levels.count]
            let generated = generate(graph.mainFile, sources: InMemorySources(graph.files), accessLevel: level)
            guard let code = generated.code else {
                #expect(generated.result.hasErrors, "no code, yet no error for graph \(number)")
                rejected += 1
                if ProcessInfo.processInfo.environment["NAVGRAPH_SHOW_REJECTED"] == "1" {
                    print(describe(generated.result.diagnostics.filter { $0.severity == .error }))
                }
                continue
            }
            let file = folder.appendingPathComponent("Graph\(number).swift")
            try Data(code.utf8).write(to: file)
            for (path, text) in graph.files {
                try Data(text.utf8).write(
                    to: folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_")))
            }
            accepted.append(file)
        }
        // Not vacuous: most random graphs are valid, and some are not.
        #expect(accepted.count >= Self.graphCount / 2, "only \(accepted.count) of \(Self.graphCount) graphs validated")
        #expect(rejected > 0, "the name pools no longer reach the validator's NG101 rules")

        let support = folder.appendingPathComponent("AppTypes.swift")
        try Data(Self.appTypes.utf8).write(to: support)
        for start in stride(from: 0, to: accepted.count, by: Self.graphsPerCompilerRun) {
            let batch = Array(accepted[start..<min(accepted.count, start + Self.graphsPerCompilerRun)])
            let outcome = try SwiftCompiler.typecheck(batch + [support], mode: .swift6MainActor)
            let errors = outcome.output.split(separator: "\n").filter {
                $0.contains("error:") || $0.contains("warning:")
            }
            .prefix(20)
            #expect(
                outcome.succeeded && !outcome.output.contains("warning:"),
                "generated code does not compile cleanly (files kept in \(folder.path)):\n\(errors.joined(separator: "\n"))"
            )
        }
        if accepted.count >= Self.graphCount / 2 {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
