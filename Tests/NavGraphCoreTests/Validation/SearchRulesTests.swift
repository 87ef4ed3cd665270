import NavGraphRuntime
import Testing
import _NavGraphCore

// `navigationItem.search` and `dismissesItself`: decoding and lowering, NG201 for an unknown results screen, NG316,
// NG317, NG318, NG430, NG431, and NG404/NG405 as they see searches and self-dismissing screens. See docs/format.md.

private let searchHeader = """
    navgraph: 1
    graph: TestFlow
    root: list

    """

@Test func aSearchIsDecodedAndLowered() throws {
    let checked = check(
        searchHeader + """
            screens:
              list:
                title: Mail
                navigationItem:
                  search: { placeholder: Search Mail, scopes: [All, Current], results: found, hidesWhenScrolling: false }
              found:
                title: Found
                parameters:
                  query: { type: String, default: "" }

            """)
    #expect(checked.result.diagnostics.map(\.message) == [])
    let list = try #require(checked.result.definition?.screens.first { $0.id == "list" })
    #expect(
        list.navigationItem.search
            == SearchDefinition(
                placeholder: "Search Mail", scopes: ["All", "Current"], results: "found", hidesWhenScrolling: false))
    // A plain `search:` asks for a search field with the system's defaults, results shown in place.
    let plain = check(searchHeader + "screens:\n  list:\n    title: Mail\n    navigationItem:\n      search:\n")
    #expect(plain.result.diagnostics.map(\.message) == [])
    let plainList = try #require(plain.result.definition?.screens.first { $0.id == "list" })
    #expect(plainList.navigationItem.search == SearchDefinition())
    #expect(plainList.dismissesItself == nil)
}

@Test func anUnknownSearchKeyAndAWrongKindAreReported() {
    let checked = check(
        searchHeader + """
            screens:
              list:
                navigationItem:
                  search: { placeholder: Find, result: found }
              other:
                navigationItem:
                  search: [a]

            """)
    #expect(checked.codes.contains(.unknownKey))
    #expect(checked.diagnostics(.unknownKey).first?.message.contains("'search'") == true)
    #expect(checked.codes.contains(.wrongValueKind))
}

@Test func anUnknownResultsScreenIsNG201WithASuggestion() throws {
    let checked = check(
        searchHeader + """
            screens:
              list:
                navigationItem:
                  search: { results: fond }
              found:
                title: Found

            """)
    let diagnostic = try #require(checked.diagnostics(.unknownScreen).first)
    #expect(diagnostic.message == "the search of screen 'list' shows unknown screen 'fond'")
    #expect(diagnostic.notes.map(\.message) == ["did you mean 'found'?"])
}

@Test func scopesMustBeNonEmptyDistinctAndAtLeastTwo() {
    let twice = check(searchHeader + "screens:\n  list:\n    navigationItem:\n      search: { scopes: [A, B, A] }\n")
    #expect(twice.diagnostics(.malformedSearchScopes).map(\.message) == ["screen 'list' lists scope 'A' twice"])
    let empty = check(searchHeader + "screens:\n  list:\n    navigationItem:\n      search: { scopes: [A, \"\"] }\n")
    #expect(empty.diagnostics(.malformedSearchScopes).map(\.message) == ["a scope of screen 'list' has an empty title"])
    let one = check(searchHeader + "screens:\n  list:\n    navigationItem:\n      search: { scopes: [A] }\n")
    #expect(one.diagnostics(.malformedSearchScopes).map(\.message) == ["screen 'list' has a scope bar with one scope"])
    let fine = check(searchHeader + "screens:\n  list:\n    navigationItem:\n      search: { scopes: [A, B] }\n")
    #expect(fine.diagnostics(.malformedSearchScopes).isEmpty)
}

@Test func aResultsScreenMustBeMadeWithItsDefaults() {
    func reasons(_ found: String) -> [String] {
        check(
            searchHeader + """
                screens:
                  list:
                    navigationItem:
                      search: { results: found }
                \(found)
                """
        ).diagnostics(.notAResultsScreen).map(\.message)
    }
    #expect(reasons("  found:\n    title: Found\n") == [])
    #expect(
        reasons("  found:\n    parameters:\n      query: String\n") == [
            "screen 'found' cannot show the search results of 'list': its parameter 'query' has no default: a "
                + "results screen is made with its defaults"
        ])
    #expect(reasons("  found:\n    style: alert\n    actions: [{ id: ok, title: OK, role: cancel }]\n").count == 1)
    #expect(reasons("  found:\n    dismissesItself: true\n").count == 1)
    #expect(reasons("  found:\n    segues:\n      done: { kind: return }\n").count == 1)
    let itself = check(searchHeader + "screens:\n  list:\n    navigationItem:\n      search: { results: list }\n")
    #expect(itself.diagnostics(.notAResultsScreen).count == 1)
}

@Test func aResultsScreenIsReachableThroughItsSearchAndItsSeguesCount() {
    let checked = check(
        searchHeader + """
            screens:
              list:
                title: Mail
                navigationItem:
                  search: { results: found }
              found:
                title: Found
                segues:
                  open: { kind: show, to: message }
              message:
                title: Message
                segues:
                  toList: { kind: unwind, to: list }

            """)
    #expect(checked.codes == [])
}

@Test func aSelfDismissingScreenIsShownOnlyByAPlainModalSegue() {
    let checked = check(
        searchHeader + """
            screens:
              list:
                segues:
                  push: { kind: show, to: safari }
                  embedded: { kind: modal, to: safari, embedInNavigationController: true }
                  plain: { kind: modal, to: safari, presentation: fullScreen }
              safari:
                dismissesItself: true

            """)
    #expect(
        checked.diagnostics(.selfDismissingNotModal).map(\.message) == [
            "screen 'safari' dismisses itself but is shown by 'show' segue 'push'",
            "screen 'safari' dismisses itself but is embedded in a navigation controller by segue 'embedded'",
        ])
    // A full-screen presentation of a screen that closes itself is no presentation without a way out.
    #expect(checked.diagnostics(.modalWithoutExit).isEmpty)
    let root = check("navgraph: 1\ngraph: T\nroot: safari\nscreens:\n  safari:\n    dismissesItself: true\n")
    #expect(
        root.diagnostics(.selfDismissingNotModal).map(\.message) == [
            "screen 'safari' dismisses itself but is an entry of the app"
        ])
}

@Test func withoutDismissesItselfAFullScreenPresentationWithNoWayOutIsStillNG404() {
    let checked = check(
        searchHeader + """
            screens:
              list:
                segues:
                  plain: { kind: modal, to: safari, presentation: fullScreen }
              safari:
                title: Safari

            """)
    #expect(checked.diagnostics(.modalWithoutExit).count == 1)
}

@Test func aSearchOrADismissItemWhoseBarNeverShowsIsAWarning() {
    let checked = check(
        searchHeader + """
            screens:
              list:
                title: List
                segues:
                  compose: { kind: modal, to: composer }
                  find: { kind: modal, to: finder, embedInNavigationController: true }
              composer:
                title: New
                navigationItem:
                  leftBarButtonItem: { id: cancel, system: cancel, builtin: dismiss }
                  search: { placeholder: Find }
                toolbarItems:
                  - { id: close, title: Close, builtin: dismiss }
              finder:
                title: Find
                navigationItem:
                  leftBarButtonItem: { id: cancel, system: cancel, builtin: dismiss }
                  search: { placeholder: Find }

            """)
    #expect(
        checked.diagnostics(.searchNotShown).map(\.message) == [
            "the search of screen 'composer' never shows: every way in shows it without a navigation controller"
        ])
    #expect(
        checked.diagnostics(.itemNeverShown).map(\.message) == [
            "item 'cancel' of screen 'composer' dismisses, but is never on screen: every way in shows it without a "
                + "navigation controller",
            "item 'close' of screen 'composer' dismisses, but is never on screen: every way in shows it without a "
                + "navigation controller",
        ])
    #expect(checked.diagnostics(.searchNotShown).allSatisfy { $0.severity == .warning })
    let hidden = check(
        searchHeader + "screens:\n  list:\n    navigationBarHidden: true\n    navigationItem:\n      search: {}\n")
    #expect(
        hidden.diagnostics(.searchNotShown).map(\.message) == [
            "the search of screen 'list' never shows: its navigation bar is hidden"
        ])
}
