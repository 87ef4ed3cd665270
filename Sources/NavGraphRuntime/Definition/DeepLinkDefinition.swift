/// One entry of a screen's `deepLinks`: a URL pattern and how a link matching it opens the screen (see
/// docs/deep-links.md). Written in a graph file as the pattern alone or as `{ pattern, mode, tab, priority }`; in
/// the definition blob the same way (the pattern alone when everything else is the default).
public struct DeepLinkDefinition: Hashable, Codable, Sendable {
    /// The URL pattern, as written.
    public package(set) var pattern: String
    /// What a link does to the state on screen: keep what it can (the default) or reinstall everything.
    public package(set) var mode: LinkMode
    /// The tab the link opens in, when the graph file names one (several tabs reach the screen).
    public package(set) var tab: String?
    /// Orders patterns that match the same link: the higher wins. 0 by default.
    public package(set) var priority: Int
    /// When the pattern names a `tab`: the route from that tab's root (the screen's `linkRoute` otherwise), with
    /// its own `entry` and `gate`. Computed by the compiler.
    public package(set) var route: [LinkStep]?
    /// Where `route` starts (see `ScreenDefinition.linkEntry`); only with `route`.
    public package(set) var entry: LinkEntry?
    /// The gate in front of `route` (see `ScreenDefinition.linkGate`); only with `route`.
    public package(set) var gate: LinkStep?

    /// Creates a deep link.
    package init(_ pattern: String, mode: LinkMode = .keep, tab: String? = nil, priority: Int = 0) {
        self.pattern = pattern
        self.mode = mode
        self.tab = tab
        self.priority = priority
    }

    private enum CodingKeys: String, CodingKey {
        case pattern, mode, tab, priority, route, entry, gate
    }

    /// Reads the pattern alone (a string) or an object with the options that differ from their defaults.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let pattern = try? single.decode(String.self) {
            self.init(pattern)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .pattern),
            mode: try container.decodeIfPresent(LinkMode.self, forKey: .mode) ?? .keep,
            tab: try container.decodeIfPresent(String.self, forKey: .tab),
            priority: try container.decodeIfPresent(Int.self, forKey: .priority) ?? 0)
        route = try container.decodeIfPresent([LinkStep].self, forKey: .route)
        entry = try container.decodeIfPresent(LinkEntry.self, forKey: .entry)
        gate = try container.decodeIfPresent(LinkStep.self, forKey: .gate)
    }

    /// Writes the pattern alone when every option is its default, else an object of the options that are not.
    public func encode(to encoder: any Encoder) throws {
        if mode == .keep, tab == nil, priority == 0, route == nil, entry == nil, gate == nil {
            var single = encoder.singleValueContainer()
            try single.encode(pattern)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pattern, forKey: .pattern)
        if mode != .keep { try container.encode(mode, forKey: .mode) }
        try container.encodeIfPresent(tab, forKey: .tab)
        if priority != 0 { try container.encode(priority, forKey: .priority) }
        try container.encodeIfPresent(route, forKey: .route)
        try container.encodeIfPresent(entry, forKey: .entry)
        try container.encodeIfPresent(gate, forKey: .gate)
    }
}

/// What a deep link does to the state on screen (see docs/deep-links.md, Keep or reset).
public enum LinkMode: String, Hashable, Codable, Sendable, CaseIterable {
    /// Select the tab (or column) the link's chain lives in, leave the other tabs alone, keep the longest prefix of
    /// that stack equal to the chain, pop the rest and push the remainder; dismiss presentations.
    case keep
    /// Reinstall the root content and build the chain with new instances only.
    case reset
}
