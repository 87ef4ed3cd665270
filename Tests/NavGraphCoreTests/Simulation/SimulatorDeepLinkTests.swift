import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A graph whose screens are reached by a push, a push after a presentation, and a screen no segue reaches.
private let graphText = """
    navgraph: 1
    graph: Links
    root: list
    screens:
      list:
        title: List
        segues:
          openApp: { kind: show, to: app }
          share: { kind: modal, to: sheet, presentation: formSheet, embedInNavigationController: true }
      app:
        title: "{name}"
        parameters:
          name: String
          badge: { type: Int, default: 0 }
        deepLinks: ["/apps/{name}?badge={badge}"]
      sheet:
        title: Share
        segues:
          pick: { kind: show, to: target }
          done: { kind: unwind, to: list }
      target:
        title: Target
        deepLinks: ["links://share/target"]
      orphan:
        title: Orphan
        deepLinks: ["/orphan"]

    """

private func makeSimulator() throws -> Simulator {
    let result = Pipeline.check(mainFile: "l.navgraph.yaml", sources: InMemorySources(["l.navgraph.yaml": graphText]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    return try Simulator(definition: definition, files: Simulator.Files(read: { _ in Data() }, write: { _, _ in }))
}

/// Runs `line`, which must print a state.
private func step(_ simulator: inout Simulator, _ line: String) throws -> SimulationState {
    let state = simulator.run(line: line)
    return try #require(state)
}

@Test func openBuildsStacksThroughPushesAndPresentations() throws {
    var simulator = try makeSimulator()
    let app = try step(&simulator, "open https://x.example/apps/Mail%20App?badge=3")
    #expect(app.error == nil)
    #expect(app.stack == ["list", "app"])
    #expect(app.navigationBar?.title == "Mail App")
    let target = try step(&simulator, "open LINKS://Share/target")
    #expect(target.error == nil)
    #expect(target.stack == ["list"])
    #expect(target.presented.map(\.stack) == [["sheet", "target"]])
    #expect(target.presented.map(\.style) == ["formSheet"])
    #expect(target.visible == "target")
    let orphan = try step(&simulator, "open /orphan")
    #expect(orphan.stack == ["orphan"])
    #expect(orphan.presented.isEmpty)
}

@Test func openRefusesBadLinksAndKeepsTheState() throws {
    var simulator = try makeSimulator()
    _ = simulator.run(line: "perform openApp name=x")
    for link in [
        "/apps", "/apps/x?badge=many", "/apps/%zz", "links://elsewhere/target", String(repeating: "/a", count: 2000),
    ] {
        let state = try step(&simulator, "open \(link)")
        #expect(state.error != nil, "\(link)")
        #expect(state.stack == ["list", "app"], "\(link)")
    }
}

/// A sheet that holds a draft (`modalInPresentation`): a link waits, and the state says so.
@Test func aWaitingLinkIsInTheStateUntilItOpens() throws {
    #expect(graphText.contains("    title: Share\n"))
    let text = graphText.replacingOccurrences(
        of: "    title: Share\n", with: "    title: Share\n    modalInPresentation: true\n")
    let result = Pipeline.check(mainFile: "l.navgraph.yaml", sources: InMemorySources(["l.navgraph.yaml": text]))
    let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
    var simulator = try Simulator(
        definition: definition, files: Simulator.Files(read: { _ in Data() }, write: { _, _ in }))
    _ = try step(&simulator, "perform share")
    let waiting = try step(&simulator, "open /apps/Mail")
    #expect(waiting.pendingLink == "/apps/Mail")
    #expect(waiting.json().contains("\"pendingLink\":\"/apps/Mail\""))
    #expect(waiting.drawn().contains("pending link: /apps/Mail\n"))
    #expect(waiting.presented.map(\.stack) == [["sheet"]])
    let opened = try step(&simulator, "dismiss")
    #expect(opened.pendingLink == nil)
    #expect(opened.json().contains("\"pendingLink\":null"))
    #expect(!opened.drawn().contains("pending link"))
    #expect(opened.stack == ["list", "app"])
    #expect(opened.presented.isEmpty)
}
