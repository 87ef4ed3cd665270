/// Did-you-mean suggestions by edit distance, for unknown keys, screens, segues, parameters, types and cases.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo
    /// (distance at most a third of the word's length rounded up, at least 1, at most 3; an exchange of two
    /// neighbouring letters counts as one edit; ties go to the earlier candidate).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
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
    /// `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var distance = min(
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
                rowMinimum = min(rowMinimum, distance)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The did-you-mean note for `word`, if a candidate is close.
    public static func note(for word: String, in candidates: some Sequence<String>) -> [DiagnosticNote] {
        guard let match = closest(to: word, in: candidates) else { return [] }
        return [DiagnosticNote("did you mean '\(match)'?")]
    }
}
