import _NavGraphCore

/// Live diagnostics: documents kept in sync, each change checked once the input is quiet, and the diagnostics of
/// every file of the checked graph published (and cleared when a file has none left).
extension LanguageServer {
    /// A notification of a running server; unknown ones (`$/cancelRequest` included) are ignored, as the protocol
    /// says.
    mutating func notification(_ message: IncomingMessage) -> [JSONValue] {
        let document = message.params["textDocument"]
        guard let uri = document?["uri"]?.string else { return [] }
        switch message.method {
        case "textDocument/didOpen":
            guard let text = document?["text"]?.string else { return [] }
            let opened = TextDocument(
                uri: uri, path: DocumentURI.path(of: uri), version: document?["version"]?.integer ?? 0, text: text)
            documents[uri] = opened
            live.cache.invalidate()
            findMainFile(of: opened)
            // Opening is one event, not a burst: checked at once.
            return check(roots: roots(reading: opened.path, own: serves(opened)))
        case "textDocument/didChange":
            guard var changed = documents[uri], let changes = message.params["contentChanges"]?.elements else {
                return []
            }
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                if let range = change["range"], let start = Self.position(range["start"]),
                    let end = Self.position(range["end"])
                {
                    changed.replace(start: start, end: end, with: text)
                } else {
                    changed.text = text
                }
            }
            changed.version = document?["version"]?.integer ?? changed.version
            documents[uri] = changed
            live.cache.invalidate(changed: changed.path)
            let roots = roots(reading: changed.path, own: serves(changed))
            guard live.delay > 0 else { return check(roots: roots) }
            live.schedule(roots)
            return []
        case "textDocument/didClose":
            guard let closed = documents.removeValue(forKey: uri) else { return [] }
            live.cache.invalidate()
            var messages = [Self.publish(uri: uri, version: nil, diagnostics: .array([]))]
            live.shown[uri] = nil
            let root = live.root(of: closed.path)
            live.mainFiles[closed.path] = nil
            // The graphs of other open documents now read the file from the disk.
            let others = roots(reading: closed.path, own: false)
            if !documents.values.contains(where: { live.root(of: $0.path) == root }) {
                messages += forget(root: root)
            }
            if live.delay == 0 { return messages + check(roots: others) }
            live.schedule(others)
            return messages
        default:
            return []
        }
    }

    /// How long the loop should wait for input before calling `inputIsIdle()`; nil when no check is waiting.
    var idleDelay: Int? { live.idleDelay }

    /// The input has been quiet for `idleDelay` milliseconds: the graphs changed since are checked now, on the
    /// newest text, and their diagnostics published.
    mutating func inputIsIdle() -> [JSONValue] {
        check(roots: live.takePending())
    }

    /// Whether the server checks `document` for itself: a graph file, a flow file, or a part some graph includes.
    /// An editor that starts the server for every YAML file (Zed, Emacs) also opens workflows and other YAML
    /// files: they get no diagnostics of their own, though a graph that includes one still reads its open text.
    func serves(_ document: TextDocument) -> Bool {
        let name = PathUtilities.lastComponent(of: document.path)
        return GraphFileNaming.isGraphFile(name) || RootCheck.isFlowFile(document.path)
            || live.mainFiles[document.path] != nil
    }

    /// The main file or flow file `path` is checked as (when `own`), then those of the other open documents
    /// whose last check read `path`.
    private func roots(reading path: String, own: Bool) -> [String] {
        var found = own ? [live.root(of: path)] : []
        let canonical = FileSystemSources().canonicalPath(of: path)
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) {
            let root = live.root(of: document.path)
            guard !found.contains(root), let reads = live.filesOfRoot[root] else { continue }
            if reads.contains(path) || canonical.map(reads.contains) == true { found.append(root) }
        }
        return found
    }

    /// A part opened alone (no `graph:`, no `root:`) is checked through the main file that includes it, if one
    /// is found in its folder or above; anything else is checked as itself.
    private mutating func findMainFile(of document: TextDocument) {
        live.mainFiles[document.path] = nil
        guard !RootCheck.isFlowFile(document.path) else { return }
        // Kept: for a file that is its own main file, this is the check the diagnostics are published from.
        let alone = live.cache.graphCheck(root: document.path, documents: documents, limits: limits)
        guard !alone.isMainFile, let graph = alone.graph, graph.name == nil, graph.root == nil else { return }
        live.mainFiles[document.path] = MainFileFinder.mainFile(
            including: document.path, sources: OpenDocumentSources(documents.values), limits: limits)
    }

    /// Checks each root and publishes the diagnostics of every file it covers.
    private mutating func check(roots: [String]) -> [JSONValue] {
        var messages: [JSONValue] = []
        for root in roots {
            let checked: RootCheck
            let cache = live.cache
            let limits = limits
            let documents = documents
            let check = { (main: String) in cache.graphCheck(root: main, documents: documents, limits: limits) }
            if RootCheck.isFlowFile(root) {
                let sources = OpenDocumentSources(documents.values)
                checked = RootCheck(flowFile: root, sources: sources, limits: limits, checkGraph: check)
            } else {
                checked = RootCheck(
                    graph: check(root), root: root, canonical: FileSystemSources().canonicalPath(of: root) ?? root)
            }
            // A part whose main file stopped including it is checked alone from now on.
            for (part, main) in live.mainFiles where main == root && !checked.reads.contains(part) {
                live.mainFiles[part] = nil
                live.schedule([part])
            }
            // An open part this graph now includes (an include added since the part was opened) is checked through it.
            if !RootCheck.isFlowFile(root) {
                for document in documents.values
                where document.path != root && live.mainFiles[document.path] == nil
                    && !RootCheck.isFlowFile(document.path) && checked.reads.contains(document.path)
                {
                    live.mainFiles[document.path] = root
                }
            }
            live.filesOfRoot[root] = checked.reads
            messages += publish(checked, root: root)
        }
        return messages
    }

    /// The diagnostics of every file of `checked`: a file with none is published (empty) when it is open or
    /// showed some before; files this root showed diagnostics on that it no longer covers are cleared.
    private mutating func publish(_ checked: RootCheck, root: String) -> [JSONValue] {
        var openByPath: [String: TextDocument] = [:]
        for document in documents.values { openByPath[document.path] = document }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in checked.diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        var findingsByFile: [String: [RootCheck.Finding]] = [:]
        for finding in checked.findings { findingsByFile[finding.location.file, default: []].append(finding) }
        var messages: [JSONValue] = []
        var published: Set<String> = []
        for file in checked.files {
            let open = openByPath[file]
            let uri = open?.uri ?? DocumentURI.uri(ofPath: file)
            let found = byFile[file] ?? []
            let findings = findingsByFile[file] ?? []
            guard open != nil || !found.isEmpty || !findings.isEmpty || live.shown[uri] != nil else { continue }
            var values: [JSONValue] = []
            // The file's line table is built only when there is something to place on it.
            if !found.isEmpty || !findings.isEmpty {
                var ranges = SourceRanges(
                    sources: checked.sources, path: file, uri: uri, text: open?.text ?? checked.sources[file] ?? "")
                ranges.knownURIs = openByPath.mapValues(\.uri)
                values = found.compactMap { PublishedDiagnostics.diagnostic($0, ranges: &ranges) }
                values += findings.compactMap { PublishedDiagnostics.finding($0, ranges: &ranges) }
            }
            live.shown[uri] = values.isEmpty ? nil : root
            published.insert(uri)
            messages.append(Self.publish(uri: uri, version: open?.version, diagnostics: .array(values)))
        }
        for (uri, owner) in live.shown.sorted(by: { $0.key < $1.key }) where owner == root && !published.contains(uri) {
            live.shown[uri] = nil
            messages.append(Self.publish(uri: uri, version: nil, diagnostics: .array([])))
        }
        return messages
    }

    /// Clears what `root` showed: no open document is checked through it any more.
    private mutating func forget(root: String) -> [JSONValue] {
        live.filesOfRoot[root] = nil
        var messages: [JSONValue] = []
        for (uri, owner) in live.shown.sorted(by: { $0.key < $1.key }) where owner == root {
            live.shown[uri] = nil
            messages.append(Self.publish(uri: uri, version: nil, diagnostics: .array([])))
        }
        return messages
    }

    static func publish(uri: String, version: Int?, diagnostics: JSONValue) -> JSONValue {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", diagnostics))
        return JSONRPC.notification("textDocument/publishDiagnostics", .object(params))
    }
}
