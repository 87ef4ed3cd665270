import Foundation
import Testing
import _NavGraphCore

/// The diff corpus (Diff/Corpus): one folder per before/after pair, `old.navgraph.yaml`, `new.navgraph.yaml`, and
/// `expected`, written by hand: one line per change, `KIND ELEMENT CLASSES` (`removed screen:product
/// breaking,api-breaking`), in any order; an empty file when nothing changed.
@Suite struct DiffCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static var pairs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
    }

    @Test func theCorpusHoldsAtLeastTwentyPairs() {
        #expect(Self.pairs.count >= 20)
    }

    @Test(arguments: pairs) func eachPairGivesTheChangesWrittenByHand(_ name: String) throws {
        let folder = Self.corpus.appendingPathComponent(name)
        let old = try Self.side(folder.appendingPathComponent("old.navgraph.yaml"))
        let new = try Self.side(folder.appendingPathComponent("new.navgraph.yaml"))
        let expected = try String(contentsOf: folder.appendingPathComponent("expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init).sorted()
        let found = GraphDiff.compare(old, new).map {
            "\($0.kind.rawValue) \($0.element) \($0.classes.joined(separator: ","))"
        }.sorted()
        #expect(found == expected, "\(name)")
    }

    @Test func everyChangeIsLocatedOnTheNewSideWhenItIsThere() throws {
        let folder = Self.corpus.appendingPathComponent("parameter-type-on-linked-screen")
        let old = try Self.side(folder.appendingPathComponent("old.navgraph.yaml"))
        let new = try Self.side(folder.appendingPathComponent("new.navgraph.yaml"))
        let changes = GraphDiff.compare(old, new)
        #expect(!changes.isEmpty)
        for change in changes {
            #expect(change.location?.file.hasSuffix("new.navgraph.yaml") == true)
        }
        let removed = Self.corpus.appendingPathComponent("screen-removed")
        let gone = GraphDiff.compare(
            try Self.side(removed.appendingPathComponent("old.navgraph.yaml")),
            try Self.side(removed.appendingPathComponent("new.navgraph.yaml")))
        let screen = gone.first { $0.element == "screen:product" }
        #expect(screen?.location?.file.hasSuffix("old.navgraph.yaml") == true)
    }

    /// The graph at `url`, which must load without errors.
    static func side(_ url: URL) throws -> DiffSide {
        let text = try String(contentsOf: url, encoding: .utf8)
        let path = url.path
        let result = Pipeline.check(mainFile: path, sources: InMemorySources([path: text]))
        guard let graph = result.graph, let definition = result.definition else {
            throw CorpusError(description: "\(path) has errors: \(result.diagnostics.map(\.message))")
        }
        return DiffSide(graph: graph, definition: definition)
    }

    struct CorpusError: Error, CustomStringConvertible {
        var description: String
    }
}
