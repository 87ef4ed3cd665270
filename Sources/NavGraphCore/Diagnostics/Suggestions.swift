/// Did-you-mean suggestions by edit distance, for unknown keys, screens, segues, parameters, types and cases.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo
    /// (distance at most a third of the word's length rounded up, at least 1, at most 3; an exchange of two
    /// neighbouring letters counts as one edit; ties go to the earlier candidate).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = min(3, max(1, (target.count + 2) / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Optimal-string-alignment distance (Levenshtein plus neighbour exchanges), giving up early (returning
    /// `limit + 1`) once it must exceed `limit`. Only the band of cells within `limit` of the diagonal is computed
    /// (a path leaving it costs more than `limit`), so two long names cost their length times the limit, not the
    /// product of their lengths; names whose lengths differ by more than `limit` cost nothing.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        let outside = limit + 1
        if abs(a.count - b.count) > limit { return outside }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Cells outside the band hold `outside`; each row sets the cell just before and just after its band, so
        // what the next rows read there is never a stale value of an older row.
        var beforePrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = [Int](repeating: outside, count: b.count + 1)
        var current = [Int](repeating: outside, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? i : outside
            var rowMinimum = current[low - 1]
            for j in low...high {
                var distance = min(
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
                rowMinimum = min(rowMinimum, distance)
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return outside }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], outside)
    }

    /// The did-you-mean note for `word`, if a candidate is close.
    package static func note(for word: String, in candidates: some Sequence<String>) -> [DiagnosticNote] {
        guard let match = closest(to: word, in: candidates) else { return [] }
        return [DiagnosticNote("did you mean '\(match)'?")]
    }
}
