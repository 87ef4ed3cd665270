import NavGraphRuntime
import Testing
import _NavGraphCore

/// A chain of `count` screens, each pushing the next, the last unwinding to the root.
func chainGraph(_ count: Int) -> String {
    var yaml = "navgraph: 1\ngraph: Chain\nroot: s0\nscreens:\n"
    for index in 0..<count - 1 {
        yaml += "  s\(index):\n    title: Screen \(index)\n    segues:\n      next: { kind: show, to: s\(index + 1) }\n"
    }
    yaml += "  s\(count - 1):\n    segues:\n      home: { kind: unwind, to: s0 }\n"
    return yaml
}

/// Checks `yaml` as one file, without the marker handling of `check(_:)` (too slow for big inputs in debug).
private func checkLarge(_ yaml: String) -> CheckResult {
    Pipeline.check(mainFile: "chain.navgraph.yaml", sources: InMemorySources(["chain.navgraph.yaml": yaml]))
}

/// The flow analysis is linear: a 20,000-screen chain validates (this test asserts the result, not the time;
/// the time is measured by hand and reported in docs/validation.md).
@Test func longChainValidatesWithoutDiagnostics() {
    let result = checkLarge(chainGraph(20_000))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
    #expect(result.definition?.screens.count == 20_000)
}

@Test func longChainUnwindToAScreenNotBelowIsFound() {
    var yaml = chainGraph(5_000)
    yaml += "  side:\n    deepLinks: [\"/side\"]\n    segues:\n      back: { kind: unwind, to: s4000 }\n"
    let checked = check(yaml)
    #expect(
        checked.diagnostics(.targetNotOnStack).map(\.location.line) == [
            checked.result.graph?.screens.last?.segues.first?.destination?.location.line
        ])
}
