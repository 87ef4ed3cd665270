import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Properties of the generated text itself (what compiles is checked by the compiler tests).
@Suite struct RouteGeneratorTests {
    static func settings(_ level: AccessLevel = .internal) throws -> String {
        let (sources, _) = try exampleGraphFiles()
        return try #require(generate("settings.navgraph.yaml", sources: sources, accessLevel: level).code)
    }

    @Test func generationIsDeterministic() throws {
        #expect(try Self.settings() == Self.settings())
    }

    @Test func theHeaderNamesTheSourceAndSaysDoNotEdit() throws {
        let firstLine = try Self.settings().split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.contains("settings.navgraph.yaml"))
        #expect(firstLine.contains("Do not edit"))
    }

    @Test(arguments: AccessLevel.allCases)
    func everyDeclarationStatesItsAccessLevel(level: AccessLevel) throws {
        let code = try Self.settings(level)
        let declarations = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.range(
                of: #"^(\w+ )*(enum|struct|class|func|init|static let|static var)\b"#,
                options: .regularExpression)
                != nil
        }
        #expect(declarations.count > 20)
        for line in declarations {
            let modifiers = line.hasPrefix("nonisolated ") ? String(line.dropFirst("nonisolated ".count)) : line
            #expect(modifiers.hasPrefix(level.rawValue + " ") || modifiers.hasPrefix("fileprivate "), "\(line)")
        }
        let importLevel = level == .internal ? "" : level.rawValue + " "
        #expect(code.contains("\n@_spi(Generated) \(importLevel)import NavGraphRuntime\n"))
    }

    /// What makes the code mean the same in a target whose default isolation is the main actor (CompileModesTests
    /// compiles it there): the graph type and every extension, the file's only top-level declarations, are
    /// `nonisolated`. Public code is checked, as it has one more extension (the graph enums' SPI conformance).
    @Test(arguments: AccessLevel.allCases)
    func everyTopLevelDeclarationIsNonisolated(level: AccessLevel) throws {
        let code = try Self.settings(level)
        let topLevel = code.split(separator: "\n").filter {
            $0.range(
                of: #"^(@\w+\(\w+\) )?(\w+ )*(enum|struct|class|extension|func|let|var)\b"#, options: .regularExpression
            )
                != nil
        }
        #expect(topLevel.count >= (level == .public ? 5 : 4), "\(topLevel)")
        for line in topLevel {
            #expect(line.range(of: #"^(@\w+\(\w+\) )?nonisolated "#, options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test func everyPublicDeclarationHasADocCommentWithItsYAMLLine() throws {
        let lines = try Self.settings().split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() where line.contains("internal static func") && index > 0 {
            #expect(lines[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(line)")
        }
        #expect(lines.contains { $0.contains("/// - Remark: Generated from `settings.navgraph.yaml:27`.") })
        #expect(lines.contains { $0.contains("/// - Remark: Generated from `settings/general.navgraph.yaml:") })
        // The remark follows the summary directly: no blank `///` line, no parameter list repeating the signature.
        for (index, line) in lines.enumerated() where line.contains("/// - Remark:") {
            let previous = lines[index - 1].trimmingCharacters(in: .whitespaces)
            #expect(
                previous.hasPrefix("/// ") && !previous.hasPrefix("/// - ") && !previous.hasPrefix("///   - "),
                "\(line)")
        }
    }

    @Test func stringLiteralsEscapeEverythingButPrintableASCII() {
        let graph = Graph(mainFile: "x.navgraph.yaml")
        let text = "quote \" backslash \\ newline \n é 😀 \u{2028} \\#(x)"
        let definition = GraphDefinition(
            name: "Escapes", root: "start",
            screens: [
                ScreenDefinition(
                    id: "start",
                    parameters: [ParameterDefinition(name: "text", type: .string, defaultValue: .string(text))],
                    restorationIdentifier: nil)
            ])
        let code = RouteGenerator.generate(graph: graph, definition: definition, sourceName: "x.navgraph.yaml")
        let codeLines = code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(codeLines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(
            code.contains(
                ##"case start(text: Swift.String = "quote \" backslash \\ newline \n \u{E9} \u{1F600} \u{2028} \\#(x)")"##
            ))
    }
}
