import Testing

@testable import _NavGraphCore

/// The banded edit distance of did-you-mean agrees with the full table wherever the result is within the limit,
/// and says "over the limit" exactly where the full table does.
struct BandedEditDistanceTests {
    /// The full optimal-string-alignment table, the reference.
    func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                var distance = min(
                    table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), table[i - 1][j] + 1, table[i][j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, table[i - 2][j - 2] + 1)
                }
                table[i][j] = distance
            }
        }
        return table[a.count][b.count]
    }

    @Test func agreesWithTheFullTable() {
        var generator = SplitMix(seed: 12)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c"]
        for _ in 0..<3_000 {
            let a = (0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % 3)] }
            let b = (0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % 3)] }
            let limit = Int(generator.next() % 4)
            let expected = reference(a, b)
            let banded = Suggestions.editDistance(a, b, limit: limit)
            #expect(banded == (expected <= limit ? expected : limit + 1), "\(a) \(b) limit \(limit)")
        }
    }

    @Test func longNamesOneEditApartAreSuggested() {
        let name = String(repeating: "screen", count: 2_000)
        let typo = String(name.dropLast()) + "x"
        #expect(Suggestions.closest(to: typo, in: [name + "zzzz", name]) == name)
    }

    /// A small deterministic generator, so the test is the same every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
