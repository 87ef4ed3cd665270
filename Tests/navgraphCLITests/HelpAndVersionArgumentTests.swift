import Foundation
import Testing

/// `--help` after `help` prints help's own usage, as after any command; `--version` takes nothing after it.
struct HelpAndVersionArgumentTests {
    @Test(arguments: ["--help", "-h"])
    func helpAfterHelpPrintsHelpsUsage(option: String) throws {
        let run = try navgraph(["help", option])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: navgraph help [COMMAND]"))
    }

    @Test func versionWithAnExtraArgumentIsAUsageError() throws {
        let run = try navgraph(["--version", "extra"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("'--version' takes no arguments"))
    }

    /// The version the tool reports is the newest one CHANGELOG.md lists (README's quick start asks for it too).
    @Test func versionIsTheNewestInTheChangelog() throws {
        let run = try navgraph(["--version"])
        #expect(run.status == 0)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/)).output.1
        #expect(run.output == "navgraph \(newest)\n")
    }
}
