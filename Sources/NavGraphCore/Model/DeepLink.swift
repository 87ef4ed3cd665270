package import NavGraphRuntime

/// A `deepLinks` entry: a pattern string, or `{ pattern, mode, tab, priority }`.
package struct DeepLink: Sendable {
    /// The URL pattern.
    package var pattern: Located<String>
    /// `mode:`; absent means `keep`.
    package var mode: Located<LinkMode>?
    /// `tab:`: the tab the link opens in.
    package var tab: Located<String>?
    /// `priority:`; absent means 0.
    package var priority: Located<Int>?

    /// Creates an entry with only its pattern.
    package init(pattern: Located<String>) {
        self.pattern = pattern
    }

    /// The entry as the runtime's definition carries it (without the route the compiler adds).
    package var definition: DeepLinkDefinition {
        DeepLinkDefinition(
            pattern.value, mode: mode?.value ?? .keep, tab: tab?.value, priority: priority?.value ?? 0)
    }
}
