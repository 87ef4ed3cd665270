public import Foundation

/// The deep-link patterns of a graph as a trie over path segments, built once from its definition: matching a
/// link walks the link's segments, looking literals up in a dictionary and trying at most one child per parameter
/// type, so its cost does not grow with the number of patterns (see docs/deep-links.md, Matching).
///
/// Generated code keeps one per graph for `Screen(url:)` and `Screen.url(base:)`; the router's engine keeps one for
/// `open(_:)`.
@_spi(Generated) public struct DeepLinkMatcher: Sendable {
    /// A pattern that made it into the trie.
    struct Entry: Sendable {
        /// The screen's id.
        var screen: String
        /// The pattern's position among its screen's `deepLinks`.
        var position: Int
        var pattern: LinkPattern
        /// Orders entries matching the same link: the higher wins.
        var priority: Int
        /// The type of each path parameter, optional unwrapped: what a segment must convert to.
        var pathTypes: [ParameterType]
        /// The type of each query item's parameter.
        var queryTypes: [ParameterType]
    }

    /// A parameter child: the parameter's type and the literal text around it in the segment.
    struct ParameterKey: Hashable, Sendable {
        var type: ParameterType
        var prefix: String
        var suffix: String

        /// The part of `segment` the parameter reads: what lies between the prefix and the suffix (never empty);
        /// nil when the segment does not have them.
        func value(in segment: String) -> String? {
            guard !prefix.isEmpty || !suffix.isEmpty else { return segment }
            guard segment.count > prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix)
            else { return nil }
            return String(segment.dropFirst(prefix.count).dropLast(suffix.count))
        }
    }

    /// A trie node: children by literal segment and by parameter type and affixes, and the patterns ending here.
    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameters: [(key: ParameterKey, child: Int)] = []
        var ends: [Int] = []
    }

    private var nodes: [Node] = [Node()]
    /// The root of bare-path patterns: node 0.
    private let anyOrigin = 0
    /// The root of whole-URL patterns, by `scheme://host` (`scheme://*` for patterns on any host).
    private var origins: [String: Int] = [:]
    private var entries: [Entry] = []
    /// Each linked screen's entries, in pattern order.
    private var entriesByScreen: [String: [Int]] = [:]
    /// The definition, for the parameters of a screen a link opens or a link is built for (read when needed: from
    /// generated code's tables, building the trie reads no screen row).
    private let definition: GraphDefinition
    private let enumCases: [String: Set<String>]

    /// Builds the trie of every pattern of `definition`. A pattern that does not parse or names a parameter the
    /// screen lacks or cannot carry in a link (the validator reports both) is left out.
    public init(_ definition: GraphDefinition) {
        var cases: [String: Set<String>] = [:]
        for enumeration in definition.enums where cases[enumeration.name] == nil {
            cases[enumeration.name] = Set(enumeration.cases)
        }
        enumCases = cases
        self.definition = definition
        var seen: Set<String> = []
        for screen in definition.linkedScreens where seen.insert(screen.id).inserted {
            for (position, link) in screen.links.enumerated() {
                guard case .success(let pattern) = LinkPattern.parse(link.pattern),
                    let entry = Self.entry(screen, position, link, pattern)
                else { continue }
                insert(entry)
            }
        }
    }

    private static func entry(
        _ screen: LinkedScreen, _ position: Int, _ link: LinkedScreen.Link, _ pattern: LinkPattern
    ) -> Entry? {
        func type(of name: String) -> ParameterType? { screen.linkableTypes[name] }
        var pathTypes: [ParameterType] = []
        for name in pattern.pathParameters {
            guard let type = type(of: name) else { return nil }
            pathTypes.append(type.unwrapped)
        }
        var queryTypes: [ParameterType] = []
        for item in pattern.queryItems {
            guard let type = type(of: item.parameter) else { return nil }
            queryTypes.append(type)
        }
        return Entry(
            screen: screen.id, position: position, pattern: pattern, priority: link.priority, pathTypes: pathTypes,
            queryTypes: queryTypes)
    }

    private mutating func insert(_ entry: Entry) {
        var node: Int
        if let origin = entry.pattern.origin {
            if let existing = origins[origin] {
                node = existing
            } else {
                node = nodes.count
                nodes.append(Node())
                origins[origin] = node
            }
        } else {
            node = anyOrigin
        }
        var parameterIndex = 0
        for segment in entry.pattern.segments {
            switch segment {
            case .literal(let text):
                if let child = nodes[node].literals[text] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter(_, let prefix, let suffix):
                let key = ParameterKey(type: entry.pathTypes[parameterIndex], prefix: prefix, suffix: suffix)
                parameterIndex += 1
                if let child = nodes[node].parameters.first(where: { $0.key == key })?.child {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].parameters.append((key, nodes.count - 1))
                    node = nodes.count - 1
                }
            }
        }
        entries.append(entry)
        nodes[node].ends.append(entries.count - 1)
        entriesByScreen[entry.screen, default: []].append(entries.count - 1)
    }

    /// The parameters of the linked screen `id`.
    private func parameters(of id: String) -> [ParameterDefinition] {
        definition.screen(id)?.parameters ?? []
    }

    // MARK: Matching

    /// The screen `link` opens and the values the link carries, by parameter name, converted to their types.
    /// Of the patterns that take the link, the one with the highest priority wins; among equal priorities, a
    /// pattern on the link's own host before one on any host before a path, and a literal segment before a
    /// parameter. Throws `linkTooLong` or `malformedLink` for a link that is not one, `textNotConvertible` when the
    /// link has a pattern's shape but a value does not convert, `linkNotMatched` when no pattern has its shape.
    package func match(_ link: String) throws(NavigationError) -> LinkMatch {
        let url = try LinkURL.parse(link)
        var roots: [Int] = []
        if let origin = url.origin, let root = origins[origin] { roots.append(root) }
        if let scheme = url.scheme, url.host != nil, let root = origins[scheme + "://" + LinkPattern.anyHost] {
            roots.append(root)
        }
        roots.append(anyOrigin)
        var best: (entry: Int, captures: [String])?
        var captures: [String] = []
        for root in roots {
            captures.removeAll(keepingCapacity: true)
            walk(root, url.segments, 0, &captures, &best)
        }
        if let best {
            return try match(entries[best.entry], url: url, link: link, captures: best.captures)
        }
        // No pattern takes these values: does one have the link's shape? Then say which value does not convert.
        for root in roots {
            captures.removeAll(keepingCapacity: true)
            if let found = shape(root, url.segments, 0, &captures) {
                let entry = entries[found]
                for (position, name) in entry.pattern.pathParameters.enumerated()
                where convert(captures[position], to: entry.pathTypes[position]) == nil {
                    throw .textNotConvertible(
                        text: captures[position], parameter: name, expected: entry.pathTypes[position].spelling)
                }
            }
        }
        throw .linkNotMatched(url: link)
    }

    /// Depth-first through the trie: a literal child first, then each parameter child whose type takes the
    /// segment (between its affixes). Every complete match is weighed: `best` keeps the first one of the highest
    /// priority.
    private func walk(
        _ node: Int, _ segments: [String], _ depth: Int, _ captures: inout [String],
        _ best: inout (entry: Int, captures: [String])?
    ) {
        guard depth < segments.count else {
            for end in nodes[node].ends where best.map({ entries[end].priority > entries[$0.entry].priority }) ?? true {
                best = (end, captures)
            }
            return
        }
        let segment = segments[depth]
        if let child = nodes[node].literals[segment] {
            walk(child, segments, depth + 1, &captures, &best)
        }
        for (key, child) in nodes[node].parameters {
            guard let value = key.value(in: segment), convert(value, to: key.type) != nil else { continue }
            captures.append(value)
            walk(child, segments, depth + 1, &captures, &best)
            captures.removeLast()
        }
    }

    /// The first pattern with the link's shape, its values converting or not (affixes must be there).
    private func shape(_ node: Int, _ segments: [String], _ depth: Int, _ captures: inout [String]) -> Int? {
        guard depth < segments.count else { return nodes[node].ends.first }
        let segment = segments[depth]
        if let child = nodes[node].literals[segment], let found = shape(child, segments, depth + 1, &captures) {
            return found
        }
        for (key, child) in nodes[node].parameters {
            guard let value = key.value(in: segment) else { continue }
            captures.append(value)
            if let found = shape(child, segments, depth + 1, &captures) { return found }
            captures.removeLast()
        }
        return nil
    }

    private func match(_ entry: Entry, url: LinkURL, link: String, captures: [String]) throws(NavigationError)
        -> LinkMatch
    {
        var carried: [String: ArgumentValue] = [:]
        for (position, name) in entry.pattern.pathParameters.enumerated() {
            guard let value = convert(captures[position], to: entry.pathTypes[position]) else {
                throw .textNotConvertible(
                    text: captures[position], parameter: name, expected: entry.pathTypes[position].spelling)
            }
            carried[name] = value
        }
        var oldNames = OldQueryNames(entry, definition: definition)
        for (position, item) in entry.pattern.queryItems.enumerated() {
            var given = url.queryItems.filter { $0.name == item.name }
            if given.isEmpty, let old = oldNames.name(for: item, in: url) {
                given = url.queryItems.filter { $0.name == old }
            }
            guard let text = given.first?.value else { continue }
            guard given.count == 1 else {
                throw .malformedLink(url: link, reason: "query item '\(given[0].name)' appears more than once")
            }
            guard let value = convert(text, to: entry.queryTypes[position]) else {
                throw .textNotConvertible(
                    text: text, parameter: item.parameter, expected: entry.queryTypes[position].spelling)
            }
            carried[item.parameter] = value
        }
        return LinkMatch(screen: entry.screen, pattern: entry.position, carried: carried)
    }

    private func convert(_ text: String, to type: ParameterType) -> ArgumentValue? {
        if case .string = type { return .string(text) }
        return type.value(fromText: text, enumCases: { enumCases[$0] })
    }

    /// The screen `url` opens, every parameter set (from the link, else its default, else `nil` for an optional); nil when no pattern matches
    /// or a value does not convert.
    public func screen(for url: URL) -> ScreenValue? {
        guard let match = try? match(url.absoluteString) else { return nil }
        return screenValue(of: match)
    }

    /// The target screen of a match with its defaults filled in; nil when a required parameter has no value.
    package func screenValue(of match: LinkMatch) -> ScreenValue? {
        var arguments: [String: ArgumentValue] = [:]
        for parameter in parameters(of: match.screen) {
            guard let value = match.carried[parameter.name] ?? parameter.linkDefault else { return nil }
            arguments[parameter.name] = value
        }
        return ScreenValue(id: match.screen, arguments: arguments)
    }

    // MARK: Building links

    /// The link that opens `screen`: its screen's first pattern that needs no base (a whole URL on a named host) or,
    /// given `base`, its first pattern, filled with the screen's arguments; a bare path goes after `base`'s scheme
    /// and host, a pattern on any host gets `base`'s host.
    /// Nil when the screen has no such pattern, or an argument the pattern does not carry differs from its
    /// default (the link could not bring it back).
    public func url(for screen: ScreenValue, base: URL?) -> URL? {
        for position in entriesByScreen[screen.id] ?? [] {
            let entry = entries[position]
            let prefix: String
            if let origin = entry.pattern.origin, !entry.pattern.hasAnyHost {
                prefix = origin
            } else if let base, let scheme = entry.pattern.scheme ?? base.scheme, let host = base.host {
                // Foundation gives an IPv6 host without its brackets: the link needs them back.
                let written = host.contains(":") && !host.hasPrefix("[") ? "[" + host + "]" : host
                prefix = scheme + "://" + written + (base.port.map { ":\($0)" } ?? "")
            } else {
                continue
            }
            return link(entry, prefix: prefix, arguments: screen.arguments).flatMap { URL(string: $0) }
        }
        return nil
    }

    private func link(_ entry: Entry, prefix: String, arguments: [String: ArgumentValue]) -> String? {
        let parameters = parameters(of: entry.screen)
        let named = Set(entry.pattern.parameters)
        for parameter in parameters where !named.contains(parameter.name) {
            guard let value = arguments[parameter.name], value != parameter.linkDefault else { continue }
            return nil
        }
        /// The value's text, when the link reads it back as the same value (a `String?` of `""` or `"null"` it
        /// would read as `nil`).
        func carried(_ value: ArgumentValue, as type: ParameterType) -> String? {
            guard let text = Self.text(of: value), convert(text, to: type) == value else { return nil }
            return text
        }
        var text = prefix
        var pathPosition = 0
        for segment in entry.pattern.segments {
            switch segment {
            case .literal(let literal):
                text += "/" + LinkSyntax.encode(literal)
            case .parameter(let name, let before, let after):
                let type = entry.pathTypes[pathPosition]
                pathPosition += 1
                guard let value = arguments[name], let valueText = carried(value, as: type), !valueText.isEmpty else {
                    return nil
                }
                text += "/" + LinkSyntax.encode(before + valueText + after)
            }
        }
        if entry.pattern.segments.isEmpty && (entry.pattern.origin == nil || entry.pattern.hasAnyHost) { text += "/" }
        var separator = "?"
        for (position, item) in entry.pattern.queryItems.enumerated() {
            let parameter = parameters.first { $0.name == item.parameter }
            // Left out at the value a link without the item gives: the default, `nil` for an optional without one.
            guard let value = arguments[item.parameter], value != parameter?.linkDefault else { continue }
            guard let valueText = value == .null ? "" : carried(value, as: entry.queryTypes[position]) else {
                return nil
            }
            text += separator + LinkSyntax.encode(item.name) + "=" + LinkSyntax.encode(valueText)
            separator = "&"
        }
        return text
    }

    /// A scalar value as link text, which `ParameterType.value(fromText:)` reads back to the same value.
    private static func text(of value: ArgumentValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: nil
        }
    }
}

/// What a link carries: the screen it opens and its values by parameter name.
package struct LinkMatch: Hashable, Sendable {
    /// The screen's id.
    package var screen: String
    /// The position of the pattern that matched among the screen's `deepLinks`.
    package var pattern: Int
    /// The values the link carries, converted to their parameters' types.
    package var carried: [String: ArgumentValue]
}

extension ParameterDefinition {
    /// The value a link that does not carry this parameter gives it: its default, else `nil` (`.null`) for an
    /// optional; none for a required parameter.
    package var linkDefault: ArgumentValue? {
        if let defaultValue { return defaultValue }
        if case .optional = type { return .null }
        return nil
    }
}

extension ParameterType {
    /// Whether a link can carry a value of this type: a scalar, a graph enum, or an optional of one.
    package var isLinkable: Bool {
        switch self {
        case .string, .int, .double, .bool, .uuid, .url, .date, .enumeration: true
        case .optional(let wrapped): wrapped.isLinkable
        case .array, .app: false
        }
    }

    /// The type an optional wraps; the type itself otherwise.
    package var unwrapped: ParameterType {
        if case .optional(let wrapped) = self { wrapped.unwrapped } else { self }
    }
}
