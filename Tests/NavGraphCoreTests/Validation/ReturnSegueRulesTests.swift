import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// `kind: return`: what the decoder accepts, NG420 (every way in leaves something below), and how NG404/NG406 count
/// a return as a way out.
@Suite struct ReturnSegueRulesTests {
    /// A picker pushed by one caller and presented (bare, and at the bottom of its own stack) by two others.
    static let callers = """
        screens:
          home:
            segues:
              push: { kind: show, to: picker }
              sheet: { kind: modal, to: picker, presentation: fullScreen }
              stack: { kind: modal, to: wrapper, embedInNavigationController: true, presentation: fullScreen }
          wrapper:
            segues:
              push: { kind: show, to: picker }
              chooseHere: { kind: modal, to: picker, embedInNavigationController: true }
              close: { kind: unwind, to: home }
          picker:
            navigationItem: { hidesBackButton: true }
            interactivePopGestureEnabled: false
            segues:
              chosen: { kind: return, returns: { size: String } }

        """

    @Test func aPickerWithSeveralCallersPushedAndPresentedValidates() throws {
        let checked = check(header + Self.callers)
        #expect(checked.result.diagnostics.filter { $0.severity != .remark }.map(\.message) == [])
        let definition = try #require(checked.result.definition)
        let segue = try #require(definition.screens.first { $0.id == "picker" }?.segues.first)
        #expect(segue.kind == .return)
        #expect(segue.destination == "")
        #expect(segue.returns == [ReturnDefinition(name: "size", type: .string)])
    }

    @Test func aReturnNamesNoDestinationNorArguments() {
        let yaml = """
            screens:
              home:
                segues:
                  open: { kind: show, to: picker }
              picker:
                parameters: { size: String? }
                segues:
                  chosen: { kind: return, 1️⃣to: home }
                  other: { kind: return, 2️⃣arguments: { size: M }, 3️⃣forward: [size] }

            """
        let checked = check(header + yaml)
        let to = expectDiagnostic(checked, .unknownKey, at: "1️⃣")
        #expect(to?.message == "'to' does not apply to a 'return' segue")
        #expect(to?.notes.map(\.message).contains { $0.contains("use 'unwind'") } == true)
        expectDiagnostic(checked, .unknownKey, at: "2️⃣")
        expectDiagnostic(checked, .unknownKey, at: "3️⃣")
        // No `to` is no missing key for a return.
        expectNoDiagnostic(checked, .missingKey)
    }

    @Test func ng420TheRootHasNothingBelow() {
        let yaml = """
            navgraph: 1
            graph: TestFlow
            root: picker
            screens:
              picker:
                segues:
                  open: { kind: show, to: other }
                  chosen: { kind: 1️⃣return }
              other:
                segues:
                  again: { kind: show, to: picker }

            """
        let checked = check(yaml)
        let found = expectDiagnostic(checked, .returnWithNothingBelow, at: "1️⃣")
        #expect(found?.severity == .error)
        #expect(
            found?.message
                == "'return' segue 'chosen' of 'picker' has nothing to go back to when it is the graph's root")
        #expect(checked.result.definition == nil)
    }

    @Test func ng420TabRootsEntriesReplacedRootsAndDeepLinksHaveNothingBelow() {
        let yaml = """
            navgraph: 1
            graph: TestFlow
            entries: [main, signIn]
            containers:
              main:
                kind: tabBar
                tabs: [{ id: home, root: home }, { id: picks, root: tabPicker }]
            screens:
              home:
                segues:
                  signOut: { kind: replaceRoot, to: landing }
              tabPicker:
                segues:
                  chosen: { kind: 1️⃣return }
              signIn:
                segues:
                  done: { kind: 2️⃣return }
              landing:
                segues:
                  done: { kind: 3️⃣return }
              linked:
                deepLinks: ["/linked"]
                segues:
                  done: { kind: 4️⃣return }

            """
        let checked = check(yaml)
        #expect(
            expectDiagnostic(checked, .returnWithNothingBelow, at: "1️⃣")?.message.hasSuffix(
                "when it is the first screen of a tab or column of 'main', where the app starts") == true)
        #expect(
            expectDiagnostic(checked, .returnWithNothingBelow, at: "2️⃣")?.message.hasSuffix(
                "when it is an entry ('entries:')") == true)
        #expect(
            expectDiagnostic(checked, .returnWithNothingBelow, at: "3️⃣")?.message.hasSuffix(
                "when segue 'signOut' of 'home' installs it as the root content") == true)
        #expect(
            expectDiagnostic(checked, .returnWithNothingBelow, at: "4️⃣")?.message.hasSuffix(
                "when a deep link opens it with nothing below it ('root' does not reach it)") == true)
        #expect(checked.diagnostics(.returnWithNothingBelow).count == 4)
    }

    @Test func ng420AShowDetailIntoASplitsSecondaryColumnHasNothingBelow() {
        let yaml = """
            navgraph: 1
            graph: TestFlow
            root: split
            containers:
              split: { kind: split, primary: list, secondary: empty }
            screens:
              list:
                segues:
                  open: { kind: showDetail, to: detail }
              empty: {}
              detail:
                segues:
                  close: { kind: 1️⃣return }

            """
        let checked = check(yaml)
        #expect(
            expectDiagnostic(checked, .returnWithNothingBelow, at: "1️⃣")?.message.hasSuffix(
                "when segue 'open' of 'list' makes it the first screen of the split's secondary column") == true)
    }

    @Test func ng404AReturnFromAPresentationIsAWayOut() {
        func graph(sheetSegues: String) -> String {
            header + """
                screens:
                  home:
                    segues:
                      1️⃣open: { kind: modal, to: sheet, presentation: fullScreen, embedInNavigationController: true }
                  sheet:
                    segues:
                      more: { kind: show, to: inner }
                \(sheetSegues)
                  inner:
                    segues:
                      done: { kind: return }

                """
        }
        // The sheet's own return dismisses it.
        expectNoDiagnostic(check(graph(sheetSegues: "      done: { kind: return }")), .modalWithoutExit)
        // The return of the screen pushed inside pops that screen only: the sheet has no way out.
        expectDiagnostic(check(graph(sheetSegues: "")), .modalWithoutExit, at: "1️⃣")
    }

    @Test func ng406AReturnFromAPushedScreenIsAWayBack() {
        let stuck =
            header + """
                screens:
                  home:
                    segues:
                      open: { kind: show, to: locked }
                  locked:
                    navigationItem: { hidesBackButton: 1️⃣true }
                    interactivePopGestureEnabled: false

                """
        expectDiagnostic(check(stuck), .pushWithoutWayBack, at: "1️⃣")
        let freed = stuck.replacingOccurrences(
            of: "interactivePopGestureEnabled: false\n",
            with: "interactivePopGestureEnabled: false\n    segues:\n      back: { kind: return }\n")
        expectNoDiagnostic(check(freed), .pushWithoutWayBack)
    }
}
