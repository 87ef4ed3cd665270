/// A deep-link pattern as written under a screen's `deepLinks:`, parsed (see docs/deep-links.md, Patterns):
///
/// - a bare path, `/p/{sku}`, matched on any scheme and host, or a whole URL, `shop://home` or
///   `https://shop.example.com/p/{sku}`, whose scheme and host are matched case-insensitively; the host may be `*`,
///   any host (`https://*/@{acct}`);
/// - path segments, each a literal (percent-encoding allowed, compared decoded) or one `{param}`, alone or with
///   literal text around it (`@{acct}`, `{id}.json`);
/// - optionally `?name={param}&…` query items, which a link may leave out.
///
/// No fragment, user info, port or parameter in the host; no empty segment; a parameter appears once.
package struct LinkPattern: Hashable, Sendable {
    /// One path segment.
    package enum Segment: Hashable, Sendable {
        /// Text that must be equal, percent-decoded.
        case literal(String)
        /// A parameter, with the literal text before and after it in the segment (both empty when it fills the
        /// whole segment), percent-decoded.
        case parameter(String, prefix: String, suffix: String)
    }

    /// A `name={param}` query item.
    package struct QueryItem: Hashable, Sendable {
        /// The item's name in the URL, percent-decoded.
        package var name: String
        /// The screen parameter it sets.
        package var parameter: String
    }

    /// The scheme, lower case; nil for a bare path.
    package var scheme: String?
    /// The host, lower case; nil for a bare path.
    package var host: String?
    /// The path's segments (none for `/` or `shop://home`).
    package var segments: [Segment]
    /// The query items, in order.
    package var queryItems: [QueryItem]

    /// The parameters the path carries, in order: a link always has them.
    package var pathParameters: [String] {
        segments.compactMap { if case .parameter(let name, _, _) = $0 { name } else { nil } }
    }

    /// Every parameter the pattern names: the path's, then the query's.
    package var parameters: [String] { pathParameters + queryItems.map(\.parameter) }

    /// Whether the host is `*`: the pattern matches its scheme on any host.
    package var hasAnyHost: Bool { host == LinkPattern.anyHost }

    /// The host of a pattern that matches any host.
    package static let anyHost = "*"

    /// `scheme://host` in lower case (`scheme://*` for any host): the key of whole-URL patterns; nil for a bare
    /// path.
    package var origin: String? {
        guard let scheme, let host else { return nil }
        return scheme + "://" + host
    }

    /// Parses a pattern; the error says what is wrong, in the compiler's voice.
    package static func parse(_ text: String) -> Result<LinkPattern, LinkPatternError> {
        guard !text.isEmpty else { return .failure(LinkPatternError("a deep-link pattern cannot be empty")) }
        guard text.utf8.count <= LinkSyntax.maximumLength else {
            return .failure(LinkPatternError("a deep-link pattern is longer than \(LinkSyntax.maximumLength) bytes"))
        }
        if text.contains("#") { return .failure(LinkPatternError("a deep-link pattern cannot have a fragment ('#')")) }
        var pattern = LinkPattern(scheme: nil, host: nil, segments: [], queryItems: [])
        var rest = Substring(text)
        if !rest.hasPrefix("/") {
            guard let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") else {
                return .failure(
                    LinkPatternError("a deep-link pattern starts with '/' (a path) or a scheme and '://' (a URL)"))
            }
            let scheme = rest[..<colon]
            guard LinkSyntax.isScheme(scheme) else {
                return .failure(LinkPatternError("'\(MessageEcho.cut(scheme))' is not a URL scheme"))
            }
            rest = rest[colon...].dropFirst(3)
            let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            let host = rest[..<hostEnd]
            if host.contains("{") || host.contains("}") {
                return .failure(
                    LinkPatternError("a host cannot hold a parameter: only path segments and query items can"))
            }
            if host.contains("@") || host.contains(":") {
                return .failure(LinkPatternError("a deep-link pattern cannot give user info or a port"))
            }
            guard host == Substring(anyHost) || LinkSyntax.isHost(host) else {
                return .failure(LinkPatternError("'\(MessageEcho.cut(host))' is not a host name"))
            }
            pattern.scheme = scheme.lowercased()
            pattern.host = host.lowercased()
            rest = rest[hostEnd...]
        }
        let pathEnd = rest.firstIndex(of: "?") ?? rest.endIndex
        let path = rest[..<pathEnd]
        var seen: Set<String> = []
        switch parseSegments(path, seen: &seen) {
        case .success(let segments): pattern.segments = segments
        case .failure(let error): return .failure(error)
        }
        if pathEnd < rest.endIndex {
            switch parseQuery(rest[rest.index(after: pathEnd)...], seen: &seen) {
            case .success(let items): pattern.queryItems = items
            case .failure(let error): return .failure(error)
            }
        }
        return .success(pattern)
    }

    private static func parseSegments(_ path: Substring, seen: inout Set<String>) -> Result<[Segment], LinkPatternError>
    {
        guard !path.isEmpty, path != "/" else { return .success([]) }
        var segments: [Segment] = []
        for text in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard !text.isEmpty else {
                return .failure(
                    LinkPatternError("a deep-link pattern cannot have an empty path segment ('//' or a final '/')"))
            }
            if text.contains("{") || text.contains("}") {
                guard let (prefix, name, suffix) = affixedParameter(text) else {
                    return .failure(
                        LinkPatternError(
                            "'\(MessageEcho.cut(text))' is not a parameter segment: write one '{name}', alone or with literal text "
                                + "around it ('@{name}', '{name}.json')"))
                }
                guard seen.insert(name).inserted else {
                    return .failure(
                        LinkPatternError("parameter '\(MessageEcho.cut(name))' appears twice in the pattern"))
                }
                segments.append(.parameter(name, prefix: prefix, suffix: suffix))
            } else {
                guard let literal = LinkSyntax.decode(text) else {
                    return .failure(
                        LinkPatternError(
                            "'\(MessageEcho.cut(text))' is not a URL path segment (bad character or percent-encoding)"))
                }
                segments.append(.literal(literal))
            }
        }
        return .success(segments)
    }

    private static func parseQuery(_ query: Substring, seen: inout Set<String>) -> Result<[QueryItem], LinkPatternError>
    {
        var items: [QueryItem] = []
        var names: Set<String> = []
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            guard let equals = item.firstIndex(of: "="),
                let name = LinkSyntax.decode(item[..<equals]), !name.isEmpty,
                let parameter = parameterName(item[item.index(after: equals)...])
            else {
                return .failure(LinkPatternError("query item '\(item)' is not of the form 'name={param}'"))
            }
            guard names.insert(name).inserted else {
                return .failure(LinkPatternError("query item '\(MessageEcho.cut(name))' appears twice in the pattern"))
            }
            guard seen.insert(parameter).inserted else {
                return .failure(LinkPatternError("parameter '\(parameter)' appears twice in the pattern"))
            }
            items.append(QueryItem(name: name, parameter: parameter))
        }
        return .success(items)
    }

    /// A segment holding one `{name}` with literal text around it: the decoded text before, the name, the decoded
    /// text after; nil when it holds more or fewer than one `{…}`, a bad name, or bad literal text.
    private static func affixedParameter(_ text: Substring) -> (prefix: String, name: String, suffix: String)? {
        guard let open = text.firstIndex(of: "{"), let close = text.firstIndex(of: "}"), open < close,
            let name = parameterName(text[open...close])
        else { return nil }
        let before = text[..<open]
        let after = text[text.index(after: close)...]
        guard !before.contains("{"), !before.contains("}"), !after.contains("{"), !after.contains("}"),
            let prefix = before.isEmpty ? "" : LinkSyntax.decode(before),
            let suffix = after.isEmpty ? "" : LinkSyntax.decode(after)
        else { return nil }
        return (prefix, name, suffix)
    }

    /// The name of a `{name}` segment: a letter or `_`, then letters, digits and `_`.
    private static func parameterName(_ text: Substring) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let name = text.dropFirst().dropLast()
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || LinkSyntax.isLetter(first),
            name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || LinkSyntax.isLetter($0) || LinkSyntax.isDigit($0) })
        else { return nil }
        return String(name)
    }
}

/// Why a deep-link pattern is malformed.
package struct LinkPatternError: Error, Hashable, Sendable {
    /// The problem, in the compiler's voice.
    package var message: String

    init(_ message: String) {
        self.message = message
    }
}
