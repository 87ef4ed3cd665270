import NavGraphCore
import Testing

/// Codes whose validation rule is not written yet (the deep-link rules): their wrong example cannot give them.
/// Checked as known issues, so that this test fails, and this set must shrink, as soon as a rule lands.
private let rulesNotYetWritten: Set<DiagnosticCode> = [
    .ambiguousDeepLinks, .deepLinkMissingParameter, .malformedDeepLinkPattern,
]

/// Checks an example as the main file, with the explanation's other files beside it.
private func diagnostics(of example: String, in explanation: Explanation) -> [Diagnostic] {
    var files = explanation.otherFiles
    files[Explanation.exampleFileName] = example
    let result = Pipeline.check(
        mainFile: Explanation.exampleFileName, sources: InMemorySources(files), limits: explanation.limits)
    return result.diagnostics
}

@Test(arguments: DiagnosticCode.allCases)
func wrongExampleGivesItsCodeAndRightExampleDoesNot(code: DiagnosticCode) throws {
    let explanation = try #require(Explanations.explanation(for: code))
    let wrong = diagnostics(of: explanation.wrong, in: explanation)
    if rulesNotYetWritten.contains(code) {
        withKnownIssue("the rule of \(code.rawValue) is not written yet") {
            #expect(wrong.contains { $0.code == code })
        }
    } else {
        #expect(wrong.contains { $0.code == code }, "wrong example of \(code.rawValue) gives \(wrong.map(\.code))")
    }
    let right = diagnostics(of: explanation.right, in: explanation)
    #expect(!right.contains { $0.code == code }, "right example of \(code.rawValue) still gives it")
    let errors = right.filter { $0.severity == .error }
    #expect(errors.isEmpty, "right example of \(code.rawValue) has errors: \(errors.map(\.message))")
}
