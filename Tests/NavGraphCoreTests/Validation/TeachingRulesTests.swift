import Foundation
import Testing
import _NavGraphCore

/// Flow rules that say enough to act on: NG401 shows a path, NG405 stays quiet about a screen a misspelt `to:`
/// meant, NG407 measures against the limit of the stack the title is shown in.
struct TeachingRulesTests {
    @Test func aMisspeltDestinationDoesNotAlsoMakeItsScreenUnreachable() {
        let yaml = """
            screens:
              home:
                segues:
                  open: { kind: show, to: 1️⃣detial }
              detail:
                segues:
                  more: { kind: show, to: deeper }
              deeper: {}
              2️⃣orphan: {}

            """
        let checked = check(header + yaml)
        expectDiagnostic(checked, .unknownScreen, at: "1️⃣")
        // 'detail' and what it leads to are what the typo meant; 'orphan' is unreachable whatever the typo.
        #expect(
            checked.diagnostics(.unreachableScreen).map(\.message) == [
                "screen 'orphan' is unreachable from 'home' and from every deep link"
            ])
        let fixed = check(header + yaml.replacingOccurrences(of: "detial", with: "detail"))
        #expect(fixed.diagnostics(.unreachableScreen).count == 1)
    }

    @Test func ng401ShowsOnePathOnWhichTheTargetIsNotBelow() {
        let yaml = """
            screens:
              home:
                segues:
                  toSettings: { kind: show, to: settings }
                  toDetail: { kind: show, to: detail }
              settings:
                segues:
                  toDetail: { kind: show, to: detail }
              detail:
                segues:
                  back: { kind: unwind, to: 1️⃣settings }
                  jump: { kind: show, to: home, popTo: 2️⃣settings }

            """
        let checked = check(header + yaml)
        let unwind = expectDiagnostic(checked, .targetNotOnStack, at: "1️⃣")
        #expect(unwind?.notes.last?.message == "on this path 'settings' is not below: 'home' → 'detail'")
        let popTo = expectDiagnostic(checked, .targetNotOnStack, at: "2️⃣")
        #expect(popTo?.notes.map(\.message) == ["in this navigation stack 'settings' is not below: 'home' → 'detail'"])
    }

    @Test func ng407MeasuresAgainstTheLimitOfTheStackTheTitleIsShownIn() {
        let yaml = """
            navigationController: { backButtonTitleMaxLength: 12 }
            screens:
              home:
                title: Twelve chars
                segues:
                  open: { kind: show, to: detail }
                  sheet:
                    kind: modal
                    to: form
                    embedInNavigationController: true
                    navigationController: { backButtonTitleMaxLength: 40 }
              detail:
                title: 1️⃣Thirteen char
              form:
                title: A long title for a sheet
                segues:
                  more: { kind: show, to: last }
              last: {}

            """
        let checked = check(
            header
                + yaml.replacingOccurrences(
                    of: "Thirteen char", with: "Thirteen char\n    segues:\n      more: { kind: show, to: last }"))
        // Exactly the limit shows the title; one more shows "Back"; a presented stack with its own limit uses it.
        #expect(checked.diagnostics(.longDerivedBackTitle).map(\.location.line) == [checked.markers["1️⃣"]?.line])
        let tight = check(
            header + yaml.replacingOccurrences(of: "backButtonTitleMaxLength: 40", with: "backButtonTitleMaxLength: 20")
        )
        #expect(
            tight.diagnostics(.longDerivedBackTitle).map(\.message) == [
                "back title 'A long title for a sheet' derived from 'form' is longer than 20 characters: the bar over 'last' may show \"Back\""
            ])
    }
}
