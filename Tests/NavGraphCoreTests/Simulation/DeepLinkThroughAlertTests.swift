import NavGraphRuntime
import Testing
import _NavGraphCore

/// A link's synthetic chain never passes through an alert (docs/deep-links.md): a screen an alert's action
/// presents is reached another way, or opened alone.
@Suite struct DeepLinkThroughAlertTests {
    static func simulator(homeSegues extra: String) throws -> Simulator {
        let text = """
            navgraph: 1
            graph: Links
            root: home
            screens:
              home:
                navigationItem:
                  rightBarButtonItems: [{ id: q, title: Q, segue: confirm }]
                segues:
                  confirm: { kind: modal, to: ask }
            \(extra)
              ask:
                style: alert
                actions:
                  - { id: go, title: Go, segue: openHelp }
                  - { id: no, title: No, role: cancel }
                segues:
                  openHelp: { kind: modal, to: help, embedInNavigationController: true }
              help:
                deepLinks: ["links://help"]
              page:
                segues:
                  help: { kind: modal, to: help }

            """
        let result = Pipeline.check(mainFile: "l.navgraph.yaml", sources: InMemorySources(["l.navgraph.yaml": text]))
        let definition = try #require(result.definition, "\(result.diagnostics.map(\.message))")
        return try Simulator(definition: definition, files: .inMemory())
    }

    @Test func aScreenOnlyAnAlertPresentsIsOpenedAlone() throws {
        var simulator = try Self.simulator(homeSegues: "")
        let opened = try simulator.step("open links://help")
        #expect(opened.error == nil)
        #expect(opened.stack == ["help"] && opened.presented.isEmpty && opened.alert == nil)
    }

    @Test func anotherChainIsTakenAroundTheAlert() throws {
        var simulator = try Self.simulator(homeSegues: "      page: { kind: modal, to: page }")
        let opened = try simulator.step("open links://help")
        #expect(opened.error == nil)
        // As long as the chain through the alert (home, ask, help), and declared after it.
        #expect(opened.stack == ["home"] && opened.visible == "help" && opened.alert == nil)
        #expect(opened.presented.map(\.stack) == [["page"], ["help"]])
    }
}
