import Testing

/// The diff printed when a reference file no longer matches.
@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(lineDiff(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
    }

    @Test func aChangedLineShowsAsRemovedAndAddedWithContext() {
        let diff = lineDiff(expected: "1\n2\n3\n4\n5\n6\n7\n", actual: "1\n2\n3\nfour\n5\n6\n7\n")
        #expect(
            diff == """
                @@ reference line 2, generated line 2 @@
                  2
                  3
                - 4
                + four
                  5
                  6
                """)
    }

    @Test func insertedLinesAreNotReportedAsChangesOfEveryLineAfter() {
        let diff = lineDiff(expected: "a\nb\nc\nd\ne\nf\n", actual: "a\nnew\nb\nc\nd\ne\nf\n")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+ ") || $0.hasPrefix("- ") } == ["+ new"])
    }
}
