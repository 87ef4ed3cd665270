/// A line diff for failure messages: the lines only in `expected` as `-`, only in `actual` as `+`, with two lines
/// of context around each change, from a longest common subsequence (the files compared have hundreds of lines,
/// so the quadratic table is cheap). Empty when the texts are equal.
func lineDiff(expected: String, actual: String, maximumLines: Int = 80) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    enum Step { case same(String), removed(String), added(String) }
    var steps: [(step: Step, oldLine: Int, newLine: Int)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            steps.append((.same(old[i]), i + 1, j + 1))
            i += 1
            j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            steps.append((.removed(old[i]), i + 1, j + 1))
            i += 1
        } else {
            steps.append((.added(new[j]), i + 1, j + 1))
            j += 1
        }
    }
    let changed = steps.indices.filter { if case .same = steps[$0].step { false } else { true } }
    guard !changed.isEmpty else { return "" }
    var shown = Set<Int>()
    for index in changed {
        for near in max(0, index - 2)...min(steps.count - 1, index + 2) { shown.insert(near) }
    }
    var output: [String] = []
    var previous = -2
    for index in shown.sorted() {
        if index != previous + 1 {
            output.append("@@ reference line \(steps[index].oldLine), generated line \(steps[index].newLine) @@")
        }
        previous = index
        switch steps[index].step {
        case .same(let line): output.append("  " + line)
        case .removed(let line): output.append("- " + line)
        case .added(let line): output.append("+ " + line)
        }
    }
    if output.count > maximumLines {
        let rest = output.count - maximumLines
        output = Array(output.prefix(maximumLines)) + ["… \(rest) more lines"]
    }
    return output.joined(separator: "\n")
}
