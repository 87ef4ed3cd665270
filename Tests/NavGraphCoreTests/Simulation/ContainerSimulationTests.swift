import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A tab bar whose second tab holds a split, and a picker that returns a value.
private let graphText = """
    navgraph: 1
    graph: Shop
    root: main
    containers:
      main:
        kind: tabBar
        tabs:
          - { id: home, root: home, badge: "3" }
          - { id: catalog, root: catalog }
      catalog: { kind: split, primary: categories, secondary: empty }
    screens:
      home:
        segues:
          pick: { kind: modal, to: picker, presentation: formSheet }
          lock: { kind: modal, to: locked, presentation: formSheet }
      locked:
        modalInPresentation: true
        segues:
          done: { kind: unwind, to: home }
      categories:
        segues:
          open: { kind: showDetail, to: product }
      empty:
        segues:
          open: { kind: show, to: product }
      product: {}
      picker:
        segues:
          chosen: { kind: unwind, to: home, returns: { size: String, count: Int } }

    """

private func makeSimulator() throws -> Simulator {
    let result = Pipeline.check(mainFile: "s.navgraph.yaml", sources: InMemorySources(["s.navgraph.yaml": graphText]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    return try Simulator(definition: definition, files: Simulator.Files(read: { _ in Data() }, write: { _, _ in }))
}

private func run(_ simulator: inout Simulator, _ line: String) throws -> SimulationState {
    let state = simulator.run(line: line)
    return try #require(state)
}

@Test func simulateShowsTabsAndSelectsThem() throws {
    var simulator = try makeSimulator()
    let start = simulator.state.json()
    #expect(
        start.contains(
            #""tabs":{"selected":"home","hidden":false,"items":[{"id":"home","stack":["home"],"badge":"3"},{"id":"catalog","stack":["empty"],"badge":null}]}"#
        ))
    #expect(start.contains(#""split":null,"alert":null,"action":null,"returned":null"#))
    let selected = try run(&simulator, "selectTab catalog")
    #expect(selected.tabs?.selected == "catalog")
    #expect(selected.split?.collapsed == false)
    #expect(selected.split?.primary == ["categories"])
    #expect(selected.split?.supplementary == nil)
    #expect(selected.split?.secondary == ["empty"])
    #expect(selected.events.first == "viewDidLoad categories")
    #expect(try run(&simulator, "selectTab nope").error == "the tab bar has no tab 'nope'")
}

@Test func simulatePerformsFromColumnsByNameOrScreenDotSegueAndCollapses() throws {
    var simulator = try makeSimulator()
    _ = simulator.run(line: "selectTab catalog")
    // Both on-screen tops have a segue `open`: the visible one's wins unless the screen is named.
    let detail = try run(&simulator, "perform categories.open")
    #expect(detail.error == nil)
    #expect(detail.split?.secondary == ["product"])
    let collapsed = try run(&simulator, "compact on")
    #expect(collapsed.split?.collapsed == true)
    #expect(collapsed.stack == ["categories", "product"])
    let expanded = try run(&simulator, "compact off")
    #expect(expanded.split?.secondary == ["product"])
    #expect(try run(&simulator, "compact maybe").error == "usage: compact on|off")
}

@Test func simulateReturnsTypedValuesAndSwipesSheetsDown() throws {
    var simulator = try makeSimulator()
    _ = simulator.run(line: "perform pick")
    let missing = try run(&simulator, "perform chosen size=M")
    #expect(missing.error == "segue 'chosen' needs the returned value 'count'")
    let extra = try run(&simulator, "perform chosen size=M count=2 color=red")
    #expect(extra.error == "segue 'chosen' returns no value 'color'")
    let wrong = try run(&simulator, "perform chosen size=M count=many")
    #expect(wrong.error != nil)
    let back = try run(&simulator, "perform chosen size=M count=2")
    #expect(back.json().contains(#""returned":{"segue":"chosen","to":"home","values":{"count":2,"size":"M"}}"#))
    #expect(back.events.last == "returned chosen to home")
    #expect(try run(&simulator, "state").returned == nil)
    _ = simulator.run(line: "perform pick")
    #expect(try run(&simulator, "swipeDown").presented.isEmpty)
    _ = simulator.run(line: "perform lock")
    #expect(try run(&simulator, "swipeDown").error != nil)
}
