import Testing
import _NavGraphCore

/// Did-you-mean notes that teach: a value written in UIKit's or SwiftUI's words gets the format's choice, a key's
/// did-you-mean never proposes a key that would then fail on its value or on the segue's kind, and a misspelt
/// required key is reported once.
struct ChoiceSuggestionTests {
    func segue(_ body: String) -> Checked {
        check(
            header
                + "screens:\n  home:\n    segues:\n      go: { \(body) }\n  detail:\n    segues:\n"
                + "      up: { kind: unwind, to: home }\n")
    }

    func notes(_ diagnostic: Diagnostic?) -> [String] { diagnostic?.notes.map(\.message) ?? [] }

    @Test func aChoiceWrittenInAnotherFrameworksWordsGetsTheFormatsChoice() {
        let push = segue("kind: 1️⃣push, to: detail")
        #expect(notes(expectDiagnostic(push, .wrongValueKind, at: "1️⃣")).first == "did you mean 'show'?")
        let sheet = segue("kind: modal, to: detail, presentation: 1️⃣sheet")
        #expect(notes(expectDiagnostic(sheet, .wrongValueKind, at: "1️⃣")).first == "did you mean 'pageSheet'?")
        let screenSheet = check(header + "screens:\n  home:\n    modalPresentationStyle: 1️⃣fullscreen\n")
        #expect(
            notes(expectDiagnostic(screenSheet, .wrongValueKind, at: "1️⃣")).first == "did you mean 'fullScreen'?")
        // Nothing close, no synonym: only the list of choices.
        let far = segue("kind: 1️⃣zzzz, to: detail")
        #expect(notes(expectDiagnostic(far, .wrongValueKind, at: "1️⃣")).count == 1)
    }

    @Test func aKeysDidYouMeanComesWithAValueThatFitsOrNotAtAll() {
        let both = segue("1️⃣knd: push, to: detail")
        #expect(notes(expectDiagnostic(both, .unknownKey, at: "1️⃣")) == ["did you mean 'kind: show'?"])
        let fine = segue("1️⃣knd: modal, to: detail")
        #expect(notes(expectDiagnostic(fine, .unknownKey, at: "1️⃣")) == ["did you mean 'kind'?"])
        let hopeless = segue("1️⃣knd: zzzz, to: detail")
        #expect(notes(expectDiagnostic(hopeless, .unknownKey, at: "1️⃣")).first?.hasPrefix("a segue takes:") == true)
    }

    @Test func aKeysDidYouMeanProposesOnlyWhatTheSegueKindTakes() {
        let show = segue("kind: show, to: detail, 1️⃣prsentation: pageSheet")
        let diagnostic = expectDiagnostic(show, .unknownKey, at: "1️⃣")
        #expect(diagnostic?.message == "unknown key 'prsentation' in a 'show' segue")
        #expect(notes(diagnostic).first?.contains("did you mean") == false)
        let modal = segue("kind: modal, to: detail, 1️⃣prsentation: pageSheet")
        #expect(notes(expectDiagnostic(modal, .unknownKey, at: "1️⃣")) == ["did you mean 'presentation'?"])
    }

    @Test func aMisspeltRequiredSegueKeyIsReportedOnceNotTwice() {
        let kind = segue("1️⃣knd: show, to: detail")
        expectDiagnostic(kind, .unknownKey, at: "1️⃣")
        expectNoDiagnostic(kind, .missingKey)
        let to = segue("kind: show, 1️⃣too: detail")
        expectDiagnostic(to, .unknownKey, at: "1️⃣")
        expectNoDiagnostic(to, .missingKey)
        // A key missing with no misspelling of it is still reported.
        let missing = segue("kind: show, 1️⃣zzz: detail")
        #expect(missing.diagnostics(.missingKey).map(\.message) == ["segue 'go' needs 'to'"])
    }
}
