import NavGraphRuntime

/// Finds deep-link patterns that match a common URL (NG410), from the patterns' structure, never by sampling
/// URLs (see docs/deep-links.md, When two patterns overlap). Two patterns overlap when
///
/// - their origins intersect: a bare path intersects every origin, two whole URLs intersect when scheme and host
///   are equal (case-insensitively);
/// - they have the same number of path segments (query items never tell links apart: a link may leave them out and
///   may carry others);
/// - and, segment by segment, the two segments can match a common text: two literals when equal; a literal and a
///   parameter when the literal converts to the parameter's type (`new` is no `Int`); two parameters when their
///   types share a value (a `String` shares with every type, `Int` with `Double`, an enum with a type that reads one
///   of its cases, any type with itself; `Int` and `Bool`, or `UUID` and `Date`, share nothing).
///
/// The patterns go into a trie like the runtime's; each new pattern is first searched in it, following every child
/// that can match a common text. Literal children are looked up by key for a literal segment and enumerated only
/// under a parameter segment.
struct PatternOverlaps {
    private struct Node {
        var literals: [String: Int] = [:]
        var parameters: [(type: ParameterType, child: Int)] = []
        var end: Located<String>?
    }

    private var nodes: [Node] = [Node()]
    private var origins: [String: Int] = [:]
    private let enumCases: [String: Set<String>]

    init(enumCases: [String: Set<String>]) {
        self.enumCases = enumCases
    }

    /// Adds a pattern; returns an earlier pattern it overlaps, if any. `pathTypes` are the types of its path
    /// parameters, optional unwrapped.
    mutating func insert(_ pattern: LinkPattern, pathTypes: [ParameterType], location: Located<String>)
        -> Located<String>?
    {
        let segments = Self.segments(pattern, pathTypes)
        var roots: [Int]
        if let origin = pattern.origin {
            roots = [0]
            if let root = origins[origin] { roots.append(root) }
        } else {
            roots = [0] + origins.values.sorted()
        }
        var found: Located<String>?
        for root in roots where found == nil {
            found = search(root, segments, 0)
        }
        var node = 0
        if let origin = pattern.origin {
            if let root = origins[origin] {
                node = root
            } else {
                nodes.append(Node())
                node = nodes.count - 1
                origins[origin] = node
            }
        }
        for segment in segments {
            switch segment {
            case .literal(let text):
                if let child = nodes[node].literals[text] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter(let type):
                if let child = nodes[node].parameters.first(where: { $0.type == type })?.child {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].parameters.append((type, nodes.count - 1))
                    node = nodes.count - 1
                }
            }
        }
        if nodes[node].end == nil { nodes[node].end = location }
        return found
    }

    private enum Segment {
        case literal(String)
        case parameter(ParameterType)
    }

    private static func segments(_ pattern: LinkPattern, _ pathTypes: [ParameterType]) -> [Segment] {
        var next = 0
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter:
                defer { next += 1 }
                return .parameter(next < pathTypes.count ? pathTypes[next] : .string)
            }
        }
    }

    /// The first pattern in the trie under `node` that overlaps `segments[depth...]`.
    private func search(_ node: Int, _ segments: [Segment], _ depth: Int) -> Located<String>? {
        guard depth < segments.count else { return nodes[node].end }
        switch segments[depth] {
        case .literal(let text):
            if let child = nodes[node].literals[text], let found = search(child, segments, depth + 1) { return found }
            for (type, child) in nodes[node].parameters where accepts(type, text) {
                if let found = search(child, segments, depth + 1) { return found }
            }
        case .parameter(let type):
            for (text, child) in nodes[node].literals.sorted(by: { $0.key < $1.key }) where accepts(type, text) {
                if let found = search(child, segments, depth + 1) { return found }
            }
            for (other, child) in nodes[node].parameters where intersects(type, other) {
                if let found = search(child, segments, depth + 1) { return found }
            }
        }
        return nil
    }

    /// Whether a segment `text` converts to `type`.
    private func accepts(_ type: ParameterType, _ text: String) -> Bool {
        if case .string = type { return true }
        return type.value(fromText: text, enumCases: { enumCases[$0] }) != nil
    }

    /// Whether some segment text converts to both types.
    private func intersects(_ first: ParameterType, _ second: ParameterType) -> Bool {
        if first == second { return true }
        switch (first, second) {
        case (.string, _), (_, .string), (.int, .double), (.double, .int):
            return true
        case (.enumeration(let name), let other), (let other, .enumeration(let name)):
            return (enumCases[name] ?? []).contains { accepts(other, $0) }
        default:
            return false
        }
    }
}
