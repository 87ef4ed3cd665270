package import NavGraphRuntime

/// Universal links from a graph's deep links (see docs/deep-links.md, Universal links): the `applinks` part of an
/// apple-app-site-association file for the graph's https patterns, and a check that a served file covers them.
package enum AppSiteAssociation {
    /// The largest file the check reads: Apple's limit on an association file, 128 KB.
    package static let maximumFileSize = 128 * 1024

    /// A deep-link pattern a universal link can open: https, or a bare path (it matches any scheme).
    package struct UniversalLink: Equatable, Sendable {
        /// The screen it opens.
        package var screen: String
        /// The pattern as written.
        package var pattern: String
        /// The `/` rule: the path as written, each `{param}` as `*`.
        package var path: String
        /// The names of its query items (a link may leave them out).
        package var queryItems: [String]
        /// Its host, lower case (`*` for any host); nil for a bare path.
        package var host: String?
    }

    /// A pattern no universal link can open, with its scheme.
    package struct LeftOut: Equatable, Sendable {
        package var screen: String
        package var pattern: String
        package var scheme: String
    }

    /// The graph's patterns, split into those universal links can open and those they cannot, in declaration
    /// order. Patterns that do not parse are left out silently: a graph with errors never gets here.
    package static func links(of definition: GraphDefinition) -> (universal: [UniversalLink], leftOut: [LeftOut]) {
        var universal: [UniversalLink] = []
        var leftOut: [LeftOut] = []
        for screen in definition.screens {
            for link in screen.deepLinks {
                guard case .success(let parsed) = LinkPattern.parse(link.pattern) else { continue }
                if let scheme = parsed.scheme, scheme != "https" {
                    leftOut.append(LeftOut(screen: screen.id, pattern: link.pattern, scheme: scheme))
                    continue
                }
                universal.append(
                    UniversalLink(
                        screen: screen.id, pattern: link.pattern, path: pathRule(of: link.pattern),
                        queryItems: parsed.queryItems.map(\.name), host: parsed.host))
            }
        }
        return (universal, leftOut)
    }

    /// The `/` rule of a pattern that parses: its path as written (still percent-encoded, as Apple compares it),
    /// `/` when it has none, each `{param}` replaced by `*`.
    static func pathRule(of pattern: String) -> String {
        var rest = Substring(pattern)
        if !rest.hasPrefix("/"), let colon = rest.firstIndex(of: ":") {
            rest = rest[colon...].dropFirst(3)
            rest = rest[(rest.firstIndex(of: "/") ?? rest.firstIndex(of: "?") ?? rest.endIndex)...]
        }
        let path = rest[..<(rest.firstIndex(of: "?") ?? rest.endIndex)]
        var rule = ""
        var inParameter = false
        for character in path {
            switch character {
            case "{": inParameter = true
            case "}":
                inParameter = false
                rule.append("*")
            default: if !inParameter { rule.append(character) }
            }
        }
        return rule.isEmpty ? "/" : rule
    }

    /// Why `appID` is not `TEAMID.BUNDLEID` (ten ASCII letters or digits, a dot, a bundle identifier of letters,
    /// digits, `-` and `.` without an empty part); nil when it is.
    package static func appIDProblem(_ appID: String) -> String? {
        let bytes = Array(appID.utf8)
        let team = bytes.prefix { $0 != UInt8(ascii: ".") }
        guard team.count == 10, team.allSatisfy(isAlphanumeric) else {
            return "the team ID (before the first dot) must be 10 letters or digits"
        }
        let bundle = bytes.dropFirst(11)
        guard bytes.count > 11,
            bundle.allSatisfy({
                isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            }),
            !bundle.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else {
            return "the bundle ID (after the team ID and a dot) must be letters, digits, '-' and '.', no empty part"
        }
        return nil
    }

    /// An ASCII letter or digit.
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The association file for `links`, opened by the app `appID`: one `details` entry, one component per link
    /// (its `/` rule, and a comment naming the screen and pattern).
    package static func render(_ links: [UniversalLink], appID: String) -> String {
        let components = links.map { link -> JSONValue in
            var comment = "screen '\(link.screen)': \(link.pattern)"
            if !link.queryItems.isEmpty {
                comment += " (optional query items: " + link.queryItems.joined(separator: ", ") + "; any query)"
            }
            return .object([("/", .string(link.path)), ("comment", .string(comment))])
        }
        let details = JSONValue.object([("appIDs", .array([.string(appID)])), ("components", .array(components))])
        let root = JSONValue.object([("applinks", .object([("details", .array([details]))]))])
        return root.serialized() + "\n"
    }
}
