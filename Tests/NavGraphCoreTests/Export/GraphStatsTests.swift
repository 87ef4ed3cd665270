import Testing
import _NavGraphCore

private let smallGraph = """
    navgraph: 1
    graph: Small
    root: home
    screens:
      home:
        segues:
          openList: { kind: show, to: list }
          openSheet: { kind: modal, to: sheet, presentation: formSheet, embedInNavigationController: true }
      list:
        segues:
          openItem: { kind: show, to: item }
      item: {}
      sheet:
        segues:
          openNote: { kind: show, to: note }
      note: {}
      promo:
        deepLinks: ["small://promo"]
        segues:
          openTerms: { kind: show, to: terms }
      terms: {}
      banner:
        deepLinks: ["small://banner"]

    """

private func stats(_ yaml: String) throws -> GraphStats {
    let checked = check(yaml)
    #expect(!checked.result.hasErrors, "\(checked.result.diagnostics.map(\.message))")
    return GraphStats(try #require(checked.result.graph))
}

private func stats(example name: String) throws -> GraphStats {
    let result = Pipeline.check(mainFile: name, sources: try exampleGraphSources())
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return GraphStats(try #require(result.graph))
}

private func screen(_ id: String, in stats: GraphStats) throws -> GraphStats.Screen {
    try #require(stats.screens.first { $0.id == id })
}

@Test func tapsCountSeguesFromTheRootAndModalOnlyScreensAreNoted() throws {
    let stats = try stats(smallGraph)
    let taps = Dictionary(uniqueKeysWithValues: stats.screens.map { ($0.id, $0.taps) })
    #expect(
        taps == ["home": 0, "list": 1, "item": 2, "sheet": 1, "note": 2, "promo": nil, "terms": nil, "banner": nil])
    #expect(stats.screens.filter(\.onlyThroughModal).map(\.id) == ["sheet", "note"])
    #expect(stats.screens.filter(\.onlyThroughLink).map(\.id) == ["promo", "terms", "banner"])
}

@Test func backLeadsHomeExceptFromWhatOnlyADeepLinkOpens() throws {
    let stats = try stats(smallGraph)
    #expect(stats.screens.filter { !$0.backLeadsHome }.map(\.id) == ["promo", "terms", "banner"])
    // `item` and `note` have no segue but a back button; `terms` is pushed; `banner` has neither.
    #expect(stats.screens.filter(\.isDeadEnd).map(\.id) == ["banner"])
}

@Test func theDeepestBackChainAndTheWidestFanOut() throws {
    let stats = try stats(smallGraph)
    #expect(stats.deepestBackChain.count == 3)
    #expect(stats.deepestBackChain.first == "home")
    #expect(stats.widestFanOut?.screen == "home")
    #expect(stats.widestFanOut?.segues == 2)
}

@Test func aTabOtherThanTheFirstIsOneTapAway() throws {
    let stats = try stats(
        """
        navgraph: 1
        graph: Tabs
        root: main
        containers:
          main:
            kind: tabBar
            tabs:
              - { id: first, root: one, title: One }
              - { id: second, root: two, title: Two }
        screens:
          one: {}
          two:
            segues:
              openDetail: { kind: show, to: detail }
          detail: {}

        """)
    let taps = Dictionary(uniqueKeysWithValues: stats.screens.map { ($0.id, $0.taps) })
    #expect(taps == ["one": 0, "two": 1, "detail": 2])
    #expect(stats.screens.allSatisfy { $0.backLeadsHome })
    #expect(stats.deepestBackChain == ["two", "detail"])
}

@Test func theMailExampleMeasuredByHand() throws {
    let stats = try stats(example: "mail.navgraph.yaml")
    let taps = Dictionary(uniqueKeysWithValues: stats.screens.map { ($0.id, $0.taps) })
    #expect(
        taps == [
            "mailboxes": 0, "messages": 1, "message": 2, "compose": 1, "attachmentPicker": 2, "discardDraft": 2,
        ])
    #expect(stats.screens.filter(\.onlyThroughModal).map(\.id) == ["compose", "attachmentPicker", "discardDraft"])
    #expect(stats.screens.allSatisfy { $0.backLeadsHome })
    #expect(stats.deepestBackChain.count == 3)
    #expect(stats.widestFanOut?.screen == "compose")
    #expect(stats.widestFanOut?.segues == 3)
}

@Test func theShopExampleCountsTheSignInGateAndTheCatalogTab() throws {
    let stats = try stats(example: "shop.navgraph.yaml")
    let taps = Dictionary(uniqueKeysWithValues: stats.screens.map { ($0.id, $0.taps) })
    // Both entries start at 0 taps; the catalog tab's split columns and the cart tab are one tap away.
    #expect(
        taps == [
            "signIn": 0, "home": 0, "account": 1, "categories": 1, "products": 1, "noSelection": 1, "product": 1,
            "reviews": 2, "sizePicker": 2, "cart": 1,
        ])
    #expect(stats.screens.filter(\.onlyThroughModal).isEmpty)
    #expect(stats.screens.filter(\.isDeadEnd).isEmpty)
}

@Test func theSettingsExampleHelpPageIsThreeTapsAway() throws {
    let stats = try stats(example: "settings.navgraph.yaml")
    #expect(try screen("helpPage", in: stats).taps == 3)
    #expect(stats.screens.filter(\.onlyThroughModal).map(\.id) == ["search", "searchResults", "helpPage"])
    // settingsList → search (presented with a stack) → appSettings → settingsGroup.
    #expect(stats.deepestBackChain == ["settingsList", "search", "appSettings", "settingsGroup"])
}

@Test func textAndJSONCarryTheSameNumbers() throws {
    let stats = try stats(smallGraph)
    let text = stats.rendered(.text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "screen  taps  back home  segues  notes")
    #expect(lines.contains("item    2     yes        0"))
    #expect(lines.contains("banner  -     no         0       dead end, only through a deep link"))
    #expect(lines.contains("widest fan-out: 2 segues from 'home'"))
    let json = stats.rendered(.json)
    #expect(json.contains("\"id\": \"banner\",\n      \"taps\": null,\n      \"backLeadsHome\": false"))
    #expect(json.contains("\"widestFanOut\": {\n    \"screen\": \"home\",\n    \"segues\": 2\n  }"))
}
