import Testing
import _NavGraphCore

/// Where generated graph enums conform to the runtime's `ArgumentConvertible`: in place for internal and package
/// graphs (a conformance extension of its own keeps the whole graph's code alive under `-O -wmo`, which doubled the
/// release compile of large graphs), in an SPI extension for public graphs.
@Suite struct GraphEnumConformanceTests {
    static let graph = """
        navgraph: 1
        graph: Shop
        enums:
          Size: [small, large]
        root: home
        screens:
          home:
            parameters:
              size: { type: Size, default: small }

        """

    static func code(_ accessLevel: AccessLevel) -> String {
        let sources = InMemorySources(["shop.navgraph.yaml": Self.graph])
        let result = Pipeline.generate(
            files: ["shop.navgraph.yaml"], sources: sources, options: GenerationOptions(accessLevel: accessLevel))
        return result.files.first.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// The conformance list of `enum Size`, from its name to its opening brace (one line or several).
    static func conformances(in code: String) -> String? {
        guard let name = code.firstRange(of: "enum Size:") else { return nil }
        return code[name.upperBound...].firstRange(of: "{").map { String(code[name.upperBound..<$0.lowerBound]) }
    }

    @Test(arguments: [AccessLevel.internal, .package])
    func internalAndPackageEnumsConformInPlace(_ accessLevel: AccessLevel) {
        let code = Self.code(accessLevel)
        #expect(code.contains("\(accessLevel.rawValue) enum Size:"))
        #expect(Self.conformances(in: code)?.contains("NavGraphRuntime.ArgumentConvertible") == true)
        #expect(!code.contains("extension Shop.Size"))
    }

    @Test func publicEnumsConformInAnSPIExtension() {
        let code = Self.code(.public)
        #expect(
            code.contains(
                "public enum Size: Swift.String, Swift.Hashable, Swift.Codable, Swift.Sendable, Swift.CaseIterable {"))
        #expect(code.contains("@_spi(NavGraphGenerated) nonisolated extension Shop.Size:"))
        #expect(code.contains("    NavGraphRuntime.ArgumentConvertible, NavGraphRuntime.ScreenArgument {}"))
    }
}
