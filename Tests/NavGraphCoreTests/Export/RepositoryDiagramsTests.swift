import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// The pictures of docs/diagrams/, drawn by scripts/diagrams: one per example graph, each with a node per screen
/// and an edge per segue, and up to date. The DOT text each picture was drawn from is committed beside it and
/// checked on every run, with or without Graphviz. With Graphviz, each committed SVG is compared with a fresh
/// drawing shape by shape (titles and texts; with the Graphviz version named in the SVG's first comment, also the
/// colours, dashes and sizes). Coordinates are not compared: the layout depends on the Graphviz version and on the
/// fonts installed, so a byte-for-byte check would fail on machines that drew the same diagram correctly.
@Suite struct RepositoryDiagramsTests {
    /// The pictures and the graphs they draw, named as scripts/diagrams names them: `graphs/NAME.navgraph.yaml` draws
    /// as `NAME`, `Examples/APP/NAME.navgraph.yaml` as `APP-NAME`, unless it is a link to a graph drawn already.
    static let pictures: [(String, String)] = {
        let manager = FileManager.default
        var pictures: [(String, String)] = []
        var drawn: Set<String> = []
        func add(_ name: String, _ path: String) {
            let file = root.appendingPathComponent(path).resolvingSymlinksInPath().standardizedFileURL.path
            if drawn.insert(file).inserted { pictures.append((name, path)) }
        }
        let graphs = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("graphs").path)) ?? []
        for file in graphs.sorted() where file.hasSuffix(".navgraph.yaml") {
            add(String(file.dropLast(".navgraph.yaml".count)), "graphs/" + file)
        }
        let examples = root.appendingPathComponent("Examples")
        for app in ((try? manager.contentsOfDirectory(atPath: examples.path)) ?? []).sorted() {
            let files = (try? manager.contentsOfDirectory(atPath: examples.appendingPathComponent(app).path)) ?? []
            for file in files.sorted() where file.hasSuffix(".navgraph.yaml") {
                add("\(app)-" + String(file.dropLast(".navgraph.yaml".count)), "Examples/\(app)/\(file)")
            }
        }
        return pictures
    }()

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("docs/diagrams")
    static let redraw = "run 'bash scripts/diagrams'"

    /// The graph at `path` (relative to the repository), checked from the files of its folder tree.
    static func check(_ path: String) throws -> CheckResult {
        let main = root.appendingPathComponent(path)
        let base = main.deletingLastPathComponent().standardizedFileURL.path
        var texts: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".navgraph.yaml") else { continue }
            texts[relative] = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
        }
        return Pipeline.check(mainFile: main.lastPathComponent, sources: InMemorySources(texts))
    }

    static func diagram(_ result: CheckResult) throws -> String {
        let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
        let files = try #require(result.graph.map(GraphDiagram.includedFiles(of:)))
        return GraphDiagram.render(definition, format: .dot, options: GraphDiagram.Options(files: files))
    }

    @Test func everyExampleGraphHasAPictureAndNothingElseIsThere() throws {
        #expect(Self.pictures.map(\.1).contains("graphs/settings.navgraph.yaml"))
        // Both example apps link to graphs/mail.navgraph.yaml: its picture is drawn once.
        #expect(Self.pictures.map(\.1).contains("graphs/mail.navgraph.yaml"))
        #expect(!Self.pictures.map(\.1).contains { $0.hasPrefix("Examples/") && $0.hasSuffix("/mail.navgraph.yaml") })
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let expected = Self.pictures.flatMap { ["\($0.0).svg", "\($0.0).dot"] }
        #expect(Set(names) == Set(expected), "\(Self.redraw)")
    }

    @Test(arguments: pictures)
    func pictureHasANodePerScreenAndAnEdgePerSegue(name: String, graph: String) throws {
        let definition = try #require(try Self.check(graph).definition)
        let svg = try String(contentsOf: Self.folder.appendingPathComponent("\(name).svg"), encoding: .utf8)
        let shapes = try SVGShapes(svg)
        let screenNodes = shapes.nodes.filter { !$0.title.hasPrefix("legend") }
        // Graphviz writes nodes in its own order: each `nI` must be drawn once, its first line the I-th screen's id.
        let nodes = screenNodes.map { "\($0.title) \($0.texts.first ?? "")" }.sorted()
        #expect(nodes == definition.screens.enumerated().map { "n\($0) \($1.id)" }.sorted())
        let index = Dictionary(uniqueKeysWithValues: definition.screens.enumerated().map { ($1.id, $0) })
        var expected: [String] = []
        for (from, screen) in definition.screens.enumerated() {
            for segue in screen.segues where segue.kind == .return {
                // A return is drawn back to each caller: every screen with a show, showDetail or modal to it.
                let callers = definition.screens.enumerated().filter { _, caller in
                    caller.segues.contains {
                        [.show, .showDetail, .modal].contains($0.kind) && $0.destination == screen.id
                    }
                }
                #expect(!callers.isEmpty, "\(screen.id).\(segue.id) has a caller")
                expected += callers.map { "n\(from)->n\($0.offset) \(segue.id)" }
            }
            for segue in screen.segues where segue.kind != .return {
                let to = try #require(index[segue.destination] ?? firstScreen(of: segue.destination, definition, index))
                expected.append("n\(from)->n\(to) \(segue.id)")
            }
        }
        let drawn = shapes.edges.filter { !$0.title.hasPrefix("legend") }.map { edge in
            "\(edge.title) " + (edge.texts.first?.split(separator: " ").first.map(String.init) ?? "")
        }
        #expect(drawn.sorted() == expected.sorted())
        #expect(shapes.clusters.contains { $0.title == "cluster_legend" }, "the picture has a legend")
    }

    /// The screen a `replaceRoot` to container `id` arrives at: its first tab's or column's root, through a split.
    private func firstScreen(of id: String, _ definition: GraphDefinition, _ index: [String: Int]) -> Int? {
        guard let container = definition.containers?.first(where: { $0.id == id }) else { return nil }
        let root = container.kind == .tabBar ? container.tabs.first?.root : container.columns.first?.root
        guard let root else { return nil }
        return index[root] ?? (root == id ? nil : firstScreen(of: root, definition, index))
    }

    @Test(arguments: pictures)
    func committedDOTTextIsWhatNavgraphDrawsNow(name: String, graph: String) throws {
        let committed = try String(contentsOf: Self.folder.appendingPathComponent("\(name).dot"), encoding: .utf8)
        #expect(committed == (try Self.diagram(try Self.check(graph))), "\(name).dot is out of date: \(Self.redraw)")
    }

    @Test(arguments: pictures)
    func committedSVGIsWhatThisGraphvizDrawsFromIt(name: String, graph: String) throws {
        guard
            let dot = ExternalTools.find("dot")
                ?? ExternalTools.missing(
                    "Graphviz's 'dot'", install: "apt-get install graphviz, or brew install graphviz")
        else { return }
        let svg = try String(contentsOf: Self.folder.appendingPathComponent("\(name).svg"), encoding: .utf8)
        let version = try ExternalTools.run(dot, ["-V"]).errors.trimmingCharacters(in: .whitespacesAndNewlines)
        let drawnBy = svg.split(separator: "\n").first { $0.hasPrefix("<!-- Generated by graphviz version") }
        let sameVersion = drawnBy.map { version.hasSuffix($0.dropFirst("<!-- Generated by ".count)) } ?? false
        let drawn = try ExternalTools.run(dot, ["-Tsvg"], input: try Self.diagram(try Self.check(graph)))
        #expect(drawn.status == 0, "\(drawn.errors)")
        let fresh = try SVGShapes(drawn.output)
        let committed = try SVGShapes(svg)
        for (kind, now, then) in [
            ("node", fresh.nodes, committed.nodes), ("edge", fresh.edges, committed.edges),
            ("cluster", fresh.clusters, committed.clusters),
        ] {
            let matches = sameVersion ? now == then : now.map(\.unpainted) == then.map(\.unpainted)
            #expect(matches, "\(name).svg: its \(kind)s are out of date: \(Self.redraw)")
        }
        if !sameVersion {
            print("note: \(name).svg was drawn by another Graphviz than '\(version)': its paint is not compared")
        }
    }

    /// README's Mermaid picture is what `navgraph graph graphs/mail.navgraph.yaml` prints now.
    @Test func readmesMermaidPictureIsWhatNavgraphDrawsNow() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```mermaid\n"), "README has a Mermaid picture")
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        let definition = try #require(try Self.check("graphs/mail.navgraph.yaml").definition)
        let drawn = GraphDiagram.render(definition, format: .mermaid)
        #expect(
            String(readme[start.upperBound..<end.lowerBound]) + "\n" == drawn,
            "README's Mermaid picture is out of date: paste 'navgraph graph graphs/mail.navgraph.yaml' into it")
    }
}
