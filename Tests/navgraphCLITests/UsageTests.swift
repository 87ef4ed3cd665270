import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

@Test func versionPrintsTheToolNameAndVersion() throws {
    let run = try navgraph(["--version"])
    #expect(run.status == 0)
    #expect(run.output.wholeMatch(of: /navgraph \d+\.\d+\.\d+\n/) != nil)
}

@Test func helpListsTheCommandsOnStandardOutput() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
        let run = try navgraph(arguments)
        #expect(run.status == 0)
        for command in ["validate", "generate", "explain"] {
            #expect(run.output.contains("\n  \(command) "))
        }
    }
}

@Test func noArgumentsPrintsHelpOnStandardErrorWithStatus2() throws {
    let run = try navgraph([])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("usage: navgraph"))
}

@Test func helpOfACommandListsItsOptionsIncludingTheLimits() throws {
    let viaHelp = try navgraph(["help", "validate"])
    let viaFlag = try navgraph(["validate", "--help"])
    #expect(viaHelp.status == 0)
    #expect(viaHelp.output == viaFlag.output)
    #expect(viaHelp.output.hasPrefix("usage: navgraph validate"))
    for option in [
        "--format", "--warnings-as-errors", "--verbose", "--quiet", "--color", "--max-file-size", "--max-depth",
        "--max-aliases", "--max-scalar-length", "--max-includes",
    ] {
        #expect(viaHelp.output.contains("  \(option) "))
    }
    #expect(try navgraph(["help", "generate"]).output.contains("--access-level"))
}

@Test func unknownOptionIsAUsageErrorWithDidYouMean() throws {
    let run = try navgraph(["validate", "--fromat", "json"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("unknown option '--fromat'"))
    #expect(run.errors.contains("did you mean '--format'?"))
}

@Test func unknownCommandIsAUsageErrorWithDidYouMean() throws {
    let run = try navgraph(["valdiate"])
    #expect(run.status == 2)
    #expect(run.errors.contains("unknown command 'valdiate'"))
    #expect(run.errors.contains("did you mean 'validate'?"))
    let help = try navgraph(["help", "genrate"])
    #expect(help.status == 2)
    #expect(help.errors.contains("did you mean 'generate'?"))
}

@Test func optionValuesOutsideTheirSetAreRefusedWithDidYouMean() throws {
    let run = try navgraph(["validate", "--format=sarf"])
    #expect(run.status == 2)
    #expect(run.errors.contains("invalid value 'sarf' for '--format'"))
    #expect(run.errors.contains("did you mean 'sarif'?"))
    let missing = try navgraph(["validate", "--format"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("option '--format' needs a value"))
    let flagWithValue = try navgraph(["validate", "--quiet=yes"])
    #expect(flagWithValue.status == 2)
    #expect(flagWithValue.errors.contains("takes no value"))
}

@Test func limitOptionsNeedNonNegativeIntegers() throws {
    let run = try navgraph(["validate", "--max-depth", "deep"])
    #expect(run.status == 2)
    #expect(run.errors.contains("'--max-depth' needs a non-negative integer, not 'deep'"))
}

@Test func verboseAndQuietTogetherAreRefused() throws {
    let run = try navgraph(["validate", "--verbose", "--quiet"])
    #expect(run.status == 2)
}

@Test func doubleDashEndsOptions() throws {
    let folder = try TemporaryFolder()
    try folder.write("--weird.navgraph.yaml", Graphs.valid)
    let run = try navgraph(["validate", "--", "--weird.navgraph.yaml"], in: folder)
    #expect(run.status == 0)
    #expect(run.output.contains("in 1 file"))
    let withoutDashes = try navgraph(["validate", "--weird.navgraph.yaml"], in: folder)
    #expect(withoutDashes.status == 2)
}

@Test func explainPrintsTheCodeWithExamplesCaseInsensitively() throws {
    let run = try navgraph(["explain", "ng201"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("NG201 (error): unknown screen"))
    #expect(run.output.contains("Wrong:"))
    #expect(run.output.contains("Right:"))
}

@Test func explainOfAnUnknownCodeSuggestsTheClosest() throws {
    let run = try navgraph(["explain", "NG2O1"])
    #expect(run.status == 2)
    #expect(run.errors.contains("unknown diagnostic code 'NG2O1'"))
    #expect(run.errors.contains("did you mean 'NG201'?"))
    #expect(try navgraph(["explain"]).status == 2)
}

@Test func explainListNamesEveryCode() throws {
    let run = try navgraph(["explain", "--list"])
    #expect(run.status == 0)
    let codes = run.output.split(separator: "\n").compactMap { $0.split(separator: " ").first }
    #expect(codes.map(String.init) == DiagnosticCode.allCases.map(\.rawValue))
}

@Test func helpNamesEachCommandOnce() throws {
    let lines = try navgraph(["--help"]).output.split(separator: "\n")
    let names = lines.drop { $0 != "commands:" }.dropFirst().prefix { !$0.isEmpty }
        .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(names.count > 3)
    #expect(Set(names).count == names.count)
    #expect(names.contains("test") && names.contains("simulate"))
}

@Test func graphPrintsADiagramOrTheGraphsErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let mermaid = try navgraph(["graph", "settings.navgraph.yaml"], in: folder)
    #expect(mermaid.status == 0)
    #expect(mermaid.output.contains("flowchart LR\n"))
    #expect(mermaid.output.contains("n0 -->|\"openAbout\"| n1"))
    let dot = try navgraph(["graph", "--format", "dot", "settings.navgraph.yaml"], in: folder)
    #expect(dot.status == 0)
    #expect(dot.output.hasPrefix("digraph \"Settings\" {"))
    try folder.write("broken.navgraph.yaml", Graphs.unknownKey)
    let broken = try navgraph(["graph", "broken.navgraph.yaml"], in: folder)
    #expect(broken.status == 1)
    #expect(broken.output.isEmpty)
    #expect(broken.errors.contains("[NG004]"))
    #expect(try navgraph(["graph", "--format", "svg", "settings.navgraph.yaml"], in: folder).status == 2)
}

@Test func schemaPrintsAJSONSchemaForMainAndPartFiles() throws {
    let run = try navgraph(["schema"])
    #expect(run.status == 0)
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect((schema["$schema"] as? String)?.contains("draft-07") == true)
    let definitions = try #require(schema["$defs"] as? [String: Any])
    for name in ["mainFile", "partFile", "screen", "segue", "barItem", "navigationItem", "parameter"] {
        #expect(definitions[name] != nil, "\(name)")
    }
    #expect(try navgraph(["schema", "extra"]).status == 2)
}

/// `--help` after `help` prints help's own usage, as after any command; `--version` takes nothing after it.
struct HelpAndVersionArgumentTests {
    @Test(arguments: ["--help", "-h"])
    func helpAfterHelpPrintsHelpsUsage(option: String) throws {
        let run = try navgraph(["help", option])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: navgraph help [COMMAND]"))
    }

    @Test func versionWithAnExtraArgumentIsAUsageError() throws {
        let run = try navgraph(["--version", "extra"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("'--version' takes no arguments"))
    }

    /// The version the tool reports is the newest one CHANGELOG.md lists (README's quick start asks for it too).
    @Test func versionIsTheNewestInTheChangelog() throws {
        let run = try navgraph(["--version"])
        #expect(run.status == 0)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/)).output.1
        #expect(run.output == "navgraph \(newest)\n")
    }
}

@Test func helpHelpPrintsTheUsageOfHelp() throws {
    let run = try navgraph(["help", "help"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("usage: navgraph help [COMMAND]"))
}

/// Usage errors quote what was typed escaped: no ESC, BEL or bidirectional override reaches the terminal.
struct UsageErrorEscapingTests {
    static let hostile = "\u{1B}[31mX\u{07}\u{202E}"

    @Test(arguments: [
        ["explain", hostile],
        [hostile],
        ["validate", "--\(hostile)"],
        ["help", hostile],
        ["validate", "--format", hostile, "."],
        ["validate", "--max-depth", hostile, "."],
    ])
    func usageErrorsEscapeWhatWasTyped(arguments: [String]) throws {
        let run = try navgraph(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains("navgraph: error: "))
        #expect(!run.errors.contains("\u{1B}"))
        #expect(!run.errors.contains("\u{07}"))
        #expect(!run.errors.contains("\u{202E}"))
        #expect(run.errors.contains("\u{241B}[31mX\u{2407}\\u{202E}"))
    }
}

/// Every numeric option is range-checked: a value past its range is a usage error (exit 2), never an arithmetic
/// trap in a limit computed from it.
@Suite struct NumericOptionRangeTests {
    static let limitOptions = [
        "--max-file-size", "--max-depth", "--max-aliases", "--max-scalar-length", "--max-includes",
    ]

    static let commandsReadingGraphs = [
        ValidateCommand.spec, GenerateCommand.spec, TestCommand.spec, GraphCommand.spec, SimulateCommand.spec,
        StatsCommand.spec, DiffCommand.spec,
    ]

    /// In process: each command that reads graphs takes every limit option, and a value past its range is refused.
    @Test(arguments: limitOptions)
    func everyCommandReadingGraphsRefusesAHugeLimit(option: String) throws {
        for spec in Self.commandsReadingGraphs {
            let parsed = try spec.parse([option, "9223372036854775807", "a.navgraph.yaml"])
            #expect(throws: UsageError.self, "navgraph \(spec.name) \(option)") {
                try DiagnosticOptions.limits(from: parsed)
            }
        }
    }

    /// Through the binary, once per command: the refusal is exit status 2 with the message on standard error.
    @Test(arguments: ["validate", "test", "graph", "simulate"])
    func aHugeLimitIsAUsageError(command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        try folder.write("a.navflow.yaml", "graph: a.navgraph.yaml\nflows:\n  f:\n    - state: {}\n")
        let path = command == "test" ? "a.navflow.yaml" : "a.navgraph.yaml"
        let run = try navgraph([command, "--max-depth", "9223372036854775807", path], in: folder, input: "state\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("'--max-depth' takes at most 1000000"))
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
