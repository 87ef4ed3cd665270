import NavGraphRuntime
import Testing
import _NavGraphCore

/// A refused step fails its flow unless its `expect` names `error` or `errorKind`, whatever the command.
struct RefusedStepTests {
    static let graph = """
        navgraph: 1
        graph: Shop
        root: list
        screens:
          list:
            title: Products
            segues:
              open: { kind: show, to: detail }
          detail:
            title: "{id}"
            parameters: { id: String }

        """

    func outcome(of step: String, expect: String) throws -> FlowOutcome {
        let result = Pipeline.check(
            mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": Self.graph]))
        let definition = try #require(result.definition)
        let text = "graph: g.navgraph.yaml\nflows:\n  one:\n    - \(step)\n      expect: \(expect)\n"
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let flow = try #require(decoded.file?.flows.first)
        return FlowRunner.run(flow, definition: definition)
    }

    /// Each step is refused at the root; its `expect` holds only keys that match the unchanged state.
    static let refusedSteps = [
        "perform: open\n      with: { id: p1, nope: x }",
        "perform: missing",
        "back: {}",
        "swipeBack: {}",
        "tap: share",
        "open: /products/1",
        "restore: never-saved.json",
    ]

    @Test(arguments: refusedSteps)
    func aRefusedStepWhoseExpectDoesNotNameTheErrorFails(step: String) throws {
        let outcome = try outcome(of: step, expect: "{ stack: [list] }")
        #expect(!outcome.passed)
        #expect(outcome.failures.first?.message.contains("was refused:") == true, "\(outcome.failures)")
    }

    @Test(arguments: refusedSteps)
    func aRefusedStepThatExpectsAnErrorPasses(step: String) throws {
        let kind = try outcome(of: step, expect: "{ stack: [list], errorKind: '' }")
        // The kind is wrong on purpose: the mismatch, not the refusal, is what fails.
        #expect(kind.failures.count == 1)
        #expect(kind.failures.first?.message.contains("expected 'errorKind' to be ''") == true, "\(kind.failures)")
    }

    @Test func errorKindNamesTheCaseAndAnExpectationOnItPasses() throws {
        #expect(try outcome(of: "back: {}", expect: "{ errorKind: noBackButton }").passed)
        #expect(try outcome(of: "tap: share", expect: "{ errorKind: itemNotOnScreen }").passed)
        #expect(try outcome(of: "open: /x", expect: "{ errorKind: linkNotMatched }").passed)
        #expect(try outcome(of: "restore: x.json", expect: "{ errorKind: fileError }").passed)
        #expect(
            try outcome(of: "perform: open\n      with: { id: p1, nope: x }", expect: "{ errorKind: unknownArgument }")
                .passed)
    }

    @Test func aStepThatIsNotRefusedButExpectsAnErrorFails() throws {
        let clean = try outcome(of: "perform: open\n      with: { id: p1 }", expect: "{ error: null, errorKind: null }")
        #expect(clean.passed)
        let wrong = try outcome(of: "perform: open\n      with: { id: p1 }", expect: "{ errorKind: noBackButton }")
        #expect(!wrong.passed)
    }
}
