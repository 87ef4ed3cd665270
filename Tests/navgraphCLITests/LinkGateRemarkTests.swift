import Testing

/// A graph whose deep link lies behind sign-in: `validate --verbose` names the gate (NG417).
private let signInFirst = """
    navgraph: 1
    graph: Shop
    root: signIn
    screens:
      signIn:
        segues:
          signedIn: { kind: replaceRoot, to: home }
      home:
        segues:
          openOrder: { kind: show, to: order }
      order:
        parameters:
          orderID: Int
        deepLinks: ["/orders/{orderID}"]

    """

@Test func validateVerboseNamesEachPatternsGate() throws {
    let folder = try TemporaryFolder()
    try folder.write("shop.navgraph.yaml", signInFirst)
    let quiet = try navgraph(["validate", "--warnings-as-errors", "shop.navgraph.yaml"], in: folder)
    #expect(quiet.status == 0)
    #expect(!quiet.output.contains("NG417"))
    let verbose = try navgraph(["validate", "--verbose", "shop.navgraph.yaml"], in: folder)
    #expect(verbose.status == 0)
    #expect(
        verbose.output.contains(
            "remark: deep link '/orders/{orderID}' waits for gate 'signIn.signedIn' (replaceRoot to 'home')"))
    #expect(verbose.output.contains("[NG417]"))
}

@Test func explainSaysWhatAGateIs() throws {
    let run = try navgraph(["explain", "NG417"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("NG417 (remark): "))
    #expect(run.output.contains("gatesLinks: false"))
    let tab = try navgraph(["explain", "NG416"])
    #expect(tab.status == 0)
    #expect(tab.output.contains("tab:"))
}
