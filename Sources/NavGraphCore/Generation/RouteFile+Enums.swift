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
            var conformances = [
                "Swift.String", "Swift.Hashable", "Swift.Codable", "Swift.Sendable", "Swift.CaseIterable",
            ]
            if accessLevel != .public {
                conformances += ["NavGraphRuntime.ArgumentConvertible", "NavGraphRuntime.ScreenArgument"]
            }
            let opener = "\(access) enum \(enumeration.name):"
            let single = opener + " " + conformances.joined(separator: ", ") + " {"
            if writer.fits(single) {
                writer.line(single)
            } else {
                // Too wide: one conformance a line and the brace on a line of its own, as swift-format does.
                writer.line(opener)
                writer.indent()
                for (position, conformance) in conformances.enumerated() {
                    writer.line(conformance + (position == conformances.count - 1 ? "" : ","))
                }
                writer.outdent()
                writer.line("{")
            }
            writer.indent()
            for name in enumeration.cases {
                let casePlace = sources.enumCase(name, of: enumeration.name)
                doc("The '\(name)' case.", at: casePlace == place ? nil : casePlace)
                writer.line("case \(SwiftNames.escaped(name))")
            }
            close()
        }
    }

    /// The graph enums' conversion to and from arguments of public graphs: a conformance to an SPI protocol of the
    /// runtime, which a public type may only have as SPI itself (of the app's module, where nobody imports it).
    /// Internal and package enums declare it in place instead: under `-O -wmo` a conformance in an extension of its
    /// own is kept even when nothing uses the graph, and with it every screen function: measured with the benchmark
    /// graph, 500 screens took 22 s of CPU instead of 17 s, 2,000 screens 109 s instead of 85 s.
    mutating func writeGraphEnumSupport() {
        guard accessLevel == .public else { return }
        for enumeration in definition.enums {
            writer.line()
            writer.line("@_spi(NavGraphGenerated) \(Self.isolation) extension \(graphName).\(enumeration.name):")
            writer.line("    NavGraphRuntime.ArgumentConvertible, NavGraphRuntime.ScreenArgument {}")
        }
    }
}
