import NavGraphRuntime
import Testing
import _NavGraphCore

// `deepLinks` entries as mappings: decoding (NG004, NG005, NG006), `tab` (NG201, NG416), gates (NG417), `priority`
// (NG410 among equal priorities only). See docs/deep-links.md.

private let tabs = """
    navgraph: 1
    graph: TestFlow
    root: main

    containers:
      main:
        kind: tabBar
        tabs:
          - { id: home, root: feed }
          - { id: notifications, root: alerts }
          - { id: profile, root: me }

    """

@Test func aMappingEntryIsDecodedWithItsOptions() throws {
    let yaml = """
        screens:
          feed:
            segues:
              openPost: { kind: show, to: post }
          alerts:
            segues:
              openPost: { kind: show, to: post }
          me: {}
          post:
            parameters:
              postID: Int
            deepLinks:
              - "/p/{postID}"
              - { pattern: "/n/{postID}", tab: notifications, mode: reset, priority: -3 }

        """
    let checked = check(tabs + yaml)
    #expect(checked.result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    let links = try #require(checked.result.graph?.screens.first { $0.id.value == "post" }?.deepLinks)
    #expect(links.map(\.pattern.value) == ["/p/{postID}", "/n/{postID}"])
    #expect(links[1].tab?.value == "notifications")
    #expect(links[1].mode?.value == .reset)
    #expect(links[1].priority?.value == -3)
    #expect(links[0].mode == nil && links[0].tab == nil && links[0].priority == nil)
}

@Test func badEntriesAreReportedAtTheirValues() {
    let yaml = """
        screens:
          home:
            deepLinks:
              - { 1️⃣path: "/a" }
              - { pattern: "/b", mode: 2️⃣later }
              - { pattern: "/c", priority: 3️⃣5000 }
              - 4️⃣[ "/d" ]
              - 5️⃣null

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .unknownKey, at: "1️⃣")
    #expect(checked.diagnostics(.missingKey).map(\.message) == ["a deep link written as a mapping needs a 'pattern'"])
    expectDiagnostic(checked, .wrongValueKind, at: "2️⃣")
    expectDiagnostic(checked, .wrongValueKind, at: "3️⃣")
    expectDiagnostic(checked, .wrongValueKind, at: "4️⃣")
    expectDiagnostic(checked, .wrongValueKind, at: "5️⃣")
}

@Test func ng201UnknownTabWithADidYouMean() {
    let yaml = """
        screens:
          feed:
            segues:
              openPost: { kind: show, to: post }
          alerts: {}
          me: {}
          post:
            deepLinks: [{ pattern: "/p", tab: 1️⃣notification }]

        """
    let checked = check(tabs + yaml)
    let diagnostic = expectDiagnostic(checked, .unknownScreen, at: "1️⃣")
    #expect(diagnostic?.notes.contains { $0.message.contains("notifications") } == true)
}

@Test func ng416ATabThatDoesNotLeadToTheScreen() {
    let yaml = """
        screens:
          feed:
            segues:
              openPost: { kind: show, to: post }
          alerts: {}
          me: {}
          post:
            deepLinks: [{ pattern: "/p", tab: 1️⃣profile }, { pattern: "/q", tab: home }]

        """
    let checked = check(tabs + yaml)
    let diagnostic = expectDiagnostic(checked, .deepLinkTabDoesNotReach, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(checked.diagnostics(.deepLinkTabDoesNotReach).count == 1)
}

@Test func aTabsRouteIsItsOwnInTheDefinition() throws {
    let yaml = """
        screens:
          feed:
            segues:
              openPost: { kind: show, to: post }
          alerts:
            segues:
              openList: { kind: show, to: list }
          list:
            segues:
              openPost: { kind: show, to: post }
          me: {}
          post:
            deepLinks: ["/p", { pattern: "/n", tab: notifications }]

        """
    let checked = check(tabs + yaml)
    let definition = try #require(checked.result.definition)
    let post = try #require(definition.screens.first { $0.id == "post" })
    #expect(post.linkEntry?.tab == "home")
    #expect(post.deepLinks[0].route == nil)
    #expect(post.deepLinks[1].entry?.tab == "notifications")
    #expect(post.deepLinks[1].route?.map(\.segue) == ["openList", "openPost"])
}

@Test func ng417NamesTheGateAndGatesLinksFalseRemovesIt() throws {
    let yaml = """
        screens:
          signIn:
            segues:
              signedIn: { kind: replaceRoot, to: home }
              skip: { kind: replaceRoot, to: help, gatesLinks: false }
          home:
            segues:
              open: { kind: show, to: order }
          order:
            deepLinks: [1️⃣"/order"]
          help:
            deepLinks: ["/help"]

        """
    let signIn = "navgraph: 1\ngraph: TestFlow\nroot: signIn\n\n"
    let checked = check(signIn + yaml)
    let remark = expectDiagnostic(checked, .deepLinkWaitsForGate, at: "1️⃣")
    #expect(remark?.severity == .remark)
    #expect(remark?.message.contains("signIn.signedIn") == true)
    #expect(checked.diagnostics(.deepLinkWaitsForGate).count == 1)
    let definition = try #require(checked.result.definition)
    #expect(definition.screens.first { $0.id == "order" }?.linkGate == LinkStep(screen: "signIn", segue: "signedIn"))
    #expect(definition.screens.first { $0.id == "help" }?.linkGate == nil)
}

@Test func aGateThatDoesNotGateHandsOnTheOneBeforeIt() throws {
    let yaml = """
        screens:
          welcome:
            segues:
              next: { kind: replaceRoot, to: onboarding }
          onboarding:
            segues:
              done: { kind: replaceRoot, to: home, gatesLinks: false }
          home:
            deepLinks: ["/home"]

        """
    let checked = check("navgraph: 1\ngraph: TestFlow\nroot: welcome\n\n" + yaml)
    let definition = try #require(checked.result.definition)
    let gate = definition.screens.first { $0.id == "home" }?.linkGate
    #expect(gate?.screen == "welcome" && gate?.segue == "next")
}

@Test func gatesLinksIsForReplaceRootOnly() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: other, 1️⃣gatesLinks: false }
          other: {}

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .unknownKey, at: "1️⃣")
}

@Test func ng410OnlyAmongEqualPriorities() {
    let yaml = """
        screens:
          home:
            segues:
              openA: { kind: show, to: a }
              openB: { kind: show, to: b }
              openC: { kind: show, to: c }
          a:
            parameters:
              name: String
            deepLinks: ["https://*/{name}"]
          b:
            deepLinks: [{ pattern: "https://*/compose", priority: 1 }]
          c:
            deepLinks: [{ pattern: 1️⃣"/compose", priority: 1 }]

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .ambiguousDeepLinks, at: "1️⃣")
    #expect(
        checked.diagnostics(.ambiguousDeepLinks).map(\.message) == [
            "deep links '/compose' and 'https://*/compose' both match 'https://example.com/compose'"
        ])
}
