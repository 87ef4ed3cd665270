import NavGraphRuntime
import Testing
import _NavGraphCore

/// `setup:` runs before each flow, `steps:` lists run where a step says `- use: NAME`, and an alias to a step list
/// is spliced in its place; mistakes are reported at the use, failures at the step's own line with the chain.
struct SharedStepsTests {
    let definition = GraphDefinition(
        name: "G",
        root: "list",
        screens: [
            ScreenDefinition(
                id: "list", title: "List", restorationIdentifier: "list",
                segues: [SegueDefinition(id: "open", kind: .show, destination: "item")]),
            ScreenDefinition(id: "item", title: "Item", restorationIdentifier: "item"),
        ]
    )

    func decode(_ text: String) -> (file: FlowFile?, diagnostics: [Diagnostic]) {
        FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml")
    }

    @Test func setupRunsBeforeEachFlowAndUseSplicesANamedList() throws {
        let decoded = decode(
            """
            graph: g.navgraph.yaml
            setup:
              - use: opening
            steps:
              opening:
                - perform: open
                - use: checking
              checking:
                - state: {}
                  expect: { top: item }
            flows:
              one:
                - back: {}
              two:
                - use: checking
            """)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let flows = try #require(decoded.file?.flows)
        #expect(
            flows.map { $0.steps.map(\.text) } == [
                ["perform open", "state", "back"], ["perform open", "state", "state"],
            ])
        #expect(flows[0].steps[1].trail.map(\.list) == ["setup", "'opening'", "'checking'"])
        #expect(flows[0].steps[2].trail.isEmpty)
        #expect(flows.map { FlowRunner.run($0, definition: definition).passed } == [true, true])
    }

    @Test func aFailureInAUsedListPointsAtItsOwnLineAndNamesTheChain() throws {
        let decoded = decode(
            """
            graph: g.navgraph.yaml
            steps:
              signIn:
                - perform: open
                - tap: nowhere
            flows:
              buy:
                - state: {}
                - use: signIn
            """)
        let flow = try #require(decoded.file?.flows.first)
        let outcome = FlowRunner.run(flow, definition: definition)
        let failure = try #require(outcome.failures.first)
        #expect(failure.location.line == 5)
        #expect(failure.message.hasPrefix("step 2 of 'signIn' (tap nowhere), used by step 2 (line 9) was refused"))
    }

    @Test func anAliasToAStepListWorksAsAStepAndAsAUse() throws {
        let decoded = decode(
            """
            graph: g.navgraph.yaml
            steps:
              opening: &opening
                - perform: open
                  expect: { top: item }
            flows:
              spliced:
                - *opening
                - back: {}
              used:
                - use: *opening
            """)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let flows = try #require(decoded.file?.flows)
        #expect(flows.map { $0.steps.map(\.text) } == [["perform open", "back"], ["perform open"]])
        #expect(flows[0].steps[0].trail.first?.location.line == 8)
        #expect(flows.map { FlowRunner.run($0, definition: definition).passed } == [true, true])
    }

    @Test func anAliasThatIsNoStepIsRefusedAtItsUseNotAtItsAnchor() {
        let decoded = decode(
            """
            graph: &name g.navgraph.yaml
            flows:
              one:
                - *name
            """)
        #expect(decoded.diagnostics.map(\.code) == [.wrongValueKind])
        #expect(decoded.diagnostics.map(\.location.line) == [4])
        #expect(
            decoded.diagnostics.first?.message
                == "a flow step takes a mapping (or a list of steps), not 'g.navgraph.yaml'")
        // An alias naming no step list, given to 'use', is reported at the use too.
        let named = decode(
            """
            graph: &name g.navgraph.yaml
            flows:
              one:
                - state: {}
                - use: *name
            """)
        #expect(named.diagnostics.map(\.message) == ["no step list named 'g.navgraph.yaml' under 'steps'"])
        #expect(named.diagnostics.map(\.location.line) == [5])
    }

    @Test func unknownNamesCyclesAndUsesBesideACommandAreDiagnosedAtTheUse() {
        let decoded = decode(
            """
            graph: g.navgraph.yaml
            steps:
              a:
                - use: b
              b:
                - use: a
            flows:
              one:
                - use: signin
                - use: a
                  tap: x
              two:
                - use: a
            """)
        #expect(
            decoded.diagnostics.map(\.message) == [
                "a 'use' step runs a step list and takes no other key; 'tap' is beside it",
                "step list 'a' uses itself: 'a' → 'b' → 'a'",
                "step list 'b' uses itself: 'b' → 'a' → 'b'",
                "no step list named 'signin' under 'steps'",
            ])
        #expect(decoded.diagnostics.map(\.location.line) == [10, 6, 4, 9])
    }

    @Test func chainsAreBoundedInDepthAndInLength() {
        var text = "graph: g.navgraph.yaml\nsteps:\n"
        for index in 0..<20 { text += "  l\(index):\n    - use: l\(index + 1)\n" }
        text += "  l20:\n    - back: {}\nflows:\n  one:\n    - use: l0\n"
        #expect(decode(text).diagnostics.map(\.code).contains(.limitExceeded))
        var wide = "graph: g.navgraph.yaml\nsteps:\n  s0: [{back: {}}, {back: {}}, {back: {}}, {back: {}}]\n"
        for index in 1..<8 {
            wide +=
                "  s\(index): [{use: s\(index - 1)}, {use: s\(index - 1)}, {use: s\(index - 1)}, {use: s\(index - 1)}]\n"
        }
        wide += "flows:\n  one:\n    - use: s7\n"
        let decoded = decode(wide)
        #expect(
            decoded.diagnostics.map(\.message).contains(
                "a flow runs more than 10000 steps once its step lists are spliced in"))
        #expect((decoded.file?.flows.first?.steps.count ?? 0) <= 10_000)
    }

    @Test func listsThatUseEachOtherManyTimesOverAreBoundedInWork() {
        // Empty lists used ten times over, seven deep: ten million uses and not one step, refused after 200,000.
        var text = "graph: g.navgraph.yaml\nsteps:\n  e0: []\n"
        for index in 1..<8 {
            let uses = [String](repeating: "{use: e\(index - 1)}", count: 10).joined(separator: ", ")
            text += "  e\(index): [\(uses)]\n"
        }
        text += "flows:\n  one:\n    - use: e7\n"
        let messages = decode(text).diagnostics.map(\.message)
        #expect(messages.contains("the flow file's step lists splice in more than 200000 steps and uses in all"))
    }
}
