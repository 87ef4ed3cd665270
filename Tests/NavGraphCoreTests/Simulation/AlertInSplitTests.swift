import NavGraphRuntime
import Testing
import _NavGraphCore

/// An alert shown from a split's primary column: its `pop` works on the stack of the screen that showed it, not
/// on the secondary column's (docs/alerts.md).
@Suite struct AlertInSplitTests {
    static let graph = """
        navgraph: 1
        graph: SplitAlert
        root: split
        containers:
          split: { kind: split, style: doubleColumn, primary: list, secondary: empty }
        screens:
          list:
            segues:
              push: { kind: show, to: sub }
          sub:
            navigationItem:
              rightBarButtonItems: [{ id: c, title: C, segue: confirm }]
            segues:
              confirm: { kind: modal, to: ask }
              open: { kind: showDetail, to: detail }
          empty: {}
          detail:
            segues:
              more: { kind: show, to: more }
          more: {}
          ask:
            style: actionSheet
            actions:
              - { id: pop, title: Pop, builtin: pop }
              - { id: top, title: To the root, builtin: popToRoot }
              - { id: no, title: No, role: cancel }

        """

    static func simulator() throws -> Simulator {
        let definition = try #require(
            Pipeline.check(mainFile: "s.navgraph.yaml", sources: InMemorySources(["s.navgraph.yaml": graph]))
                .definition)
        var simulator = try Simulator(definition: definition, files: .inMemory())
        for line in ["perform push", "perform open", "perform more", "perform confirm"] {
            let step = try simulator.step(line)
            #expect(step.error == nil, "\(line): \(step.error ?? "")")
        }
        return simulator
    }

    @Test(arguments: ["pop", "top"])
    func aPopOfAnAlertShownFromThePrimaryColumnPopsThatColumn(action: String) throws {
        var simulator = try Self.simulator()
        let popped = try simulator.step("tap \(action)")
        #expect(popped.error == nil && popped.presented.isEmpty)
        #expect(popped.split?.primary == ["list"])
        #expect(popped.stack == ["detail", "more"])
        #expect(popped.events.contains("deinit sub") && !popped.events.contains("deinit more"))
    }
}
