extension NavigationEngine {
    /// The screen and the position of its `deepLinks` pattern that `link` opens, nil when no pattern takes it:
    /// what flow-test coverage counts as an opened pattern.
    package func matchedPattern(of link: String) -> (screen: String, pattern: Int)? {
        guard let match = try? graph.links.match(link) else { return nil }
        return (match.screen, match.pattern)
    }
}
