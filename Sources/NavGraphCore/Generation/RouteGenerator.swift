public import NavGraphRuntime

/// The access level written on every generated declaration (`--access-level`).
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, package, `public`
}

/// Generates the Swift route code of SPEC §5 for one validated graph.
public enum RouteGenerator {
    /// The whole generated file for `graph`, whose main file is named `sourceName` in the header.
    /// Deterministic: the same input gives the same bytes.
    public static func generate(
        graph: Graph,
        definition: GraphDefinition,
        accessLevel: AccessLevel = .internal,
        sourceName: String
    ) -> String {
        ""  // Written by the generation work (issue 4).
    }
}
