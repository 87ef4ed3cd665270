/// The texts of `navgraph explain`: one entry per diagnostic code, as data.
public enum Explanations {
    /// Every explanation, in code order.
    public static let all: [Explanation] = []

    /// The explanation of `code`, nil if it has none.
    public static func explanation(for code: DiagnosticCode) -> Explanation? {
        all.first { $0.code == code }
    }
}
