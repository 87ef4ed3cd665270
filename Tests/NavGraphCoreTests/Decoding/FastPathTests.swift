import NavGraphRuntime
import Testing
import _NavGraphCore

// The shortcuts the front end and the rules take on large graphs (no definition built for `validate`, a scan
// rather than an index for a screen's few parameters, an event's tag read beside it) must not change a finding.

/// A graph of two screens whose one segue goes to `destination`.
private func twoScreens(to destination: String) -> String {
    """
    navgraph: 1
    graph: TestFlow
    root: home
    screens:
      home:
        segues:
          next: { kind: show, to: \(destination) }
      detail: {}

    """
}

@Test func checkingWithoutLoweringGivesTheSameDiagnosticsAndNoDefinition() {
    let sources = InMemorySources(["main.navgraph.yaml": twoScreens(to: "detail")])
    let lowered = Pipeline.check(files: ["main.navgraph.yaml"], sources: sources)
    let unlowered = Pipeline.check(files: ["main.navgraph.yaml"], sources: sources, lowering: false)
    #expect(lowered.graphs.first?.result.definition != nil)
    #expect(unlowered.graphs.first?.result.definition == nil)
    #expect(unlowered.graphs.first?.result.graph?.screens.count == 2)

    let broken = InMemorySources(["main.navgraph.yaml": twoScreens(to: "detial")])
    let withLowering = Pipeline.check(files: ["main.navgraph.yaml"], sources: broken)
    let withoutLowering = Pipeline.check(files: ["main.navgraph.yaml"], sources: broken, lowering: false)
    // The misspelt 'detial' does not also make 'detail' unreachable (docs/validation.md, NG405).
    #expect(withoutLowering.diagnostics.map(\.code) == [.unknownScreen])
    #expect(withoutLowering.diagnostics == withLowering.diagnostics)
}

@Test func aTagOnAnAnchoredNodeIsStillRefusedAtTheNode() {
    let checked = check(header + "screens:\n  home:\n    title: 1️⃣&t !!str Home\n")
    expectDiagnostic(checked, .unsupportedYAMLFeature, at: "1️⃣")
    #expect(
        checked.diagnostics(.unsupportedYAMLFeature).first?.message
            == "explicit tags are not supported: 'tag:yaml.org,2002:str'")
}

/// A screen `target` with `count` String parameters `p0`…, its title naming the last one and an unknown one, and
/// a segue of `home` setting the first, the last and an unknown one.
private func parameterGraph(count: Int) -> String {
    var target = "  target:\n    title: 2️⃣\"{p\(count - 1)} {nope}\"\n    parameters:\n"
    for index in 0..<count { target += "      p\(index): String\n" }
    return header + """
        screens:
          home:
            segues:
              go: { kind: show, to: target, arguments: { p0: a, p\(count - 1): b, 1️⃣missing: c } }
        \(target)
        """
}

@Test(arguments: [3, 15, 16, 40])
func parametersAreFoundWhateverTheirNumber(count: Int) {
    let checked = check(parameterGraph(count: count))
    expectDiagnostic(checked, .unknownParameter, at: "1️⃣")
    expectDiagnostic(checked, .unknownParameter, at: "2️⃣")
    #expect(checked.diagnostics(.unknownParameter).count == 2)
    #expect(
        checked.diagnostics(.unknownParameter).first { $0.message.contains("missing") }?.message
            == "screen 'target' has no parameter 'missing'")
}

@Test func anAnchorIsRecordedAtItsOwnNodeOnly() {
    // The parser hands out an event's anchor beside it: the key after an anchored value has none, so it must not
    // start a recording that would replace the anchor's value.
    let checked = check(header + "screens:\n  home:\n    title: &t Hello\n    navigationItem: { prompt: *t }\n")
    #expect(checked.result.graph?.screens.first?.navigationItem.prompt?.value == "Hello")
}

@Test func aSeguesOutOfLineSettingsAreValuesOfTheirOwn() throws {
    // A segue keeps its `navigationController:` overrides and sheet keys behind a reference: a copy changed must
    // leave the original as it was, and a segue without them reads as having none.
    let checked = check(
        header + """
            screens:
              home:
                segues:
                  plain: { kind: show, to: page }
                  sheet:
                    kind: modal
                    to: page
                    embedInNavigationController: true
                    navigationController: { prefersLargeTitles: true }
                    detents: [medium, large]
              page: {}

            """)
    #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty)
    let segues = try #require(checked.result.graph?.screens.first?.segues)
    #expect(segues[0].navigationController == nil)
    #expect(segues[0].sheet.givenKeys.isEmpty)
    var copy = segues[1]
    copy.sheet.detents.removeAll()
    copy.navigationController?.prefersLargeTitles = nil
    #expect(segues[1].sheet.detents.map(\.value) == [.medium, .large])
    #expect(segues[1].navigationController?.prefersLargeTitles?.value == true)
    #expect(copy.sheet.detents.isEmpty)
    #expect(copy.navigationController?.prefersLargeTitles == nil)
    #expect(copy.navigationController != nil)
}
