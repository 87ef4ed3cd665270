import Foundation
import Testing
import _NavGraphCore

/// The generator's invariant, a graph that validates without errors always generates Swift code that compiles, checked on
/// seeded random graphs (names next to keywords and to the generated code's own names, every parameter type,
/// defaults, includes, tab bars, unwinds returning values, all three access levels). Graphs the validator rejects are
/// skipped and counted. The others are generated as a module's graphs are: many graph files in one `generate` run,
/// whose outputs are type-checked together in one `swiftc` run, so that support code two graphs would both declare,
/// or two graphs of one name, show up. A few graphs take the name of the graph before them: the run must refuse
/// exactly those (NG101), and generate the rest once they are left out.
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

    /// A random graph that validated on its own.
    struct Accepted {
        var name: String
        var mainFile: String
        var files: [String: String]
    }

    @Test func everyValidRandomGraphGeneratesCodeThatCompiles() throws {
        let folder = try SwiftCompiler.temporaryFolder("navgraph-random")
        var writer = RandomGraphWriter(seed: 0x6E61_7667_7261_7068)
        var accepted: [Accepted] = []
        var rejected = 0
        for number in 0..<Self.graphCount {
            // Every 37th graph takes the name of the one before it.
            let name = number % 37 == 5 ? "Graph\(number - 1)" : "Graph\(number)"
            let graph = writer.graph(named: name, prefix: "g\(number)")
            let generated = generate(graph.mainFile, sources: InMemorySources(graph.files))
            guard generated.code != nil else {
                #expect(generated.result.hasErrors, "no code, yet no error for graph \(number)")
                rejected += 1
                if ProcessInfo.processInfo.environment["NAVGRAPH_SHOW_REJECTED"] == "1" {
                    print(describe(generated.result.diagnostics.filter { $0.severity == .error }))
                }
                continue
            }
            accepted.append(Accepted(name: name, mainFile: graph.mainFile, files: graph.files))
        }
        // Not vacuous: most random graphs are valid, and some are not; the new shapes are among the valid ones.
        #expect(accepted.count >= Self.graphCount / 2, "only \(accepted.count) of \(Self.graphCount) graphs validated")
        #expect(rejected > 0, "the name pools no longer reach the validator's NG101 rules")
        let texts = accepted.flatMap(\.files.values)
        #expect(texts.filter { $0.contains("kind: tabBar") }.count >= 10, "too few tab bars validated")
        #expect(texts.filter { $0.contains("returns: {") }.count >= 10, "too few returned values validated")
        #expect(texts.filter { $0.contains("renamedFrom:") }.count >= 10, "too few renames validated")
        let keywordTabs = texts.flatMap(Self.tabIDs).filter { SwiftNames.keywords.contains($0) }
        #expect(!keywordTabs.isEmpty, "no keyword tab id validated")

        let support = folder.appendingPathComponent("AppTypes.swift")
        try Data(Self.appTypes.utf8).write(to: support)
        let levels = AccessLevel.allCases
        var clashes = 0
        for (batchNumber, start) in stride(from: 0, to: accepted.count, by: Self.graphsPerCompilerRun).enumerated() {
            let batch = Array(accepted[start..<min(accepted.count, start + Self.graphsPerCompilerRun)])
            let level = levels[batchNumber % levels.count]
            let outputs = try generateTogether(batch, level: level, clashes: &clashes)
            var urls: [URL] = []
            for output in outputs {
                let url = folder.appendingPathComponent("b\(batchNumber)-" + output.name)
                try Data(output.contents).write(to: url)
                urls.append(url)
            }
            for graph in batch {
                for (path, text) in graph.files {
                    try Data(text.utf8).write(
                        to: folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_")))
                }
            }
            let outcome = try SwiftCompiler.typecheck(urls + [support], mode: .swift6MainActor)
            let errors = outcome.output.split(separator: "\n").filter {
                $0.contains("error:") || $0.contains("warning:")
            }
            .prefix(20)
            #expect(
                outcome.succeeded && !outcome.output.contains("warning:"),
                "generated code does not compile cleanly (files kept in \(folder.path)):\n\(errors.joined(separator: "\n"))"
            )
        }
        #expect(clashes > 0, "no two graphs of one name were generated together")
        if accepted.count >= Self.graphCount / 2 {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Generates `batch` in one run at `level`. A graph taking an earlier graph's name must be refused with NG101,
    /// and only those; they are then left out and the others generated. Returns the outputs of the graphs.
    private func generateTogether(
        _ batch: [Accepted], level: AccessLevel, clashes: inout Int
    ) throws -> [GeneratedFile] {
        var sources: [String: String] = [:]
        for graph in batch { sources.merge(graph.files) { first, _ in first } }
        var seen: Set<String> = []
        let taken = batch.filter { !seen.insert($0.name).inserted }.map(\.mainFile)
        let options = GenerationOptions(accessLevel: level)
        let together = Pipeline.generate(
            files: batch.map(\.mainFile), sources: InMemorySources(sources), options: options)
        let errors = together.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location.file).sorted() == taken.sorted(), "\(describe(errors))")
        #expect(errors.allSatisfy { $0.code == .invalidIdentifier && $0.message.contains("another graph") })
        guard !taken.isEmpty else {
            #expect(together.files.count == batch.count)
            return together.files
        }
        #expect(together.files.isEmpty)
        clashes += taken.count
        let rest = batch.filter { !taken.contains($0.mainFile) }
        let generated = Pipeline.generate(
            files: rest.map(\.mainFile), sources: InMemorySources(sources), options: options)
        #expect(!generated.checked.hasErrors, "\(describe(generated.diagnostics))")
        #expect(generated.files.count == rest.count)
        return generated.files
    }

    /// The tab ids of a graph file's tab bars (`- { id: class, root: home }`).
    static func tabIDs(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "- { id: "), let end = line.range(of: ", root:") else { return nil }
            return String(line[range.upperBound..<end.lowerBound])
        }
    }
}
