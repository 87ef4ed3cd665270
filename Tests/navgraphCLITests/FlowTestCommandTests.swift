import Foundation
import Testing

/// The repository's folder of example graphs and their flow tests.
private let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("graphs")

@Test func theExampleFlowTestsPass() throws {
    let run = try navgraph(["test", examples.path])
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix(" passed, 0 failed"), "\(run.output)")
    #expect(!last.hasPrefix("0 passed"))
}

@Test func aFailingExpectationPrintsWhereAndWhatDiffered() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    try folder.write(
        "settings.navflow.yaml",
        """
        graph: settings.navgraph.yaml
        flows:
          goes to about:
            - perform: openAbout
              expect: { stack: [list, about], navigationBar: { title: Abut } }
          stays:
            - state: {}
              expect: { stack: [list] }

        """
    )
    let run = try navgraph(["test"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("FAILED: settings.navflow.yaml: goes to about"), "\(run.output)")
    #expect(
        run.output.contains(
            "settings.navflow.yaml:5:63: error: step 1 (perform openAbout): expected 'navigationBar.title' to be 'Abut', found \"About\""
        ),
        "\(run.output)"
    )
    #expect(run.output.hasSuffix("1 passed, 1 failed\n"))
}

@Test func aRefusedStepFailsItsFlowUnlessItExpectsTheError() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    try folder.write(
        "g.navflow.yaml",
        """
        graph: g.navgraph.yaml
        flows:
          refused:
            - back: {}
          expected:
            - back: {}
              expect: { error: the navigation bar shows no back button }

        """
    )
    let run = try navgraph(["test", "g.navflow.yaml"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("step 1 (back) was refused"), "\(run.output)")
    #expect(run.output.hasSuffix("1 passed, 1 failed\n"))
}

@Test func brokenFlowFilesAndGraphsFailAndNoFlowsIsAFailure() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.navgraph.yaml", Graphs.unknownKey)
    try folder.write("a.navflow.yaml", "graph: bad.navgraph.yaml\nflows:\n  x:\n    - state: {}\n")
    try folder.write("b.navflow.yaml", "graph: bad.navgraph.yaml\nflows:\n  x:\n    - jump: {}\n")
    let run = try navgraph(["test"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("its graph 'bad.navgraph.yaml' has errors"), "\(run.output)")
    #expect(run.output.contains("unknown key 'jump' in a flow step"), "\(run.output)")
    #expect(run.output.hasSuffix("0 passed, 2 failed\n"))
    let empty = try TemporaryFolder()
    let none = try navgraph(["test"], in: empty)
    #expect(none.status == 1)
    #expect(none.output == "0 passed, 0 failed\n")
    #expect(none.errors.contains("no flow tests"))
}

/// A root with required parameters: `--root-arguments` for simulate, `rootArguments:` for flow files.
@Test func aRootWithRequiredParametersTakesItsArguments() throws {
    let folder = try TemporaryFolder()
    try folder.write(
        "g.navgraph.yaml",
        """
        navgraph: 1
        graph: G
        root: account
        screens:
          account:
            title: "Account {id}"
            parameters: { id: Int }

        """
    )
    let refused = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(refused.status == 1)
    #expect(refused.errors.contains("--root-arguments"), "\(refused.errors)")
    let run = try navgraph(
        ["simulate", "--json", "--root-arguments", "id=7", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains(#""title":"Account 7""#), "\(run.output)")
    let wrong = try navgraph(["simulate", "--root-arguments", "id=seven", "g.navgraph.yaml"], in: folder)
    #expect(wrong.status == 1)
    try folder.write(
        "g.navflow.yaml",
        """
        graph: g.navgraph.yaml
        rootArguments: { id: 7 }
        flows:
          shows the account:
            - state: {}
              expect: { navigationBar: { title: Account 7 } }

        """
    )
    let flows = try navgraph(["test"], in: folder)
    #expect(flows.status == 0, "\(flows.output)")
    #expect(flows.output.hasSuffix("1 passed, 0 failed\n"))
}

@Test func aFailureInSharedStepsPointsAtTheStepAndSaysHowTheFlowGotThere() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    try folder.write(
        "settings.navflow.yaml",
        """
        graph: settings.navgraph.yaml
        setup:
          - use: opening
        steps:
          opening:
            - perform: openAbout
              expect: { stack: [list, about], navigationBar: { title: Abut } }
        flows:
          goes to about:
            - state: {}

        """
    )
    let run = try navgraph(["test"], in: folder)
    #expect(run.status == 1)
    #expect(
        run.output.contains(
            "settings.navflow.yaml:7:63: error: step 1 of 'opening' (perform openAbout), used by setup step 1 (line 3): "
                + "expected 'navigationBar.title' to be 'Abut', found \"About\""
        ),
        "\(run.output)"
    )
    #expect(run.output.hasSuffix("0 passed, 1 failed\n"))
}

/// A flow file's graph stays in the flow file's folder tree and is named like a graph: nothing else is read,
/// and no excerpt of another file reaches the output.
struct FlowGraphConfinementTests {
    func run(graph: String, in folder: TemporaryFolder) throws -> CLIRun {
        try folder.write("tests/f.navflow.yaml", "graph: \(graph)\nflows:\n  one:\n    - state: {}\n")
        return try navgraph(["test", "tests"], in: folder)
    }

    @Test func aGraphOutsideTheFolderOrNotNamedLikeAGraphIsRefusedWithoutQuotingIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("secret.navgraph.yaml", "SECRET-TOKEN: x\n")
        try folder.write("tests/notes.txt", "SECRET-TOKEN: y\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("tests/link.navgraph.yaml"), withDestinationPath: "../secret.navgraph.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("tests/notes.navgraph.yaml"), withDestinationPath: "notes.txt")
        let cases = [
            ("/etc/passwd", "'graph' takes the path of a graph file, not '/etc/passwd'"),
            ("/proc/self/environ", "'graph' takes the path of a graph file, not '/proc/self/environ'"),
            ("../secret.navgraph.yaml", "graph file '../secret.navgraph.yaml' is outside the flow file's folder"),
            ("link.navgraph.yaml", "graph file 'link.navgraph.yaml' is outside the flow file's folder"),
            ("notes.navgraph.yaml", "graph file 'notes.navgraph.yaml' is not a *.navgraph.yaml file"),
        ]
        for (graph, message) in cases {
            let result = try run(graph: graph, in: folder)
            #expect(result.status == 1, "\(graph)")
            #expect(result.output.contains("tests/f.navflow.yaml:1:8: error: \(message)"), "\(result.output)")
            #expect(!result.output.contains("SECRET") && !result.errors.contains("SECRET"), "\(result.output)")
            #expect(!result.output.contains("root:x:"), "\(result.output)")
            #expect(result.output.hasSuffix("0 passed, 1 failed\n"))
        }
    }

    @Test func flowFilesWithoutFlowsOrWithANullGraphFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write("a.navflow.yaml", "graph: g.navgraph.yaml\n")
        try folder.write("b.navflow.yaml", "graph: null\nflows:\n  one:\n    - state: {}\n")
        try folder.write("c.navflow.yaml", "graph: g.navgraph.yaml\nflows:\n  one:\n    - state: {}\n")
        let result = try navgraph(["test"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.output.contains("a.navflow.yaml:1:1: error: flow file needs a 'flows' key [NG006]"),
            "\(result.output)")
        #expect(result.output.contains("b.navflow.yaml:1:1: error: 'graph' takes the path of a graph file, not null"))
        #expect(result.output.hasSuffix("1 passed, 2 failed\n"), "\(result.output)")
    }

    @Test func flowNamesAndMessagesAreEscapedInTheReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write(
            "f.navflow.yaml", "graph: g.navgraph.yaml\nflows:\n  \"bad\\e[2J\":\n    - tap: \"x\\e]0;t\\a\"\n")
        let result = try navgraph(["test"], in: folder)
        #expect(result.status == 1)
        #expect(
            !result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
            "\(result.output.debugDescription)")
        #expect(result.output.contains("FAILED: f.navflow.yaml: bad\u{241B}[2J\n"), "\(result.output)")
    }
}

/// `simulate` given a file that is not named like a graph names it in its diagnostics but never quotes it.
@Test func simulateDoesNotQuoteAFileThatIsNotAGraph() throws {
    let folder = try TemporaryFolder()
    try folder.write("secrets.env", "TOKEN: SECRET-VALUE\n")
    let run = try navgraph(["simulate", "secrets.env"], in: folder, input: "state\n")
    #expect(run.status == 1)
    #expect(run.errors.contains("secrets.env:1:1: error:"), "\(run.errors)")
    #expect(!run.errors.contains("SECRET-VALUE"), "\(run.errors)")
    try folder.write("bad.navgraph.yaml", "navgraph: 1\ngraph: G\nroot: a\nscreens:\n  a: { titel: A }\n")
    let graph = try navgraph(["simulate", "bad.navgraph.yaml"], in: folder, input: "state\n")
    #expect(graph.errors.contains("a: { titel: A }"), "a graph file is still quoted: \(graph.errors)")
}
