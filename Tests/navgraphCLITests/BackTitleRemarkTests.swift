import Testing

/// A graph whose only finding is NG407: 'All Account Settings' is longer than the default 12 characters.
private let longBackTitle = """
    navgraph: 1
    graph: Settings
    root: list
    screens:
      list:
        title: All Account Settings
        segues:
          openAbout: { kind: show, to: about }
      about:
        title: About

    """

@Test func longDerivedBackTitleIsARemarkThatNeverFailsTheBuild() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", longBackTitle)
    let strict = try navgraph(["validate", "--warnings-as-errors", "settings.navgraph.yaml"], in: folder)
    #expect(strict.status == 0)
    #expect(!strict.output.contains("NG407"))
    let verbose = try navgraph(
        ["validate", "--warnings-as-errors", "--verbose", "settings.navgraph.yaml"], in: folder)
    #expect(verbose.status == 0)
    #expect(verbose.output.contains("remark: "))
    #expect(verbose.output.contains("[NG407]"))
}

@Test func explainSaysTheBackTitleLengthIsAnEstimate() throws {
    let run = try navgraph(["explain", "NG407"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("NG407 (remark): "))
    #expect(run.output.contains("estimate"))
}
