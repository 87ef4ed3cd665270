import Testing

@testable import navgraph

private enum DemoFormat: String, CaseIterable, Sendable {
    case text, json
}

private let verbose = Flag("verbose", "about verbose")
private let format = Option<DemoFormat>.choice("format", "FORMAT", "about format")
private let output = Option.text("output", "DIR", "about output")
private let count = Option.wholeNumber("count", "N", in: 1...9, "about count") { text, digitsOnly in
    UsageError(message: digitsOnly ? "out of range: \(text)" : "not a number: \(text)", hint: nil)
}

private let spec = CommandSpec(
    name: "demo", usage: "demo", summary: "", details: "",
    options: [verbose.spec, format.spec, output.spec, count.spec])

@Test func optionsTakeValuesWithEqualsOrAsTheNextArgument() throws {
    let parsed = try spec.parse(["--format=json", "a", "--output", "out", "-", "--verbose"])
    #expect(try parsed.value(of: format) == .json)
    #expect(try parsed.value(of: output) == "out")
    #expect(parsed[verbose])
    #expect(try parsed.value(of: count) == nil && !parsed.has(count))
    #expect(parsed.positionals == ["a", "-"])
}

@Test func theLastOfARepeatedOptionWins() throws {
    #expect(try spec.parse(["--format", "text", "--format=json"]).value(of: format) == .json)
}

@Test func doubleDashMakesTheRestPositional() throws {
    let parsed = try spec.parse(["--", "--verbose", "-h"])
    #expect(parsed.positionals == ["--verbose", "-h"])
    #expect(!parsed[verbose])
    #expect(!parsed.wantsHelp)
}

@Test func aWholeNumberIsReadAsAnIntAndOtherTextIsRefusedAsItsOptionSays() throws {
    #expect(try spec.parse(["--count", "7"]).value(of: count) == 7)
    #expect(throws: UsageError(message: "out of range: 10", hint: nil)) {
        try spec.parse(["--count=10"]).value(of: count)
    }
    #expect(throws: UsageError(message: "out of range: 99999999999999999999", hint: nil)) {
        try spec.parse(["--count=99999999999999999999"]).value(of: count)
    }
    for text in ["", "-1", "+3", "3.0", "٣"] {
        #expect(throws: UsageError(message: "not a number: \(text)", hint: nil)) {
            try spec.parse(["--count=\(text)"]).value(of: count)
        }
    }
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
    #expect(
        optionLines.map { $0.split(separator: " ").first } == [
            "--verbose", "--format", "--output", "--count", "--help",
        ])
    #expect(optionLines[1].hasPrefix("  --format FORMAT "))
    let helpColumns = optionLines.prefix(4).compactMap { line in
        line.firstRange(of: "about").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
    #expect(helpColumns.count == 4 && Set(helpColumns).count == 1)
}
