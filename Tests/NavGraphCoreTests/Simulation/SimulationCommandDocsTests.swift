import Foundation
import Testing

@testable import _NavGraphCore

/// docs/cli.md's table of `navgraph simulate` commands lists every command the simulator reads (the command-line
/// tests then check that `navgraph help simulate` names every command of that table).
@Suite struct SimulationCommandDocsTests {
    @Test func theCommandLinePageListsEverySimulateCommand() throws {
        let page = try String(
            contentsOf: DocumentationFilesTests.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let section = try #require(
            page.components(separatedBy: "## navgraph simulate\n").last?.components(separatedBy: "\n## ").first)
        let table = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let documented = Set(
            table.compactMap { $0.dropFirst(3).split(separator: " ").first?.split(separator: "`").first })
        #expect(SimulationCommand.names.count >= 20)
        for name in SimulationCommand.names {
            #expect(documented.contains(Substring(name)), "docs/cli.md's simulate table lacks '\(name)'")
        }
    }
}

extension SimulationCommandDocsTests {
    /// docs/flows.md's tables (commands and flow steps) give every command a row of its own.
    @Test func theFlowsPageHasARowForEverySimulateCommand() throws {
        let page = try String(
            contentsOf: DocumentationFilesTests.root.appendingPathComponent("docs/flows.md"), encoding: .utf8)
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for name in SimulationCommand.names {
            #expect(
                rows.contains {
                    $0.hasPrefix("| `\(name) ") || $0.hasPrefix("| `\(name)`") || $0.hasPrefix("| `\(name):")
                },
                "docs/flows.md has no row for '\(name)'")
        }
    }
}
