import NavGraphCore
import Testing

/// Rules sharpened after a review against the spec.
struct ReviewFindingTests {
    @Test func backTitlesHaveTheirPlaceholdersChecked() {
        let checked = check(
            header + """
                screens:
                  home:
                    navigationItem: { backButtonTitle: 1️⃣"{c}" }
                    segues: { go: { kind: show, to: next } }
                  next:
                    parameters: { name: String }
                    navigationItem: { backBarButtonItem: 2️⃣{ title: "{zz}" } }
                    segues: { go: { kind: show, to: last } }
                  last:
                    navigationItem: { backBarButtonItem: { title: "{{literal}}" } }
                """
        )
        expectDiagnostic(checked, .unknownParameter, at: "1️⃣")
        expectDiagnostic(checked, .unknownParameter, at: "2️⃣")
        #expect(checked.diagnostics(.unknownParameter).count == 2)
    }

    @Test func aScreenWhoseNamespaceIsAKeywordIsNG101() {
        let checked = check(header + "screens:\n  home:\n    segues: { go: { kind: show, to: type } }\n  1️⃣type: {}\n")
        expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
        expectNoDiagnostic(
            check(header + "screens:\n  home:\n    segues: { go: { kind: show, to: types } }\n  types: {}\n"),
            .invalidIdentifier)
    }

    @Test func aDuplicateScreenIsNotAlsoUnreachable() {
        let checked = check(
            header + "include: [part.navgraph.yaml]\nscreens:\n  home: {}\n",
            files: ["part.navgraph.yaml": "screens:\n  1️⃣home: {}\n"]
        )
        expectDiagnostic(checked, .duplicateScreen, at: "1️⃣")
        expectNoDiagnostic(checked, .unreachableScreen)
    }
}

@Test func appTypeNamesThatStartTypeSyntaxAreNG101() {
    let checked = check(header + "screens:\n  home:\n    parameters:\n      user: { swift: 1️⃣\"some\" }\n")
    expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
    expectNoDiagnostic(
        check(header + "screens:\n  home:\n    parameters:\n      user: { swift: \"Some\" }\n"), .invalidIdentifier)
}
