import Foundation
import Testing

/// Every numeric option is range-checked: a value past its range is a usage error (exit 2), never an arithmetic
/// trap in a limit computed from it.
@Suite struct NumericOptionRangeTests {
    static let limitOptions = [
        "--max-file-size", "--max-depth", "--max-aliases", "--max-scalar-length", "--max-includes",
    ]

    @Test(arguments: ["validate", "test", "graph", "simulate"], limitOptions)
    func aHugeLimitIsAUsageError(command: String, option: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        try folder.write("a.navflow.yaml", "graph: a.navgraph.yaml\nflows:\n  f:\n    - state: {}\n")
        let path = command == "test" ? "a.navflow.yaml" : "a.navgraph.yaml"
        let run = try navgraph([command, option, "9223372036854775807", path], in: folder, input: "state\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("'\(option)' takes at most"))
    }

    @Test func aNumberTooLargeForAnIntegerIsOutOfRangeNotMalformed() throws {
        let run = try navgraph(["validate", "--max-depth", "99999999999999999999999", "."])
        #expect(run.status == 2)
        #expect(run.errors.contains("'--max-depth' takes at most 1000000, not '99999999999999999999999'"))
    }

    @Test func theLargestAcceptedLimitsRunToTheEnd() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        let run = try navgraph(
            [
                "validate", "--max-file-size", "4294967296", "--max-depth", "1000000", "--max-aliases", "100000000",
                "--max-scalar-length", "4294967296", "--max-includes", "1000000", "a.navgraph.yaml",
            ], in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains("0 errors, 0 warnings in 1 file"))
    }

    @Test func aSignIsNotADigit() throws {
        let run = try navgraph(["validate", "--max-includes", "+3", "."])
        #expect(run.status == 2)
        #expect(run.errors.contains("'--max-includes' needs a non-negative integer, not '+3'"))
    }
}
