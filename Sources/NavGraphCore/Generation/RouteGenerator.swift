public import NavGraphRuntime

/// The access level written on every generated declaration (`--access-level`).
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, package, `public`
}

/// Generates the Swift route code of SPEC §5 for one validated graph.
public enum RouteGenerator {
    /// The whole generated file for `graph`, whose main file is named `sourceName` in the header.
    /// Deterministic: the same input gives the same bytes.
    public static func generate(
        graph: Graph,
        definition: GraphDefinition,
        accessLevel: AccessLevel = .internal,
        sourceName: String
    ) -> String {
        generate(
            graph: graph, definition: definition, accessLevel: accessLevel, sourceName: sourceName,
            chunkSize: RouteFile.defaultChunkSize)
    }

    /// `generate` with switches split every `chunkSize` arms: tests use a small size to reach the code that joins
    /// chunks with the example graphs.
    static func generate(
        graph: Graph,
        definition: GraphDefinition,
        accessLevel: AccessLevel,
        sourceName: String,
        chunkSize: Int
    ) -> String {
        var file = RouteFile(graph: graph, definition: definition, accessLevel: accessLevel, chunkSize: chunkSize)
        file.writeHeader(sourceName: sourceName)
        file.writeGraph()
        return file.writer.output
    }
}

/// The state of one generated file: what it is generated from and the writer it goes to. Each part of the file is
/// written by an extension in its own file (screens, segues, actions, enums, support tables).
struct RouteFile {
    let definition: GraphDefinition
    let sources: GeneratedSourceMap
    let accessLevel: AccessLevel
    /// The graph type's name.
    let graphName: String
    /// Every bar-item action of the graph, in the order first met (screens in order; left, right, toolbar items).
    let actions: [String]
    /// Screen definitions by id, for segue destinations.
    let screensByID: [String: ScreenDefinition]
    var writer = SwiftCodeWriter()

    /// Switches hold at most this many arms; larger ones are split into functions. Measured on the benchmark graph
    /// of 500 screens under `-O`: 256 arms 21.4 s of CPU, 64 arms 17.3 s, 16 arms 17.3 s.
    static let defaultChunkSize: Int = 64
    /// The arms per switch of this file (at least 1).
    let chunkSize: Int

    init(graph: Graph, definition: GraphDefinition, accessLevel: AccessLevel, chunkSize: Int) {
        self.chunkSize = max(1, chunkSize)
        self.definition = definition
        self.sources = GeneratedSourceMap(graph: graph)
        self.accessLevel = accessLevel
        self.graphName = definition.name
        var actions: [String] = []
        var seen: Set<String> = []
        var screensByID: [String: ScreenDefinition] = [:]
        for screen in definition.screens {
            screensByID[screen.id] = screensByID[screen.id] ?? screen
        }
        for screen in graph.screens {
            screen.forEachItem { item in
                if let name = item.action?.value, seen.insert(name).inserted {
                    actions.append(name)
                }
            }
        }
        self.actions = actions
        self.screensByID = screensByID
    }

    /// The access level keyword, written on every declaration.
    var access: String { accessLevel.rawValue }

    /// `NavGraphRuntime.Segue<G>`.
    var segueType: String { "NavGraphRuntime.Segue<\(graphName)>" }

    /// Writes a doc comment: `summary`, then the YAML location when known.
    mutating func doc(_ summary: String, at place: String?) {
        writer.doc(summary)
        if let place {
            writer.doc(place)
        }
    }

    mutating func writeHeader(sourceName: String) {
        writer.line(GeneratedHeader.line(sourceName: sourceName))
        writer.line("// swift-format-ignore-file")
        writer.line()
        // Foundation for UUID, URL, Date and the JSON decoder of `definition`. The imports carry the generated code's
        // access level where its API mentions the module (needed under `InternalImportsByDefault`); Foundation only
        // when a parameter is a UUID, URL or Date, since an unused `public import` is a warning.
        let importPrefix = accessLevel == .internal ? "" : access + " "
        let apiMentionsFoundation = definition.screens.contains { screen in
            screen.parameters.contains { Self.mentionsFoundation($0.type) }
        }
        writer.line((apiMentionsFoundation ? importPrefix : "") + "import Foundation")
        writer.line(importPrefix + "import NavGraphRuntime")
        writer.line()
    }

    /// Whether a parameter type is spelt with a Foundation type.
    static func mentionsFoundation(_ type: ParameterType) -> Bool {
        var type = type
        while true {
            switch type {
            case .uuid, .url, .date: return true
            case .array(let element): type = element
            case .optional(let wrapped): type = wrapped
            case .string, .int, .double, .bool, .enumeration, .app: return false
            }
        }
    }

    /// The graph type: user-facing API first, support tables after a `// MARK:`.
    mutating func writeGraph() {
        doc("The navigation graph '\(graphName)': its screens, segues and actions.", at: sources.graph)
        open("\(access) enum \(graphName): NavGraphRuntime.NavigationGraph")
        writeScreenEnum()
        writeSegueNamespaces()
        writeActionEnum()
        writeGraphEnums()
        writeDefinition()
        writeScreenConversions()
        writeActionLookup()
        writer.line()
        writer.line("// MARK: - Support (generated, not API)")
        writeDefinitionSupport()
        writeScreenConversionSupport()
        writeActionLookupSupport()
        close()
    }

    /// Writes `opener {` and indents.
    mutating func open(_ opener: String) {
        writer.line(opener + " {")
        writer.indent()
    }

    /// Outdents and writes `}`.
    mutating func close() {
        writer.outdent()
        writer.line("}")
    }
}
