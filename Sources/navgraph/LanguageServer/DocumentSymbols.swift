import NavGraphRuntime
import _NavGraphCore

/// `textDocument/documentSymbol` of a graph file: its screens (children: parameters, segues, bar items),
/// containers (children: tabs, columns) and shared segues, as hierarchical `DocumentSymbol`s. A symbol's range
/// runs from its name to the end of its last child's name (the model keeps where names are, not where values end).
struct DocumentSymbols {
    /// The protocol's `SymbolKind` numbers used.
    enum Kind: Int {
        case module = 2
        case method = 6
        case property = 7
        case field = 8
        case function = 12
        case enumMember = 22
        case `class` = 5
    }

    private var ranges: SourceRanges
    private let path: String

    init(ranges: SourceRanges, path: String) {
        self.ranges = ranges
        self.path = path
    }

    /// The symbols of the part of `graph` written in the document.
    mutating func symbols(of graph: Graph) -> JSONValue {
        var symbols: [JSONValue] = []
        for screen in graph.screens where screen.id.location.file == path {
            var children: [JSONValue] = []
            for parameter in screen.parameters {
                children += symbol(parameter.name, kind: .property, detail: parameter.type.value.spelling)
            }
            for segue in screen.segues where segue.shared == nil {
                children += symbol(segue.id, kind: .method, detail: segue.destination.map { "→ \($0.value)" })
            }
            screen.forEachItem { item in
                if let id = item.id { children += symbol(id, kind: .field, detail: item.title?.value) }
            }
            symbols += symbol(screen.id, kind: .class, detail: screen.title?.value, children: children)
        }
        for container in graph.containers where container.id.location.file == path {
            var children: [JSONValue] = []
            for tab in container.tabs {
                if let name = tab.id ?? tab.root {
                    children += symbol(name, kind: .enumMember, detail: tab.root.map { "tab: \($0.value)" })
                }
            }
            for column in container.columns {
                if let root = column.root { children += symbol(root, kind: .field, detail: column.role) }
            }
            symbols += symbol(container.id, kind: .module, detail: container.kind?.value.rawValue, children: children)
        }
        for shared in graph.sharedSegues where shared.segue.id.location.file == path {
            symbols += symbol(
                shared.segue.id, kind: .function, detail: shared.segue.destination.map { "→ \($0.value)" })
        }
        return .array(symbols)
    }

    /// One symbol (none when its place cannot be converted).
    private mutating func symbol(
        _ name: Located<String>, kind: Kind, detail: String?, children: [JSONValue] = []
    ) -> [JSONValue] {
        guard let selection = ranges.rangeValue(nameLocation(name)) else { return [] }
        var end = Self.end(of: selection)
        for child in children {
            if let childEnd = child["range"].map(Self.end(of:)),
                childEnd.line > end.line
                    || (childEnd.line == end.line && childEnd.character > end.character)
            {
                end = childEnd
            }
        }
        let range = JSONValue.object([
            ("start", selection["start"] ?? .null),
            ("end", .object([("line", .int(end.line)), ("character", .int(end.character))])),
        ])
        var members: [(String, JSONValue)] = [("name", .string(name.value))]
        if let detail, !detail.isEmpty { members.append(("detail", .string(detail))) }
        members += [("kind", .int(kind.rawValue)), ("range", range), ("selectionRange", selection)]
        if !children.isEmpty { members.append(("children", .array(children))) }
        return [.object(members)]
    }

    private static func end(of range: JSONValue) -> (line: Int, character: Int) {
        (range["end"]?["line"]?.integer ?? 0, range["end"]?["character"]?.integer ?? 0)
    }
}

extension LanguageServer {
    /// The document's symbols; an empty list for a document that does not parse or is not a graph file.
    func documentSymbolReply(id: RequestID, params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' is required")]
        }
        guard let document = documents[uri], !GraphFlowFiles.isFlowFile(document.path),
            let context = graphContext(uri: uri, allFlows: false)
        else { return [JSONRPC.response(id: id, result: .array([]))] }
        var symbols = DocumentSymbols(ranges: context.ranges(), path: document.path)
        return [JSONRPC.response(id: id, result: symbols.symbols(of: context.graph))]
    }
}
