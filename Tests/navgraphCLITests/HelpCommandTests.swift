import Testing

@Test func helpHelpPrintsTheUsageOfHelp() throws {
    let run = try navgraph(["help", "help"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("usage: navgraph help [COMMAND]"))
}
