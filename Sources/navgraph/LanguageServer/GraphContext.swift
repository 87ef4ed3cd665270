import _NavGraphCore

/// The graph a request's document belongs to (the document itself for a graph file, the graph its `graph:` names
/// for a flow file), checked, with its name index; flow files' names added when asked for.
struct GraphContext {
    var document: TextDocument
    var checked: CheckResult
    var graph: Graph
    var index: NameIndex
    /// The flow files whose names are in the index.
    var flows: [GraphFlowFiles.FlowText]
    /// Ranges for the graph's files, the flow files and the document itself (the document's line table is built
    /// once per request).
    private let baseRanges: SourceRanges

    init(document: TextDocument, checked: CheckResult, graph: Graph, index: NameIndex, flows: [GraphFlowFiles.FlowText])
    {
        self.document = document
        self.checked = checked
        self.graph = graph
        self.index = index
        self.flows = flows
        var withFlows = checked
        for flow in flows { withFlows.sources[flow.path] = flow.text }
        baseRanges = SourceRanges(withFlows, path: document.path, uri: document.uri, text: document.text)
    }

    /// Ranges for the graph's files, the flow files and the document itself.
    func ranges() -> SourceRanges { baseRanges }

    /// The occurrences at an LSP position of the document.
    func occurrences(atLine line: Int, character: Int) -> [NameOccurrence] {
        var ranges = ranges()
        return index.occurrences(atLine: line, character: character, in: document.path, ranges: &ranges)
    }
}

extension LanguageServer {
    /// The context of the open document `uri`; nil when it is not open or its graph cannot be read at all. A part
    /// (a graph file without `graph:`) is seen in the graph that includes it, when one is found.
    /// `allFlows` adds every flow file of the graph (references, rename); otherwise only the document itself
    /// when it is a flow file.
    func graphContext(uri: String, allFlows: Bool) -> GraphContext? {
        guard let document = documents[uri] else { return nil }
        var mainFile = document.path
        var ownFlow: GraphFlowFiles.FlowText?
        if GraphFlowFiles.isFlowFile(document.path) {
            let sources = OpenDocumentSources(documents.values)
            guard let flow = GraphFlowFiles.read(document.path, sources: sources, limits: limits),
                let graph = GraphFlowFiles.graph(of: flow, sources: sources)
            else { return nil }
            mainFile = graph
            ownFlow = flow
        }
        var result = live.cache.checked(mainFile: mainFile, documents: documents, limits: limits)
        if ownFlow == nil, !result.checked.isMainFile, let including = live.mainFiles[document.path] {
            mainFile = including
            result = live.cache.checked(mainFile: mainFile, documents: documents, limits: limits)
        }
        guard let graph = result.checked.graph, var index = result.index else { return nil }
        var flows = ownFlow.map { [$0] } ?? []
        if allFlows { flows = GraphFlowFiles.flows(of: mainFile, documents: documents, limits: limits) }
        for flow in flows { index.add(flow: flow.names, graph: graph) }
        return GraphContext(document: document, checked: result.checked, graph: graph, index: index, flows: flows)
    }
}
