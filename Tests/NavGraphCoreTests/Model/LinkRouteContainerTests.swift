import NavGraphRuntime
import Testing
import _NavGraphCore

/// Synthetic back stacks that start in a container: the tab or column they start in (`ScreenDefinition.linkEntry`).
@Suite struct LinkRouteContainerTests {
    static func definition(root: String) throws -> GraphDefinition {
        let yaml = """
            navgraph: 1
            graph: Routes
            root: \(root)
            containers:
              app:
                kind: tabBar
                tabs:
                  - { id: first, root: one }
                  - { id: second, root: two }
                  - { id: library, root: library }
              library:
                kind: split
                style: tripleColumn
                primary: folders
                supplementary: files
                secondary: empty
            screens:
              start:
                segues:
                  enter: { kind: replaceRoot, to: app }
              one:
                segues:
                  toShared: { kind: show, to: shared }
              two:
                deepLinks: ["/two"]
                segues:
                  toShared: { kind: show, to: shared }
                  toOwn: { kind: show, to: own }
              shared:
                deepLinks: ["/shared"]
              own:
                deepLinks: ["/own"]
              folders:
                segues:
                  open: { kind: show, to: files }
              files:
                segues:
                  detail: { kind: showDetail, to: file }
              empty:
                deepLinks: ["/empty"]
              file:
                deepLinks: ["/file"]
                segues:
                  more: { kind: show, to: info }
              info:
                deepLinks: ["/info"]

            """
        let result = Pipeline.check(mainFile: "r.navgraph.yaml", sources: InMemorySources(["r.navgraph.yaml": yaml]))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        return try #require(result.definition)
    }

    static func route(_ id: String, in definition: GraphDefinition) -> [String]? {
        definition.screens.first { $0.id == id }?.linkRoute.map { $0.map { "\($0.screen).\($0.segue)" } }
    }

    static func entry(_ id: String, in definition: GraphDefinition) -> LinkEntry? {
        definition.screens.first { $0.id == id }?.linkEntry
    }

    @Test(arguments: ["app", "start"]) func chainsStartAtTabAndColumnRoots(root: String) throws {
        let definition = try Self.definition(root: root)
        // Equally short from two tabs: the first declared wins.
        #expect(Self.route("shared", in: definition) == ["one.toShared"])
        #expect(Self.entry("shared", in: definition) == LinkEntry(container: "app", tab: "first"))
        #expect(Self.route("own", in: definition) == ["two.toOwn"])
        #expect(Self.entry("own", in: definition) == LinkEntry(container: "app", tab: "second"))
        // A tab's root is a chain of its own.
        #expect(Self.route("two", in: definition) == [])
        #expect(Self.entry("two", in: definition) == LinkEntry(container: "app", tab: "second"))
        // In a split: from the supplementary column's root; `showDetail` fills the secondary, where `show` pushes.
        #expect(Self.route("file", in: definition) == ["files.detail"])
        #expect(Self.entry("file", in: definition) == LinkEntry(container: "app", tab: "library", column: 1))
        #expect(Self.route("info", in: definition) == ["files.detail", "file.more"])
        #expect(Self.route("empty", in: definition) == [])
        #expect(Self.entry("empty", in: definition) == LinkEntry(container: "app", tab: "library", column: 2))
    }

    @Test func aSplitAtTheRootHasNoTab() throws {
        let yaml = """
            navgraph: 1
            graph: Split
            root: library
            containers:
              library:
                kind: split
                primary: folders
                secondary: empty
            screens:
              folders:
                segues:
                  open: { kind: show, to: files }
              files:
                segues:
                  detail: { kind: showDetail, to: file }
              empty: {}
              file:
                deepLinks: ["/file"]

            """
        let result = Pipeline.check(mainFile: "s.navgraph.yaml", sources: InMemorySources(["s.navgraph.yaml": yaml]))
        let definition = try #require(result.definition)
        #expect(Self.route("file", in: definition) == ["folders.open", "files.detail"])
        #expect(Self.entry("file", in: definition) == LinkEntry(container: "library", column: 0))
    }

    @Test func aScreenRootStartsNoContainer() throws {
        let definition = try Self.definition(root: "two")
        #expect(Self.route("own", in: definition) == ["two.toOwn"])
        #expect(Self.entry("own", in: definition) == nil)
    }
}
