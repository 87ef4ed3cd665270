import _NavGraphCore

/// What a name in a graph or flow file stands for.
enum NamedElement: Hashable {
    /// A screen or a container (they share one namespace).
    case screen(String)
    /// A segue a screen declares in its own `segues:`.
    case segue(screen: String, id: String)
    /// A segue of the top-level `segues:`.
    case sharedSegue(String)
    case parameter(screen: String, name: String)
    /// A file of the graph, by the path its `include:` entry leads to.
    case file(String)
}

/// One place a name is written.
struct NameOccurrence {
    var element: NamedElement
    /// The name's own characters (a quoted name's quotes left out).
    var location: SourceLocation
    var isDeclaration: Bool
    /// One of several elements a flow file's unqualified name may mean (`perform: open` where several screens
    /// have a segue `open`): listed among references, never renamed.
    var isAmbiguous = false
}

/// Every declaration of and reference to screens, containers, segues, parameters and included files in a graph's
/// files, and the references of its flow files, each with its place; looked up by file and line.
struct NameIndex {
    private(set) var occurrences: [NameOccurrence] = []
    private var byLine: [String: [Int: [Int]]] = [:]

    init(_ graph: Graph) {
        var builder = NameIndexBuilder(graph: graph)
        builder.addGraph()
        for occurrence in builder.occurrences { add(occurrence) }
    }

    /// Adds the names of a flow file of the graph.
    mutating func add(flow names: FlowFileNames, graph: Graph) {
        var builder = NameIndexBuilder(graph: graph)
        builder.addFlow(names)
        for occurrence in builder.occurrences { add(occurrence) }
    }

    private mutating func add(_ occurrence: NameOccurrence) {
        byLine[occurrence.location.file, default: [:]][occurrence.location.line, default: []].append(occurrences.count)
        occurrences.append(occurrence)
    }

    /// The occurrences written at an LSP position of the file `path`.
    func occurrences(atLine line: Int, character: Int, in path: String, ranges: inout SourceRanges)
        -> [NameOccurrence]
    {
        guard let onLine = byLine[path]?[line + 1] else { return [] }
        return onLine.map { occurrences[$0] }.filter { occurrence in
            guard let span = ranges.range(occurrence.location) else { return false }
            return span.start <= character && character <= span.end
        }
    }

    /// Every occurrence of `elements`, each place once, in file and position order.
    func occurrences(of elements: Set<NamedElement>, declarations: Bool) -> [NameOccurrence] {
        var seen: Set<SourceLocation> = []
        return occurrences.filter {
            elements.contains($0.element) && (declarations || !$0.isDeclaration) && seen.insert($0.location).inserted
        }
        .sorted { $0.location < $1.location }
    }

    /// Where `element` is declared (the first declaration when there are several).
    func declaration(of element: NamedElement) -> NameOccurrence? {
        occurrences.first { $0.element == element && $0.isDeclaration }
    }
}

/// The location of a name's characters: a quoted scalar's span without its quotes.
func nameLocation(_ name: Located<String>) -> SourceLocation {
    var location = name.location
    if location.length == name.value.unicodeScalars.count + 2 {
        location.column += 1
        location.length -= 2
    }
    return location
}
