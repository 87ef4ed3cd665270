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
        var loaded: Set<[UInt8]> = []
        var included: [String] = []
        var screens: [ScreenDeclaration] = []
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
        state.loaded.insert(Array(canonical.utf8))
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
        includeAll(content.includes, from: main, state: &state)

        var graph = Graph(mainFile: mainFile)
        graph.files = state.files
        graph.version = content.version
        graph.name = content.name
        graph.root = content.root
        graph.entries = content.entries
        graph.entriesLocation = content.entriesLocation
        // Without `root:`, the first entry is the root (docs/format.md, Entries).
        if graph.root == nil { graph.root = content.entries.first }
        graph.includes = content.includes
        graph.navigationController = content.navigationController
        graph.enums = content.enums
        graph.screens = state.screens
        graph.containers = content.containers
        graph.disabledCodes = content.disabledCodes
        graph.sharedSegues = content.sharedSegues
        if let tooMany = graph.copySharedSegues() { state.diagnostics.append(tooMany) }
        let location = content.topLocation ?? start
        if content.hasGraphKey || content.versionSeen {
            for (key, present) in [
                ("navgraph", content.versionSeen), ("graph", content.hasGraphKey), ("root", graph.root != nil),
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

    /// One file whose includes are being followed, on the explicit stack of `includeAll`.
    private struct Frame {
        var file: FileRef
        var includes: [Located<String>]
        var next = 0
    }

    /// Follows `includes` of `file` depth first, on an explicit stack (a chain of thousands of files needs no call
    /// stack), keeping the canonical paths on the way in one array and one index (memory linear in the chain).
    private static func includeAll(_ includes: [Located<String>], from file: FileRef, state: inout State) {
        var stack = [Frame(file: file, includes: includes)]
        var onChain = [Array(file.canonical.utf8): 0]
        while let top = stack.last {
            guard top.next < top.includes.count else {
                onChain[Array(top.file.canonical.utf8)] = nil
                stack.removeLast()
                continue
            }
            let include = top.includes[top.next]
            stack[stack.count - 1].next += 1
            guard let canonical = canonicalPath(of: include, from: top.file, state: &state) else { continue }
            if let index = onChain[Array(canonical.utf8)] {
                state.diagnostics.append(includeCycle(stack[index...], closedBy: canonical, at: include.location))
                continue
            }
            if state.loaded.contains(Array(canonical.utf8)) { continue }
            guard state.loaded.count <= state.limits.includes else {
                state.diagnostics.append(.tooManyIncludes(limit: state.limits.includes, at: include.location))
                // The rest of this file's includes are not followed.
                onChain[Array(top.file.canonical.utf8)] = nil
                stack.removeLast()
                continue
            }
            state.loaded.insert(Array(canonical.utf8))
            state.included.append(canonical)
            let display = PathUtilities.join(PathUtilities.directory(of: top.file.display), include.value)
            let ref = FileRef(display: display, canonical: canonical)
            guard let content = read(ref, isPart: true, includedAt: include.location, state: &state) else { continue }
            state.files.append(display)
            state.screens += content.screens
            onChain[Array(canonical.utf8)] = stack.count
            stack.append(Frame(file: ref, includes: content.includes))
        }
    }

    /// The canonical path of the file `include` names from `file`; nil when there is none or it lies outside the
    /// main file's folder tree (reported).
    private static func canonicalPath(
        of include: Located<String>,
        from file: FileRef,
        state: inout State
    ) -> String? {
        let wanted = PathUtilities.join(PathUtilities.directory(of: file.canonical), include.value)
        guard let canonical = state.provider.canonicalPath(of: wanted) else {
            state.diagnostics.append(includeNotFound(include, wanted: wanted, provider: state.provider))
            return nil
        }
        guard PathUtilities.isInside(canonical, folder: state.rootFolder) else {
            state.diagnostics.append(.includeOutsideFolder(include))
            return nil
        }
        return canonical
    }

    /// Why the file an include names has no canonical path: not found, or unreadable (a symlink loop) as the
    /// provider says.
    private static func includeNotFound(
        _ include: Located<String>,
        wanted: String,
        provider: any SourceProvider
    ) -> Diagnostic {
        do {
            _ = try provider.contents(of: wanted, limit: 0)
        } catch {
            if case .unreadable(let reason) = error {
                return .includeUnreadable(include, reason: reason)
            }
        }
        return .includeNotFound(include)
    }

    /// Files shown of a long include cycle: its first ones and its last ones, with `…` between.
    static let cycleNamesShown = 8

    /// The include cycle through the files of `chain` back to `closing` (the first of them), named by file
    /// names; a long cycle is shortened to its first and last files, so each report stays small.
    private static func includeCycle(
        _ chain: ArraySlice<Frame>,
        closedBy closing: String,
        at location: SourceLocation
    ) -> Diagnostic {
        let half = cycleNamesShown / 2
        let files: [String]
        if chain.count + 1 > cycleNamesShown {
            files =
                chain.prefix(half).map(\.file.canonical) + ["…"] + chain.suffix(half - 1).map(\.file.canonical)
                + [closing]
        } else {
            files = chain.map(\.file.canonical) + [closing]
        }
        return .includeCycle(files.map { $0 == "…" ? $0 : PathUtilities.lastComponent(of: $0) }, at: location)
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
        // Decoded first: the parser's copy of the bytes is gone before the text for printing is made.
        let result = decode(bytes, file: file.display, isPart: isPart, limits: state.limits)
        state.sources[file.display] = String(decoding: bytes, as: UTF8.self)
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
        // Parsed in place: the parser makes no copy of a file, however large.
        return bytes.withUnsafeBufferPointer { text in
            decode(text, file: file, isPart: isPart, limits: limits)
        }
    }

    /// Decodes one file's text, borrowed for the duration of the call.
    private static func decode(
        _ text: UnsafeBufferPointer<UInt8>,
        file: String,
        isPart: Bool,
        limits: Limits
    ) -> (content: GraphFileDecoder.Content?, diagnostics: [Diagnostic]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        var decoder = GraphFileDecoder(
            reader: NodeReader(stream: YAMLEventStream(borrowing: text, limits: limits), file: file))
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
