import NavGraphRuntime

extension RouteFile {
    /// The graph's `enums:` as nested String-backed enums, usable as parameter types.
    mutating func writeGraphEnums() {
        for enumeration in definition.enums {
            writer.line()
            doc(
                "Enum '\(enumeration.name)' of the graph, carried as its case name.",
                at: sources.enumeration(enumeration.name))
            open(
                "\(access) enum \(enumeration.name): Swift.String, Swift.Hashable, Swift.Codable, Swift.Sendable, "
                    + "Swift.CaseIterable, NavGraphRuntime.ArgumentConvertible"
            )
            for name in enumeration.cases {
                doc("Case '\(name)'.", at: sources.enumCase(name, of: enumeration.name))
                writer.line("case \(SwiftNames.escaped(name))")
            }
            close()
        }
    }
}
