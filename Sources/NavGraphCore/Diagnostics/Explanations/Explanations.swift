/// Everything a user reads about the diagnostic codes, as data: one entry per code, recorded from the code's page in
/// docs/diagnostics (`Explanations+Recorded.swift`). Each example is a whole main graph file; tests check the wrong one
/// gives its code and the right one does not.
package enum Explanations {
    /// The explanation of `code`, nil if it has none.
    package static func explanation(for code: DiagnosticCode) -> Explanation? {
        byCode[code]
    }

    /// Every explanation, in code order.
    package static let all: [Explanation] = recorded

    private static let byCode = Dictionary(recorded.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
