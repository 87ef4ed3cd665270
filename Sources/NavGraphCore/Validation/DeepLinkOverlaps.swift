import NavGraphRuntime

/// Finds deep-link patterns that match a common URL (NG410), from the patterns' structure, never by sampling
/// URLs (see docs/deep-links.md, When two patterns overlap). Two patterns overlap when
///
/// - their origins intersect: a bare path intersects every origin, two whole URLs intersect when scheme and host
///   are equal (case-insensitively), or when their schemes are equal and one of them takes any host (`*`);
/// - they have the same number of path segments (query items never tell links apart: a link may leave them out and
///   may carry others);
/// - and, segment by segment, the two segments can match a common text: two literals when equal; a literal and a
///   parameter when the literal converts to the parameter's type (`new` is no `Int`); two parameters when their
///   types share a value (a `String` shares with every type, `Int` with `Double`, an enum with a type that reads one
///   of its cases, any type with itself; `Int` and `Bool`, or `UUID` and `Date`, share nothing). A parameter with
///   literal text around it (`@{acct}`, `{id}.json`) reads what lies between; two such segments overlap when a
///   text built from one's text around a sample value of either type is read by both.
///
/// The patterns go into a trie like the runtime's; each new pattern is first searched in it, following every child
/// that can match a common text. Literal children are looked up by key for a literal segment and enumerated only
/// under a parameter segment.
struct PatternOverlaps {
    /// A parameter segment: its type and the literal text around it.
    private struct Slot: Equatable {
        var type: ParameterType
        var prefix: String
        var suffix: String

        var isBare: Bool { prefix.isEmpty && suffix.isEmpty }
    }

    private struct Node {
        var literals: [String: Int] = [:]
        var parameters: [(slot: Slot, child: Int)] = []
        /// The first pattern ending here, and its `scheme://host` (nil for a path).
        var end: (pattern: Located<String>, origin: String?)?
    }

    /// An earlier pattern that overlaps a new one, and a link both match.
    struct Overlap {
        var earlier: Located<String>
        var witness: String
    }

    private var nodes: [Node] = [Node()]
    private var origins: [String: Int] = [:]
    private let enumCases: [String: Set<String>]

    init(enumCases: [String: Set<String>]) {
        self.enumCases = enumCases
    }

    /// Adds a pattern; returns an earlier pattern it overlaps, if any, with a link both match. `pathTypes` are the
    /// types of its path parameters, optional unwrapped.
    mutating func insert(_ pattern: LinkPattern, pathTypes: [ParameterType], location: Located<String>) -> Overlap? {
        let segments = Self.segments(pattern, pathTypes)
        var roots: [Int]
        if let origin = pattern.origin, let scheme = pattern.scheme {
            roots = [0]
            if pattern.hasAnyHost {
                roots += origins.filter { $0.key.hasPrefix(scheme + "://") }.map(\.value).sorted()
            } else {
                if let root = origins[origin] { roots.append(root) }
                if let root = origins[scheme + "://" + LinkPattern.anyHost] { roots.append(root) }
            }
        } else {
            roots = [0] + origins.values.sorted()
        }
        var found: Overlap?
        for root in roots where found == nil {
            var witness: [String] = []
            if let end = search(root, segments, 0, &witness) {
                let path = "/" + witness.map(LinkSyntax.encode).joined(separator: "/")
                let origin = Self.witnessOrigin(pattern.origin, end.origin)
                found = Overlap(
                    earlier: end.pattern,
                    witness: origin.map { witness.isEmpty ? $0 : $0 + path } ?? path)
            }
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
            case .parameter(let slot):
                if let child = nodes[node].parameters.first(where: { $0.slot == slot })?.child {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].parameters.append((slot, nodes.count - 1))
                    node = nodes.count - 1
                }
            }
        }
        if nodes[node].end == nil { nodes[node].end = (location, pattern.origin) }
        return found
    }

    private enum Segment {
        case literal(String)
        case parameter(Slot)
    }

    private static func segments(_ pattern: LinkPattern, _ pathTypes: [ParameterType]) -> [Segment] {
        var next = 0
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(_, let prefix, let suffix):
                defer { next += 1 }
                return .parameter(
                    Slot(type: next < pathTypes.count ? pathTypes[next] : .string, prefix: prefix, suffix: suffix))
            }
        }
    }

    /// The origin of a link both patterns match: a named host before any host (`*` becomes `example.com`).
    private static func witnessOrigin(_ first: String?, _ second: String?) -> String? {
        let wildcard = "://" + LinkPattern.anyHost
        let named = [first, second].compactMap { $0 }.first { !$0.hasSuffix(wildcard) }
        guard let origin = named ?? first ?? second else { return nil }
        return origin.hasSuffix(wildcard) ? String(origin.dropLast(LinkPattern.anyHost.count)) + "example.com" : origin
    }

    /// The first pattern in the trie under `node` that overlaps `segments[depth...]`; `witness` gets the
    /// segments of a link both match.
    private func search(_ node: Int, _ segments: [Segment], _ depth: Int, _ witness: inout [String])
        -> (pattern: Located<String>, origin: String?)?
    {
        guard depth < segments.count else { return nodes[node].end }
        func descend(_ child: Int, _ text: String, _ witness: inout [String]) -> (
            pattern: Located<String>, origin: String?
        )? {
            witness.append(text)
            if let found = search(child, segments, depth + 1, &witness) { return found }
            witness.removeLast()
            return nil
        }
        switch segments[depth] {
        case .literal(let text):
            if let child = nodes[node].literals[text], let found = descend(child, text, &witness) { return found }
            for (slot, child) in nodes[node].parameters where reads(slot, text) {
                if let found = descend(child, text, &witness) { return found }
            }
        case .parameter(let slot):
            for (text, child) in nodes[node].literals.sorted(by: { $0.key < $1.key }) where reads(slot, text) {
                if let found = descend(child, text, &witness) { return found }
            }
            for (other, child) in nodes[node].parameters {
                guard let text = commonText(slot, other) else { continue }
                if let found = descend(child, text, &witness) { return found }
            }
        }
        return nil
    }

    /// Whether a parameter segment reads segment `text`: it has the slot's text around a value of its type.
    private func reads(_ slot: Slot, _ text: String) -> Bool {
        guard !slot.isBare else { return accepts(slot.type, text) }
        guard text.count > slot.prefix.count + slot.suffix.count, text.hasPrefix(slot.prefix),
            text.hasSuffix(slot.suffix)
        else { return false }
        return accepts(slot.type, String(text.dropFirst(slot.prefix.count).dropLast(slot.suffix.count)))
    }

    /// A segment text both parameter segments read; nil when none is found. Without text around either, decided
    /// by their types; else tried on texts made of either's text around a sample value of either type.
    private func commonText(_ first: Slot, _ second: Slot) -> String? {
        if first.isBare && second.isBare { return commonValue(first.type, second.type) }
        let values = [commonValue(first.type, second.type), sample(first.type), sample(second.type)].compactMap { $0 }
        let longerPrefix = first.prefix.count >= second.prefix.count ? first.prefix : second.prefix
        let longerSuffix = first.suffix.count >= second.suffix.count ? first.suffix : second.suffix
        for value in values {
            for text in [
                first.prefix + value + first.suffix, second.prefix + value + second.suffix,
                longerPrefix + value + longerSuffix,
            ] where reads(first, text) && reads(second, text) {
                return text
            }
        }
        return nil
    }

    /// Whether a segment `text` converts to `type`.
    private func accepts(_ type: ParameterType, _ text: String) -> Bool {
        if case .string = type { return true }
        return type.value(fromText: text, enumCases: { enumCases[$0] }) != nil
    }

    /// A segment text both types read; nil when they share no value. A `String` shares every value, `Int` and
    /// `Double` share `1`, an enum shares the cases the other type reads, a type shares its own values.
    private func commonValue(_ first: ParameterType, _ second: ParameterType) -> String? {
        switch (first, second) {
        case (.enumeration(let name), let other), (let other, .enumeration(let name)):
            return (enumCases[name] ?? []).sorted().first { accepts(other, $0) }
        case (.string, let other), (let other, .string):
            return sample(other)
        case (.int, .double), (.double, .int):
            return "1"
        default:
            return first == second ? sample(first) : nil
        }
    }

    /// A segment text of a type.
    private func sample(_ type: ParameterType) -> String? {
        switch type {
        case .string: "x"
        case .int, .double: "1"
        case .bool: "true"
        case .uuid: "00000000-0000-0000-0000-000000000000"
        case .url: "https://example.com"
        case .date: "2026-01-01T00:00:00Z"
        case .enumeration(let name): enumCases[name]?.sorted().first
        case .optional(let wrapped): sample(wrapped)
        case .array, .app: nil
        }
    }
}
