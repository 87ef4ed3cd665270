/// The kinds of container a graph's `containers:` declares (see docs/containers.md).
public enum ContainerKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A tab bar: one navigation stack per tab, one tab selected.
    case tabBar
    /// A split view: one navigation stack per column.
    case split
}

/// The columns of a split container.
public enum SplitStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// A primary and a secondary column.
    case doubleColumn
    /// A primary, a supplementary and a secondary column.
    case tripleColumn
}
