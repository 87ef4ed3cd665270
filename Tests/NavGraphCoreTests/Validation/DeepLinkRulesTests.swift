import Testing
import _NavGraphCore

// MARK: NG412, malformed patterns

/// A home screen showing 'app', whose one deep link is `pattern`, marked 1️⃣.
private func appLinked(by pattern: String) -> String {
    """
    screens:
      home:
        segues:
          open: { kind: show, to: app }
      app:
        parameters:
          appID: String
        deepLinks: [1️⃣"\(pattern)"]

    """
}

@Test(arguments: [
    "apps/{appID}", "/apps/{appID", "/apps/x{appID}{y}", "/apps//{appID}", "/apps/{appID}/", "/apps/{appID}#top",
    "shop:/apps/{appID}", "shop://{host}/x", "https://user@shop.example.com/x", "https://shop.example.com:8080/x",
    "/apps/{appID}?id", "/apps/{appID}?id=x", "/apps/{appID}/{appID}", "/a b/{appID}", "/a%zz/{appID}", "",
])
func ng412MalformedPatterns(pattern: String) {
    let yaml = appLinked(by: pattern)
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .malformedDeepLinkPattern, at: "1️⃣")?.severity == .error)
}

@Test func wellFormedPatternsOfEveryShapeAreAccepted() {
    let yaml = """
        screens:
          home:
            deepLinks: ["/", "shop://home/start", "HTTPS://Shop.Example.com/start"]
            segues:
              open: { kind: show, to: product }
          product:
            parameters:
              sku: String
              tab: { type: String, default: info }
              note: String?
            deepLinks: ["/p/{sku}?tab={tab}&n={note}", "https://shop.example.com/product/{sku}", "/caf%C3%A9/{sku}"]

        """
    let checked = check(header + yaml)
    #expect(checked.result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
}

// MARK: NG204, NG306, NG304: the pattern's parameters

@Test func ng204PatternNamesAnUnknownParameter() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: app }
          app:
            parameters:
              appID: String
            deepLinks: [1️⃣"/apps/{appId}", "/apps/{appID}"]

        """
    let checked = check(header + yaml)
    let diagnostic = expectDiagnostic(checked, .unknownParameter, at: "1️⃣")
    #expect(diagnostic?.notes.contains { $0.message.contains("appID") } == true)
}

@Test func ng306ArraysAndAppTypesCannotTravelInALink() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: app }
          app:
            parameters:
              tags: { type: "[String]", default: [] }
              draft: { swift: "Mail.Draft?", default: null }
            deepLinks: [1️⃣"/apps?t={tags}", 2️⃣"/draft?d={draft}"]

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .parameterTakesNoLiteral, at: "1️⃣")
    expectDiagnostic(checked, .parameterTakesNoLiteral, at: "2️⃣")
}

@Test func ng304ARequiredParameterMustBeInThePath() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: app }
          app:
            parameters:
              appID: String
              section: String?
              page: { type: Int, default: 1 }
            deepLinks: [1️⃣"/apps", 2️⃣"/apps?id={appID}", "/apps/{appID}?p={page}"]

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .requiredParameterUnset, at: "1️⃣")
    let query = expectDiagnostic(checked, .requiredParameterUnset, at: "2️⃣")
    #expect(query?.message.contains("may leave") == true)
    #expect(checked.diagnostics(.requiredParameterUnset).count == 2)
}

// MARK: NG411, the synthetic back stack

@Test func ng411AScreenBelowNeedsAValueTheLinkDoesNotCarry() {
    let yaml = """
        screens:
          home:
            segues:
              openApp: { kind: show, to: app }
          app:
            parameters:
              appID: String
            segues:
              openAbout: { kind: show, to: about }
          about:
            deepLinks: [1️⃣"/about"]

        """
    let checked = check(header + yaml)
    let diagnostic = expectDiagnostic(checked, .deepLinkMissingParameter, at: "1️⃣")
    #expect(diagnostic?.message.contains("'appID'") == true)
    #expect(diagnostic?.severity == .error)
}

@Test func ng411IsSatisfiedByThePathBySegueArgumentsForwardsAndDefaults() {
    let yaml = """
        screens:
          home:
            segues:
              openApp: { kind: show, to: app }
              openGroup: { kind: show, to: group, arguments: { groupID: 7 } }
          app:
            parameters:
              appID: String
              name: { type: String, default: "" }
            segues:
              openAbout: { kind: show, to: about, forward: [appID] }
          about:
            parameters:
              appID: String
            segues:
              openMore: { kind: show, to: more }
            deepLinks: ["/apps/{appID}/about"]
          more:
            deepLinks: [1️⃣"/more"]
          group:
            parameters:
              groupID: Int
            segues:
              openItem: { kind: show, to: item }
          item:
            deepLinks: ["/item"]

        """
    let checked = check(header + yaml)
    // `/more` goes through `app`, whose `appID` it does not carry (`about` gets it forwarded from `app`).
    expectDiagnostic(checked, .deepLinkMissingParameter, at: "1️⃣")
    #expect(checked.diagnostics(.deepLinkMissingParameter).count == 1)
}

@Test func ng411ALinkedValueMustHaveTheSameType() {
    let yaml = """
        screens:
          home:
            segues:
              openApp: { kind: show, to: app }
          app:
            parameters:
              id: String
            segues:
              openAbout: { kind: show, to: about }
          about:
            parameters:
              id: Int
            deepLinks: [1️⃣"/about/{id}"]

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .deepLinkMissingParameter, at: "1️⃣")
}

@Test func ng411FollowsAPresentationWhenNoPushReachesTheScreen() {
    let yaml = """
        screens:
          home:
            segues:
              openApp: { kind: show, to: app }
          app:
            parameters:
              appID: String
            segues:
              share: { kind: modal, to: sheet, embedInNavigationController: true }
          sheet:
            deepLinks: [1️⃣"/share"]

        """
    let checked = check(header + yaml)
    expectDiagnostic(checked, .deepLinkMissingParameter, at: "1️⃣")
}

// MARK: NG410, overlapping patterns

@Test(arguments: [
    ("/p/{sku}", "/p/{id}", true),
    ("/p/{sku}", "/p/new", true),
    ("/p/{n}", "/p/new", false),
    ("/p/{n}", "/p/42", true),
    ("/p/{n}", "/p/{flag}", false),
    ("/p/{n}", "/p/{x}", true),
    ("/p/{kind}", "/p/inbox", true),
    ("/p/{kind}", "/p/other", false),
    ("/p/{kind}", "/p/{sku}", true),
    ("/p/{sku}", "/p/{sku}/reviews", false),
    ("/p/{sku}", "shop://any/p/x", true),
    ("shop://a/p/{sku}", "shop://b/p/{sku}", false),
    ("shop://a/p/{sku}", "SHOP://A/p/x", true),
    ("/p/{sku}?x={x}", "/p/{id}?y={y}", true),
    ("/a/{sku}/b", "/a/{id}/c", false),
    ("/p/{uuid}", "/p/{date}", false),
    ("/p/caf%C3%A9", "/p/café", true),
    ("https://*/p/{sku}", "https://h/p/{id}", true),
    ("https://*/p/{sku}", "shop://h/p/{id}", false),
    ("https://*/p/{sku}", "https://*/p/{id}", true),
    ("https://*/p/{sku}", "/p/{id}", true),
    ("/p/@{sku}", "/p/{id}", true),
    ("/p/@{sku}", "/p/ada", false),
    ("/p/@{sku}", "/p/@ada", true),
    ("/p/{n}.json", "/p/{y}", false),
    ("/p/{n}.json", "/p/{id}", true),
    ("/p/{n}.json", "/p/{y}.json", true),
    ("/p/a{sku}", "/p/{id}b", true),
])
func ng410OverlapIsDecidedFromThePatternsStructure(first: String, second: String, overlap: Bool) {
    let yaml = """
        enums:
          Kind: [inbox, sent]
        screens:
          home:
            segues:
              openA: { kind: show, to: a }
              openB: { kind: show, to: b }
          a:
            parameters:
              sku: { type: String, default: "" }
              n: { type: Int, default: 0 }
              kind: { type: Kind, default: inbox }
              uuid: { type: UUID?, default: null }
              x: { type: Double, default: 0 }
            deepLinks: ["\(first)"]
          b:
            parameters:
              id: { type: String, default: "" }
              flag: { type: Bool, default: false }
              sku: { type: String, default: "" }
              date: { type: Date?, default: null }
              x: { type: Double, default: 0 }
              y: { type: Int, default: 0 }
            deepLinks: [1️⃣"\(second)"]

        """
    let checked = check(header + yaml)
    #expect(checked.diagnostics(.malformedDeepLinkPattern).isEmpty)
    if overlap {
        let diagnostic = expectDiagnostic(checked, .ambiguousDeepLinks, at: "1️⃣")
        #expect(diagnostic?.notes.first?.location?.line == 18)
    } else {
        #expect(checked.diagnostics(.ambiguousDeepLinks).map(\.message) == [])
    }
}

@Test(arguments: [
    ("/p/{sku}", "/p/{id}", "/p/x"),
    ("/p/{n}", "/p/{x}", "/p/1"),
    ("/p/{kind}", "/p/{sku}", "/p/inbox"),
    ("/p/{sku}", "shop://any/p/new", "shop://any/p/new"),
    ("shop://home", "/", "shop://home"),
    ("/p/{uuid}", "/p/{sku}", "/p/00000000-0000-0000-0000-000000000000"),
    ("https://*/p/{sku}", "https://h/p/{id}", "https://h/p/x"),
    ("https://*/p/{sku}", "/p/{id}", "https://example.com/p/x"),
    ("/p/@{sku}", "/p/{id}", "/p/@x"),
])
func ng410NamesALinkBothPatternsMatch(first: String, second: String, witness: String) {
    let yaml = """
        enums:
          Kind: [sent, inbox]
        screens:
          home:
            segues:
              openA: { kind: show, to: a }
              openB: { kind: show, to: b }
          a:
            parameters:
              sku: { type: String, default: "" }
              n: { type: Int, default: 0 }
              kind: { type: Kind, default: inbox }
              uuid: { type: UUID?, default: null }
            deepLinks: ["\(first)"]
          b:
            parameters:
              id: { type: String, default: "" }
              sku: { type: String, default: "" }
              x: { type: Double, default: 0 }
            deepLinks: ["\(second)"]

        """
    let checked = check(header + yaml)
    #expect(
        checked.diagnostics(.ambiguousDeepLinks).map(\.message) == [
            "deep links '\(second)' and '\(first)' both match '\(witness)'"
        ])
}

/// Two patterns of one screen that read the same parameters at the same places open the same thing whichever
/// matches: not NG410. Reading them differently, or different query items, still is.
@Test(arguments: [
    ("\"/\", 1️⃣\"shop://home\"", false),
    ("\"/p/{sku}\", 1️⃣\"https://*/p/{sku}\"", false),
    ("\"/a/{sku}/{id}\", 1️⃣\"/a/{id}/{sku}\"", true),
    ("\"/p/{sku}\", 1️⃣\"/p/{id}\"", true),
    ("\"/p/{sku}?i={id}\", 1️⃣\"/p/{sku}\"", true),
])
func ng410SparesPatternsOfOneScreenThatBindAlike(patterns: String, overlap: Bool) {
    let yaml = """
        screens:
          home:
            parameters:
              sku: { type: String, default: "" }
              id: { type: String, default: "" }
            deepLinks: [\(patterns)]

        """
    let checked = check(header + yaml)
    if overlap {
        expectDiagnostic(checked, .ambiguousDeepLinks, at: "1️⃣")
    } else {
        #expect(checked.diagnostics(.ambiguousDeepLinks).map(\.message) == [])
    }
}

/// A message quotes a long pattern cut, not whole (the excerpt under it shows the line).
@Test func ng412CutsALongPatternInItsMessage() throws {
    let pattern = "/a%zz" + String(repeating: "x", count: 400_000) + "/{appID}"
    let yaml = appLinked(by: pattern)
    let diagnostic = try #require(expectDiagnostic(check(header + yaml), .malformedDeepLinkPattern, at: "1️⃣"))
    #expect(diagnostic.message.count < 400)
    #expect(diagnostic.message.contains("'/a%zzxxx"))  // the pattern, and the segment the reason names
    #expect(diagnostic.message.contains("…'"))
}
