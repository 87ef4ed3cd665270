/// The names of a graph that a flow file writes, each where it is written, for the language server's index: the
/// graph's path, the entry, the root's arguments, each `perform:` operand with its `with:` names, and the screen
/// ids of `expect:`'s `stack:` and `visible:`. A file that is not valid YAML names nothing.
package struct FlowFileNames: Sendable {
    /// `graph:`: the graph's main file, relative to the flow file.
    package var graph: Located<String>?
    /// `entry:`: a screen or container id.
    package var entry: Located<String>?
    /// The names of `rootArguments:`: parameters of the entry (the root without `entry:`).
    package var rootArguments: [Located<String>] = []
    /// Each `perform:` operand as written (`SEGUE` or `SCREEN.SEGUE`) with the names of its `with:`.
    package var performs: [(segue: Located<String>, arguments: [Located<String>])] = []
    /// Screen ids of `expect:` (`stack:` elements, `visible:`).
    package var screens: [Located<String>] = []

    /// The names `bytes`, a flow file at `path`, writes.
    package static func read(_ bytes: [UInt8], path: String, limits: Limits = Limits()) -> FlowFileNames {
        var names = FlowFileNames()
        var tree = NameTreeReader(stream: YAMLEventStream(bytes: bytes, limits: limits), file: path)
        guard let top = try? tree.document() else { return names }
        for (key, value) in top.members {
            switch key.value {
            case "graph": names.graph = value.scalar
            case "entry": names.entry = value.scalar
            case "rootArguments": names.rootArguments = value.members.map(\.key)
            case "setup": names.readSteps(value)
            case "steps", "flows": value.members.forEach { names.readSteps($0.value) }
            default: break
            }
        }
        return names
    }

    /// The path of the graph the flow file at `path` names, as `navgraph test` resolves and confines it; nil when
    /// it names none or one `navgraph test` would refuse.
    package func graphPath(flowFile path: String, sources: some SourceProvider) -> String? {
        FlowFileDecoder.graphPath(of: FlowFile(path: path, graph: graph, flows: []), sources: sources).path
    }

    /// A list of steps; a nested list (an alias to a list) is read in place.
    private mutating func readSteps(_ list: NameTree) {
        for element in list.elements {
            if case .sequence = element { readSteps(element) } else { readStep(element) }
        }
    }

    private mutating func readStep(_ step: NameTree) {
        let arguments = step.members.first { $0.key.value == "with" }?.value.members.map(\.key) ?? []
        for (key, value) in step.members {
            switch key.value {
            case "perform": if let segue = value.scalar { performs.append((segue, arguments)) }
            case "use": readSteps(value)
            case "expect":
                for (expected, content) in value.members {
                    if expected.value == "stack" { screens += content.elements.compactMap(\.scalar) }
                    if expected.value == "visible", let screen = content.scalar { screens.append(screen) }
                }
            default: break
            }
        }
    }
}

/// A YAML node with only what names need: scalars with their places, mapping keys, sequence elements.
private indirect enum NameTree {
    case scalar(Located<String>)
    case sequence([NameTree])
    case mapping([(key: Located<String>, value: NameTree)])
    /// A node too deep to matter, or a mapping key that is not a scalar.
    case other

    var scalar: Located<String>? {
        if case .scalar(let value) = self { return value }
        return nil
    }

    var elements: [NameTree] {
        if case .sequence(let elements) = self { return elements }
        return []
    }

    var members: [(key: Located<String>, value: NameTree)] {
        if case .mapping(let members) = self { return members }
        return []
    }
}

/// Reads a document into a `NameTree` through the stream (which bounds aliases and nesting); below
/// `maximumDepth` nodes are skipped, not kept.
private struct NameTreeReader {
    var stream: YAMLEventStream
    let file: String
    static let maximumDepth = 16

    init(stream: YAMLEventStream, file: String) {
        self.stream = stream
        self.file = file
    }

    mutating func document() throws(YAMLError) -> NameTree {
        guard try stream.beginDocument() else { return .other }
        let tree = try node(depth: 0)
        try stream.endDocument()
        return tree
    }

    private mutating func node(depth: Int) throws(YAMLError) -> NameTree {
        let event = try stream.next()
        switch event.kind {
        case .scalar(let text, _):
            return .scalar(Located(text, at: location(event)))
        case .sequenceStart:
            guard depth < Self.maximumDepth else { return try skipRest() }
            var elements: [NameTree] = []
            while try stream.peek().kind != .sequenceEnd { elements.append(try node(depth: depth + 1)) }
            _ = try stream.next()
            return .sequence(elements)
        case .mappingStart:
            guard depth < Self.maximumDepth else { return try skipRest() }
            var members: [(key: Located<String>, value: NameTree)] = []
            while try stream.peek().kind != .mappingEnd {
                let key = try node(depth: depth + 1)
                let value = try node(depth: depth + 1)
                if let name = key.scalar { members.append((name, value)) }
            }
            _ = try stream.next()
            return .mapping(members)
        default:
            return .other
        }
    }

    /// Skips the rest of a collection whose start was read, nested ones included.
    private mutating func skipRest() throws(YAMLError) -> NameTree {
        var open = 1
        while open > 0 {
            switch try stream.next().kind {
            case .sequenceStart, .mappingStart: open += 1
            case .sequenceEnd, .mappingEnd: open -= 1
            case .streamEnd, .documentEnd: return .other
            default: break
            }
        }
        return .other
    }

    private func location(_ event: YAMLEvent) -> SourceLocation {
        let length = event.end.line == event.start.line ? event.end.column - event.start.column : 1
        return SourceLocation(file: file, line: event.start.line, column: event.start.column, length: length)
    }
}
