package import NavGraphRuntime

/// The access level written on every generated declaration (`--access-level`).
package enum AccessLevel: String, Sendable, CaseIterable {
    /// Visible in the app's module only (the default).
    case `internal`
    /// Visible in the app's package.
    case package
    /// Visible to every client of the app's module.
    case `public`
}

/// Generates the Swift route code of one validated graph (see docs/generation.md).
package enum RouteGenerator {
    /// The whole generated file for `graph`, whose main file is named `sourceName` in the header.
    /// Deterministic: the same input gives the same bytes.
    package static func generate(
        graph: Graph,
        definition: GraphDefinition,
        accessLevel: AccessLevel = .internal,
        sourceName: String
    ) -> String {
        generate(
            graph: graph, definition: definition, accessLevel: accessLevel, sourceName: sourceName,
            chunkSize: RouteFile.defaultChunkSize)
    }

    /// `generate` with switches split every `chunkSize` arms (tests use a small size to reach the code that joins
    /// chunks with the example graphs) and for version `formatVersion` of the generated-code format (tests use
    /// another version to check that the runtime refuses it).
    static func generate(
        graph: Graph,
        definition: GraphDefinition,
        accessLevel: AccessLevel,
        sourceName: String,
        chunkSize: Int,
        formatVersion: Int = GeneratedCodeFormat.version
    ) -> String {
        var file = RouteFile(
            graph: graph, definition: definition, accessLevel: accessLevel, chunkSize: chunkSize,
            formatVersion: formatVersion)
        file.writeHeader(sourceName: sourceName)
        file.writeGraph()
        file.writeDeepLinkAPI()
        file.writeSupport()
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
    /// Every bar-item action of the graph, in the order first met (screens in order; left, right, toolbar items,
    /// then menu entries).
    let actions: [String]
    /// The items reporting each action, as `'item' of 'screen'` (`'item.entry'` for a menu entry), in the same order.
    let actionItems: [String: [String]]
    /// Screen definitions by id, for segue destinations.
    let screensByID: [String: ScreenDefinition]
    /// The segues leading to each screen (unwinds excepted), as `source.segue`, in declaration order.
    let arrivals: [String: [String]]
    /// The version of the generated-code format written.
    let formatVersion: Int
    var writer = SwiftCodeWriter()

    /// Switches hold at most this many arms; larger ones are split into functions. Measured on the benchmark graph
    /// of 500 screens under `-O`: 256 arms 21.4 s of CPU, 64 arms 17.3 s, 16 arms 17.3 s.
    static let defaultChunkSize: Int = 64
    /// The arms per switch of this file (at least 1).
    let chunkSize: Int

    init(graph: Graph, definition: GraphDefinition, accessLevel: AccessLevel, chunkSize: Int, formatVersion: Int) {
        self.chunkSize = max(1, chunkSize)
        self.formatVersion = formatVersion
        self.definition = definition
        self.sources = GeneratedSourceMap(graph: graph)
        self.accessLevel = accessLevel
        self.graphName = definition.name
        var actions: [String] = []
        var actionItems: [String: [String]] = [:]
        var seen: Set<String> = []
        var screensByID: [String: ScreenDefinition] = [:]
        var arrivals: [String: [String]] = [:]
        // A shared segue's copies arrive as one call, `Segues.id`.
        let sharedIDs = definition.sharedSegueIDsByScreen
        var sharedArrivals: Set<[String]> = []
        for screen in definition.screens {
            screensByID[screen.id] = screensByID[screen.id] ?? screen
            for segue in screen.segues where segue.kind != .unwind && segue.kind != .return {
                if sharedIDs[screen.id]?.contains(segue.id) == true {
                    guard sharedArrivals.insert([segue.destination, segue.id]).inserted else { continue }
                    arrivals[segue.destination, default: []].append("'Segues.\(segue.id)'")
                } else {
                    arrivals[segue.destination, default: []].append("'\(screen.id).\(segue.id)'")
                }
            }
        }
        for screen in graph.screens {
            screen.forEachItem { item in
                guard let name = item.action?.value else { return }
                if seen.insert(name).inserted {
                    actions.append(name)
                }
                actionItems[name, default: []].append("'\(item.id?.value ?? "")' of '\(screen.id.value)'")
            }
            screen.forEachMenuChild { owner, child in
                guard let name = child.action?.value else { return }
                if seen.insert(name).inserted {
                    actions.append(name)
                }
                actionItems[name, default: []].append("'\(owner).\(child.id?.value ?? "")' of '\(screen.id.value)'")
            }
        }
        self.actions = actions
        self.actionItems = actionItems
        self.screensByID = screensByID
        self.arrivals = arrivals
    }

    /// The access level keyword, written on every declaration.
    var access: String { accessLevel.rawValue }

    /// The isolation written on the graph type and on every extension of the file: `nonisolated`, so that the code
    /// means the same in a target whose default isolation is the main actor (new Xcode app targets, SwiftPM's
    /// `defaultIsolation(MainActor.self)`) as in one without. Screens, segues and tables are immutable `Sendable`
    /// values that any actor may use (the router on the main actor, a deep link parsed elsewhere), and the
    /// conformances to `Hashable`, `Codable` and `NavigationGraph` must not be isolated to an actor. Nested types
    /// inherit it from the graph type; members of an extension do not, hence the keyword on each extension.
    static let isolation = "nonisolated"

    /// `NavGraphRuntime.Segue<G>`.
    var segueType: String { "NavGraphRuntime.Segue<\(graphName)>" }

    /// The type of a screen's arguments by parameter name, a type alias of the support code.
    static let argumentsType = "_Arguments"

    /// Whether the root screen needs no argument, so that the graph gets `defaultRoot` and `Router<G>()`.
    var rootNeedsNoArgument: Bool {
        (screensByID[definition.root] ?? containerRootScreen).map { $0.parameters.allSatisfy { !$0.isRequired } }
            ?? false
    }

    /// Writes a doc comment: the summary paragraphs, then `- Remark: Generated from `file:line`.` when the YAML
    /// location is known.
    mutating func doc(_ summary: String..., at place: String?) {
        for paragraph in summary {
            writer.doc(paragraph)
        }
        remark(place)
    }

    /// The `- Remark:` line of a doc comment, right after the summary (a Markdown list item needs no blank line
    /// before it).
    mutating func remark(_ place: String?) {
        guard let place else { return }
        writer.doc("- Remark: Generated from \(SwiftSpelling.codeSpan(place)).", continuation: 2)
    }

    mutating func writeHeader(sourceName: String) {
        writer.line(GeneratedHeader.line(sourceName: sourceName))
        writer.line("// swift-format-ignore-file")
        writer.line("// swiftlint:disable all")
        writer.line()
        // Foundation for UUID, URL and Date, and for `Screen(url:)`. The imports carry the generated code's access
        // level, as the API mentions both modules (needed under `InternalImportsByDefault`). The runtime's
        // generated-code entry points are SPI: only generated files see them.
        let importPrefix = accessLevel == .internal ? "" : access + " "
        writer.line(importPrefix + "import Foundation")
        writer.line("@_spi(Generated) " + importPrefix + "import NavGraphRuntime")
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

    /// The graph type and its API: screens, segue namespaces, actions, enums.
    mutating func writeGraph() {
        let conformance =
            rootNeedsNoArgument ? "NavGraphRuntime.NavigationGraphWithDefaultRoot" : "NavGraphRuntime.NavigationGraph"
        var reach =
            rootNeedsNoArgument
            ? "`Router<\(graphName)>()` runs it from its root screen, '\(definition.root)'."
            : "Its root screen, '\(definition.root)', needs arguments: run it with `Router<\(graphName)>(root:)`."
        if rootIsContainer {
            reach = "`Router<\(graphName)>()` runs it from its root container, '\(definition.root)'."
        }
        doc(
            "The navigation graph '\(graphName)': its screens, the segues each screen performs and the bar-item "
                + "actions the app handles. \(reach)",
            at: sources.graph)
        open("\(Self.isolation) \(access) enum \(graphName): \(conformance)")
        writeScreenEnum()
        writeSegueNamespaces()
        writeSharedSegues()
        writeActionEnum()
        writeTabEnum()
        writeReturnEnum()
        writeEntryEnum()
        writeGraphEnums()
        close()
    }

    /// Everything the API needs but nobody reads, in extensions after the divider.
    mutating func writeSupport() {
        writer.line()
        writer.line("// MARK: - Support code below this line is not API")
        writeScreenSupport()
        writer.line()
        open("\(Self.isolation) extension \(graphName)")
        writeVersionCheck()
        writeDefinition()
        writeDeepLinkSupport()
        writeScreenConversions()
        writeActionLookup()
        writeTabLookup()
        writeReturnConversion()
        writeEntryConversion()
        writeDefinitionSupport()
        writeScreenConversionSupport()
        writeActionLookupSupport()
        close()
        writeGraphEnumSupport()
    }

    /// The compile-time half of the version handshake: a type only the matching runtime declares.
    mutating func writeVersionCheck() {
        writer.line(
            "// The version check: the next line compiles only with the NavGraphRuntime this file was generated for.")
        writer.line(
            "// If it does not, regenerate this file with the navgraph of that runtime (`navgraph generate`, or the")
        writer.line("// NavGraphPlugin of the same package version).")
        writer.line("fileprivate typealias _GeneratedCodeVersion =")
        writer.indent()
        writer.line("NavGraphRuntime.\(GeneratedCodeFormat.checkTypeName(version: formatVersion))")
        writer.outdent()
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
