extension RouteFile {
    /// `Screen(url:)` and `Screen.url(base:)`: deep links in and out, through the runtime's trie of the graph's
    /// patterns (see docs/deep-links.md, Generated API).
    mutating func writeDeepLinkAPI() {
        writer.line()
        open("\(Self.isolation) extension \(graphName).Screen")
        writer.doc(
            "The screen a deep link opens, every parameter set from the link or else its default; nil when no "
                + "pattern of '\(graphName)' matches `url` or a value in it does not convert. `Router.open(_:)` "
                + "opens the link on the screen's synthetic back stack.")
        open("\(access) init?(url: Foundation.URL)")
        writer.line("guard let value: NavGraphRuntime.ScreenValue = \(graphName)._links.screen(for: url),")
        writer.line("    let screen: Self = \(graphName).screen(from: value)")
        writer.line("else { return nil }")
        writer.line("self = screen")
        close()
        writer.line()
        writer.doc(
            "The deep link that opens this screen: its first pattern that is a whole URL or, given `base`, its "
                + "first pattern (a path goes after `base`'s scheme and host), filled with the screen's arguments. "
                + "Nil when the screen has no such pattern or an argument the pattern does not carry differs from "
                + "its default. `Screen(url:)` reads the link back to this screen.")
        open("\(access) func url(base: Foundation.URL? = nil) -> Foundation.URL?")
        writer.line(
            "guard let value: NavGraphRuntime.ScreenValue = try? \(graphName).value(of: self) else { return nil }")
        writer.line("return \(graphName)._links.url(for: value, base: base)")
        close()
        close()
    }

    /// The trie behind the deep-link API, built from `definition` on first use.
    mutating func writeDeepLinkSupport() {
        writer.line()
        writer.doc("The graph's deep-link patterns as a trie, built once, on first use.")
        writer.line(
            "fileprivate static let _links: NavGraphRuntime.DeepLinkMatcher = NavGraphRuntime.DeepLinkMatcher(definition)"
        )
    }
}
