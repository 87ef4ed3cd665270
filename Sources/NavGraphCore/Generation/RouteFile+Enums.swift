import NavGraphRuntime

extension RouteFile {
    /// The graph's `enums:` as nested String-backed enums, usable as parameter types.
    mutating func writeGraphEnums() {
        for enumeration in definition.enums {
            writer.line()
            let place = sources.enumeration(enumeration.name)
            doc(
                "The graph enum '\(enumeration.name)', a parameter type; arguments carry it as its case name.",
                at: place)
            writer.list(
                "\(access) enum \(enumeration.name): ",
                ["Swift.String", "Swift.Hashable", "Swift.Codable", "Swift.Sendable", "Swift.CaseIterable"],
                " {")
            writer.indent()
            for name in enumeration.cases {
                let casePlace = sources.enumCase(name, of: enumeration.name)
                doc("The '\(name)' case.", at: casePlace == place ? nil : casePlace)
                writer.line("case \(SwiftNames.escaped(name))")
            }
            close()
        }
    }

    /// The graph enums' conversion to and from arguments: a conformance to an SPI protocol of the runtime, which a
    /// public type may only have as SPI itself (of the app's module, where nobody imports it).
    mutating func writeGraphEnumSupport() {
        let spi = accessLevel == .public ? "@_spi(NavGraphGenerated) " : ""
        for enumeration in definition.enums {
            writer.line()
            writer.line(spi + "extension \(graphName).\(enumeration.name): NavGraphRuntime.ArgumentConvertible {}")
        }
    }
}
