import Testing
import _NavGraphCore

/// The import codes' examples, imported: the wrong storyboard gives the code, the right one neither gives it nor
/// any error.
@Test(arguments: Explanations.all.filter(\.examplesAreStoryboards))
func storyboardExampleGivesItsCodeAndRightExampleDoesNot(explanation: Explanation) {
    func codes(_ storyboard: String) -> [Diagnostic] {
        StoryboardImporter.run([
            .init(file: Explanation.exampleStoryboardName, name: "Example", bytes: Array(storyboard.utf8))
        ]).diagnostics
    }
    let code = explanation.code
    let wrong = codes(explanation.wrong)
    #expect(wrong.contains { $0.code == code }, "wrong example of \(code.rawValue) gives \(wrong.map(\.code))")
    let right = codes(explanation.right)
    #expect(!right.contains { $0.code == code }, "right example of \(code.rawValue) gives \(right.map(\.message))")
    #expect(!right.contains { $0.severity == .error }, "right example of \(code.rawValue) has errors")
}
