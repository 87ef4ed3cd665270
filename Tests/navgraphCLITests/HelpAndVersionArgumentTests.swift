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
}
