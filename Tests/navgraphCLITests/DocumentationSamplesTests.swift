import Foundation
import Testing

/// The command samples of docs/*.md are what the tool prints: each marked block is run and compared (the markers
/// are described beside `DocumentationSample`), every terminal session in docs/ carries a marker, and every
/// `navgraph help` text is in docs/cli.md word for word.
@Suite struct DocumentationSamplesTests {
    @Test func everyTerminalSessionInDocsIsMarkedAsASample() throws {
        var unmarked: [String] = []
        for page in try DocumentationSample.pages() {
            for block in DocumentationSample.blocks(of: page.text) where block.marker == nil {
                if block.lines.contains(where: { $0.hasPrefix("$ ") }) { unmarked.append("\(page.name):\(block.line)") }
            }
        }
        #expect(unmarked.isEmpty, "blocks with '$ ' commands but no '<!-- sample -->' marker: \(unmarked)")
    }

    @Test func everySampleInDocsPrintsWhatThePageShows() throws {
        var count = 0
        for result in try DocumentationSample.all() {
            let sample = try result.get()
            #expect(!sample.steps.isEmpty, "\(sample.page):\(sample.line): a sample without commands")
            let outcomes = try sample.run()
            try #require(
                outcomes.count == sample.steps.count,
                "\(sample.page):\(sample.line): \(outcomes.count) outcomes for \(sample.steps.count) commands")
            for (step, outcome) in zip(sample.steps, outcomes) {
                count += 1
                let place = "\(sample.page):\(sample.line): '\(step.command)'"
                if sample.comparesOutput {
                    #expect(
                        linesMatch(outcome.lines[...], step.expected[...]),
                        "\(place) prints\n\(outcome.lines.joined(separator: "\n"))\nnot\n\(step.expected.joined(separator: "\n"))"
                    )
                } else {
                    #expect(outcome.status == 0, "\(place) ends with \(outcome.status):\n\(outcome.lines.prefix(5))")
                }
            }
        }
        #expect(count >= 20, "only \(count) commands in the samples of docs/")
    }

    /// The commands `navgraph --help` lists.
    static func commands() throws -> [String] {
        let help = try navgraph(["--help"]).output
        let list = try #require(help.components(separatedBy: "commands:\n").last?.components(separatedBy: "\n\n").first)
        return list.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func everyHelpTextIsInTheCommandLinePage() throws {
        let page = try #require(try DocumentationSample.pages().first { $0.name == "docs/cli.md" })
        var shown: [String: [String]] = [:]
        for block in DocumentationSample.blocks(of: page.text) where block.marker == "<!-- sample -->" {
            if let first = block.lines.first, first.hasPrefix("$ navgraph ") {
                shown[String(first.dropFirst(2))] = Array(block.lines.dropFirst())
            }
        }
        let commands = try Self.commands()
        #expect(commands.contains("validate") && commands.contains("import") && commands.count >= 9, "\(commands)")
        for command in ["navgraph --help"] + commands.map({ "navgraph help \($0)" }) {
            let printed = try navgraph(command.split(separator: " ").dropFirst().map(String.init)).output
            var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            // Word for word: no `...` here.
            #expect(shown[command] == lines, "docs/cli.md does not show '\(command)' as it prints:\n\(printed)")
        }
    }
}

extension DocumentationSamplesTests {
    /// `navgraph help simulate` names every command of docs/cli.md's simulate table (which a test of the core keeps
    /// equal to the commands the simulator reads).
    @Test func simulateHelpNamesEveryCommandOfTheTable() throws {
        let page = try #require(try DocumentationSample.pages().first { $0.name == "docs/cli.md" }).text
        let section = try #require(
            page.components(separatedBy: "## navgraph simulate\n").last?.components(separatedBy: "\n## ").first)
        let commands = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
            $0.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(commands.count >= 20, "\(commands)")
        let help = try navgraph(["help", "simulate"]).output.replacingOccurrences(of: "\n", with: " ")
        for command in commands {
            // The table escapes '|' for Markdown; a command's first words must appear as written.
            let words = command.replacingOccurrences(of: "\\|", with: "|").split(separator: " ").prefix(2)
                .joined(separator: " ")
            #expect(help.contains(words), "'navgraph help simulate' does not name '\(words)'")
        }
    }
}
