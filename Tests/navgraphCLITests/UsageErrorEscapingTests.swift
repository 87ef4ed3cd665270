import Testing

/// Usage errors quote what was typed escaped: no ESC, BEL or bidirectional override reaches the terminal.
struct UsageErrorEscapingTests {
    static let hostile = "\u{1B}[31mX\u{07}\u{202E}"

    @Test(arguments: [
        ["explain", hostile],
        [hostile],
        ["validate", "--\(hostile)"],
        ["help", hostile],
        ["validate", "--format", hostile, "."],
        ["validate", "--max-depth", hostile, "."],
    ])
    func usageErrorsEscapeWhatWasTyped(arguments: [String]) throws {
        let run = try navgraph(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains("navgraph: error: "))
        #expect(!run.errors.contains("\u{1B}"))
        #expect(!run.errors.contains("\u{07}"))
        #expect(!run.errors.contains("\u{202E}"))
        #expect(run.errors.contains("\u{241B}[31mX\u{2407}\\u{202E}"))
    }
}
