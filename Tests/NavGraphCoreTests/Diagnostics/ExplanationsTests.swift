import Testing
import _NavGraphCore

@Test func everyDiagnosticCodeHasExactlyOneExplanation() {
    for code in DiagnosticCode.allCases {
        #expect(Explanations.all.filter { $0.code == code }.count == 1, "\(code.rawValue)")
    }
    #expect(Explanations.all.map(\.code) == DiagnosticCode.allCases)
}

@Test func explanationTextHasTheParagraphAndBothExamplesIndented() throws {
    let explanation = try #require(Explanations.explanation(for: .includeFailed))
    let text = explanation.rendered()
    #expect(text.hasPrefix("NG010 (error): \(DiagnosticCode.includeFailed.summary)\n\n"))
    #expect(text.contains("\nBoth examples include parts/about.navgraph.yaml:\n\n    screens:\n"))
    #expect(text.contains("\nWrong:\n\n    navgraph: 1\n"))
    #expect(text.contains("\nRight:\n\n    navgraph: 1\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    let empty = try #require(Explanations.explanation(for: .emptyOrInvalidFile)).rendered()
    #expect(empty.contains("Wrong:\n\n    (an empty file)\n"))
}
