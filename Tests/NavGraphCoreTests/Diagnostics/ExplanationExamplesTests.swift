import Testing
import _NavGraphCore

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
    // The import codes' examples are storyboards: StoryboardExplanationTests checks them.
    guard !explanation.examplesAreStoryboards else { return }
    let wrong = diagnostics(of: explanation.wrong, in: explanation)
    #expect(wrong.contains { $0.code == code }, "wrong example of \(code.rawValue) gives \(wrong.map(\.code))")
    let right = diagnostics(of: explanation.right, in: explanation)
    #expect(!right.contains { $0.code == code }, "right example of \(code.rawValue) still gives it")
    let errors = right.filter { $0.severity == .error }
    #expect(errors.isEmpty, "right example of \(code.rawValue) has errors: \(errors.map(\.message))")
}
