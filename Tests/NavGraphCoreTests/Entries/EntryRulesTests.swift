import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// `entries:` (docs/format.md, Entries): where the app may start, each checked, every one a root of the flow
/// analysis, lowered for the runtime.
@Suite struct EntryRulesTests {
    static let screens = """
        screens:
          welcome:
            segues:
              signIn: { kind: replaceRoot, to: app }
          home: {}
          onboarding:
            segues:
              done: { kind: show, to: tips }
          tips: {}
        containers:
          app:
            kind: tabBar
            tabs: [{ id: home, root: home }]

        """

    static func graph(_ top: String) -> String { "navgraph: 1\ngraph: TestFlow\n" + top + screens }

    @Test func theFirstEntryIsTheRootWhenRootIsLeftOut() throws {
        let checked = check(Self.graph("entries: [welcome, app, onboarding]\n"))
        #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let definition = try #require(checked.result.definition)
        #expect(definition.root == "welcome")
        #expect(definition.entries == ["welcome", "app", "onboarding"])
        #expect(definition.entryIDs == ["welcome", "app", "onboarding"])
    }

    @Test func aGraphWithoutEntriesStartsFromItsRootAlone() throws {
        let definition = try #require(check(Self.graph("root: welcome\n")).result.definition)
        #expect(definition.entries == nil)
        #expect(definition.entryIDs == ["welcome"])
    }

    @Test func everyEntryIsARootOfTheFlowAnalysis() {
        // 'onboarding' and 'tips' are reached from the third entry only.
        expectNoDiagnostic(check(Self.graph("entries: [welcome, app, onboarding]\n")), .unreachableScreen)
        let without = check(Self.graph("entries: [welcome, app]\n"))
        let messages = without.diagnostics(.unreachableScreen).map(\.message)
        #expect(
            messages == [
                "screen 'onboarding' is unreachable from every entry ('welcome', 'app') and from every deep link",
                "screen 'tips' is unreachable from every entry ('welcome', 'app') and from every deep link",
            ])
    }

    @Test func aContainerNamedOnlyByAnEntryIsUsed() {
        let graph = """
            navgraph: 1
            graph: TestFlow
            entries: [home, app]
            screens:
              home: {}
            containers:
              app:
                kind: tabBar
                tabs: [{ id: home, root: home }]

            """
        expectNoDiagnostic(check(graph), .unreachableScreen)
        let rootOnly = check(graph.replacingOccurrences(of: "entries: [home, app]", with: "root: home"))
        #expect(rootOnly.diagnostics(.unreachableScreen).map(\.message).contains { $0.contains("'app' is never used") })
    }

    @Test func ng203AnEntryThatNamesNothingHasADidYouMean() {
        let checked = check(Self.graph("entries: [welcome, 1️⃣ap, 2️⃣onbording]\n"))
        let first = expectDiagnostic(checked, .unknownEntry, at: "1️⃣")
        #expect(first?.message == "entry 'ap' names neither a screen nor a container")
        #expect(first?.severity == .error)
        #expect(first?.notes.map(\.message) == ["did you mean 'app'?"])
        let second = expectDiagnostic(checked, .unknownEntry, at: "2️⃣")
        #expect(second?.notes.map(\.message) == ["did you mean 'onboarding'?"])
        #expect(checked.result.definition == nil)
    }

    @Test func ng203ReportsAnUnknownFirstEntryOnceAndNotAsAnUnknownRoot() {
        let checked = check(Self.graph("entries: [1️⃣welcom, app]\n"))
        expectDiagnostic(checked, .unknownEntry, at: "1️⃣")
        expectNoDiagnostic(checked, .unknownScreen)
    }

    @Test func ng104AnEntryListedTwice() {
        let checked = check(Self.graph("entries: [welcome, app, 1️⃣app]\n"))
        let diagnostic = expectDiagnostic(checked, .duplicateEntry, at: "1️⃣")
        #expect(diagnostic?.message == "entry 'app' is listed twice")
        #expect(diagnostic?.notes.first?.location?.column == 20)
        expectNoDiagnostic(check(Self.graph("entries: [welcome, app]\n")), .duplicateEntry)
    }

    @Test func ng205RootMustBeTheFirstEntry() {
        let checked = check(Self.graph("root: 1️⃣app\nentries: [welcome, app]\n"))
        let diagnostic = expectDiagnostic(checked, .rootNotFirstEntry, at: "1️⃣")
        #expect(diagnostic?.message == "'root' is 'app' but the first entry is 'welcome'")
        #expect(diagnostic?.notes.first?.message.hasPrefix("move 'app' to the front of 'entries'") == true)
        let absent = check(Self.graph("root: 2️⃣onboarding\nentries: [welcome, app]\n"))
        let note = expectDiagnostic(absent, .rootNotFirstEntry, at: "2️⃣")?.notes.first?.message
        #expect(note?.hasPrefix("put 'onboarding' first in 'entries'") == true)
        expectNoDiagnostic(check(Self.graph("root: welcome\nentries: [welcome, app]\n")), .rootNotFirstEntry)
    }

    @Test func neitherRootNorEntriesIsAMissingKey() {
        let checked = check("navgraph: 1\ngraph: TestFlow\n" + Self.screens)
        #expect(checked.diagnostics(.missingKey).map(\.message) == ["graph file needs a 'root' key"])
        expectNoDiagnostic(check(Self.graph("entries: [welcome]\n")), .missingKey)
    }

    @Test func theSchemaTakesEntriesInPlaceOfRoot() {
        let schema = GraphSchema.render().filter { !$0.isWhitespace }
        #expect(schema.contains("\"entries\""))
        #expect(schema.contains("\"anyOf\":[{\"required\":[\"root\"]},{\"required\":[\"entries\"]}]"))
    }
}
