import Testing

@testable import navgraph

private let spec = CommandSpec(
    name: "demo", usage: "demo", summary: "", details: "",
    options: [
        .flag("verbose", "about verbose"), .value("format", "FORMAT", allowed: ["text", "json"], "about format"),
        .value("output", "DIR", "about output"),
    ])

@Test func optionsTakeValuesWithEqualsOrAsTheNextArgument() throws {
    let parsed = try spec.parse(["--format=json", "a", "--output", "out", "-", "--verbose"])
    #expect(parsed.value("format") == "json")
    #expect(parsed.value("output") == "out")
    #expect(parsed.flag("verbose"))
    #expect(parsed.positionals == ["a", "-"])
}

@Test func theLastOfARepeatedOptionWins() throws {
    #expect(try spec.parse(["--format", "text", "--format=json"]).value("format") == "json")
}

@Test func doubleDashMakesTheRestPositional() throws {
    let parsed = try spec.parse(["--", "--verbose", "-h"])
    #expect(parsed.positionals == ["--verbose", "-h"])
    #expect(!parsed.flag("verbose"))
    #expect(!parsed.wantsHelp)
}

@Test func helpIsRecognisedInBothSpellings() throws {
    #expect(try spec.parse(["-h"]).wantsHelp)
    #expect(try spec.parse(["x", "--help"]).wantsHelp)
}

@Test func badOptionsAreUsageErrors() {
    #expect(
        throws: UsageError(message: "unknown option '--verbos' for 'navgraph demo'", hint: "did you mean '--verbose'?")
    ) {
        try spec.parse(["--verbos"])
    }
    #expect(throws: UsageError(message: "unknown option '-v' for 'navgraph demo'", hint: "see 'navgraph help demo'")) {
        try spec.parse(["-v"])
    }
    #expect(throws: UsageError(message: "option '--output' needs a value", hint: nil)) {
        try spec.parse(["--output"])
    }
    #expect(throws: UsageError(message: "option '--verbose' takes no value", hint: nil)) {
        try spec.parse(["--verbose=1"])
    }
    #expect(
        throws: UsageError(
            message: "invalid value 'jsn' for '--format'; expected one of: text, json", hint: "did you mean 'json'?")
    ) {
        try spec.parse(["--format", "jsn"])
    }
}

@Test func helpTextListsEveryOptionWithAlignedHelp() {
    let lines = spec.help.split(separator: "\n")
    let optionLines = Array(lines.drop { $0 != "options:" }.dropFirst())
    #expect(optionLines.map { $0.split(separator: " ").first } == ["--verbose", "--format", "--output", "--help"])
    #expect(optionLines[1].hasPrefix("  --format FORMAT "))
    let helpColumns = optionLines.prefix(3).compactMap { line in
        line.firstRange(of: "about").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
    #expect(helpColumns.count == 3 && Set(helpColumns).count == 1)
}
