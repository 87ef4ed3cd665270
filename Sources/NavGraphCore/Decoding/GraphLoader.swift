/// Reads a main graph file and the files it includes (relative paths, confined to the main file's folder tree,
/// each file read once, cycles and the include limit reported) into one `Graph`.
enum GraphLoader {
    struct Result {
        var graph: Graph?
        var diagnostics: [Diagnostic]
        var sources: [String: String]
        var isMainFile: Bool
        var includedFiles: [String]
    }

    /// One file on its way in: the path shown to the user and the canonical one compared for cycles.
    private struct FileRef {
        var display: String
        var canonical: String
    }

    private struct State {
        let provider: any SourceProvider
        let limits: Limits
        let rootFolder: String
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        var loaded: Set<String> = []
        var included: [String] = []
        var screens: [Screen] = []
        var files: [String] = []
    }

    static func load(mainFile: String, sources provider: some SourceProvider, limits: Limits) -> Result {
        let start = SourceLocation(file: mainFile, line: 1, column: 1)
        guard let canonical = provider.canonicalPath(of: mainFile) else {
            let missing = Diagnostic.noGraphFile(mainFile, at: start)
            return Result(graph: nil, diagnostics: [missing], sources: [:], isMainFile: true, includedFiles: [])
        }
        var state = State(provider: provider, limits: limits, rootFolder: PathUtilities.directory(of: canonical))
        let main = FileRef(display: mainFile, canonical: canonical)
        state.loaded.insert(canonical)
        guard let content = read(main, isPart: false, state: &state) else {
            return Result(
                graph: nil,
                diagnostics: state.diagnostics,
                sources: state.sources,
                isMainFile: true,
                includedFiles: []
            )
        }
        state.files.append(mainFile)
        state.screens = content.screens
        includeAll(content.includes, from: main, chain: [canonical], state: &state)

        var graph = Graph(mainFile: mainFile)
        graph.files = state.files
        graph.version = content.version
        graph.name = content.name
        graph.root = content.root
        graph.includes = content.includes
        graph.navigationController = content.navigationController
        graph.enums = content.enums
        graph.screens = state.screens
        graph.containers = content.containers
        graph.disabledCodes = content.disabledCodes
        let location = content.topLocation ?? start
        if content.hasGraphKey || content.versionSeen {
            for (key, present) in [
                ("navgraph", content.versionSeen), ("graph", content.hasGraphKey), ("root", content.root != nil),
                ("screens", content.screensSeen),
            ] where !present {
                state.diagnostics.append(.graphFileNeeds(key, at: location))
            }
        } else if content.topLocation != nil {
            state.diagnostics.append(.partGivenAsMainFile(at: location))
        }
        return Result(
            graph: graph,
            diagnostics: state.diagnostics,
            sources: state.sources,
            isMainFile: content.hasGraphKey,
            includedFiles: state.included
        )
    }

    /// Follows `includes` of `file` depth first; `chain` holds the canonical paths of the files on the way.
    private static func includeAll(
        _ includes: [Located<String>],
        from file: FileRef,
        chain: [String],
        state: inout State
    ) {
        for include in includes {
            let display = PathUtilities.join(PathUtilities.directory(of: file.display), include.value)
            let wanted = PathUtilities.join(PathUtilities.directory(of: file.canonical), include.value)
            guard let canonical = state.provider.canonicalPath(of: wanted) else {
                state.diagnostics.append(.includeNotFound(include))
                continue
            }
            guard PathUtilities.isInside(canonical, folder: state.rootFolder) else {
                state.diagnostics.append(.includeOutsideFolder(include))
                continue
            }
            if let index = chain.firstIndex(of: canonical) {
                let cycle = (chain[index...] + [canonical]).map { PathUtilities.lastComponent(of: $0) }
                state.diagnostics.append(.includeCycle(cycle, at: include.location))
                continue
            }
            if state.loaded.contains(canonical) { continue }
            guard state.loaded.count <= state.limits.includes else {
                state.diagnostics.append(.tooManyIncludes(limit: state.limits.includes, at: include.location))
                return
            }
            state.loaded.insert(canonical)
            state.included.append(canonical)
            let ref = FileRef(display: display, canonical: canonical)
            guard let content = read(ref, isPart: true, includedAt: include.location, state: &state) else { continue }
            state.files.append(display)
            state.screens += content.screens
            includeAll(content.includes, from: ref, chain: chain + [canonical], state: &state)
        }
    }

    /// Reads and decodes one file; nil when it could not be read or its YAML is broken (diagnostics recorded).
    /// A file that cannot be read is reported at the `include:` entry naming it, if any.
    private static func read(
        _ file: FileRef,
        isPart: Bool,
        includedAt entry: SourceLocation? = nil,
        state: inout State
    ) -> GraphFileDecoder.Content? {
        let start = SourceLocation(file: file.display, line: 1, column: 1)
        let bytes: [UInt8]
        do {
            bytes = try state.provider.contents(of: file.canonical, limit: state.limits.fileSize)
        } catch {
            let location = entry ?? start
            state.diagnostics.append(
                .unreadableSource(error, file: file.display, sizeLimit: state.limits.fileSize, at: location))
            return nil
        }
        state.sources[file.display] = String(decoding: bytes, as: UTF8.self)
        let result = decode(bytes, file: file.display, isPart: isPart, limits: state.limits)
        state.diagnostics += result.diagnostics
        return result.content
    }

    /// Decodes one file's bytes: its content (nil after a YAML-level error) and its diagnostics.
    static func decode(
        _ bytes: [UInt8],
        file: String,
        isPart: Bool,
        limits: Limits
    ) -> (content: GraphFileDecoder.Content?, diagnostics: [Diagnostic]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if bytes.isEmpty {
            return (nil, [.emptyGraphFile(at: start)])
        }
        var decoder = GraphFileDecoder(
            reader: NodeReader(stream: YAMLEventStream(bytes: bytes, limits: limits), file: file))
        do {
            guard try decoder.reader.stream.beginDocument() else {
                return (nil, [.noYAMLDocument(at: start)])
            }
            let content = try decoder.decodeTopLevel(isPart: isPart)
            try decoder.reader.stream.endDocument()
            return (content, decoder.reader.diagnostics)
        } catch {
            return (nil, decoder.reader.diagnostics + [.yamlStopped(error, file: file)])
        }
    }
}
