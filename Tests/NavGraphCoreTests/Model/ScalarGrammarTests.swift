import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// One row of the scalar grammar: a text, the type it is read as, and the value it gives (nil: refused). The same
/// table is run against the runtime's text conversion and the compiler's literal checks, which must agree.
struct ScalarRow: Sendable, CustomTestStringConvertible {
    var text: String
    var type: ParameterType
    var expected: ArgumentValue?

    var testDescription: String { "\(type.spelling) '\(text)' \(expected == nil ? "refused" : "accepted")" }

    /// The text as a YAML scalar: numbers and booleans plain (a quoted scalar is always text), the rest quoted.
    var yaml: String {
        switch type {
        case .int, .double, .bool: text
        default:
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}

private func row(_ text: String, _ type: ParameterType, _ expected: ArgumentValue?) -> ScalarRow {
    ScalarRow(text: text, type: type, expected: expected)
}

private let longURL = "https://example.com/" + String(repeating: "a", count: 2100)

let scalarTable: [ScalarRow] = [
    // Int: decimal, optional '-', no leading zero, no '+', fits.
    row("42", .int, .int(42)),
    row("-7", .int, .int(-7)),
    row("0", .int, .int(0)),
    row("007", .int, nil),
    row("+1", .int, nil),
    row("1_000", .int, nil),
    row("0x10", .int, nil),
    row("4.2", .int, nil),
    row("9223372036854775807", .int, .int(Int.max)),
    row("9223372036854775808", .int, nil),
    // Double: decimal and exponent forms only.
    row("2.5", .double, .double(2.5)),
    row("-1e3", .double, .double(-1000)),
    row("2.5E-3", .double, .double(0.0025)),
    row(".5", .double, .double(0.5)),
    row("3", .double, .double(3)),
    row("0x1p3", .double, nil),
    row("inf", .double, nil),
    row("nan", .double, nil),
    row("+1.5", .double, nil),
    row("1e", .double, nil),
    row("1e999", .double, nil),
    row("1e-400", .double, nil),
    row("-0.001e-399", .double, nil),
    row("0.000e-400", .double, .double(0)),
    row("1e-300", .double, .double(1e-300)),
    // Bool.
    row("true", .bool, .bool(true)),
    row("false", .bool, .bool(false)),
    row("yes", .bool, nil),
    row("True", .bool, nil),
    // UUID.
    row("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", .uuid, .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
    row("e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .uuid, .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
    row("E621E1F8C36C495A93FC0C247A3E6E5F", .uuid, nil),
    row("not-a-uuid", .uuid, nil),
    // URL: absolute, a scheme, no spaces or control characters, bounded.
    row("https://example.com/a?b=c#d", .url, .string("https://example.com/a?b=c#d")),
    row("mailto:someone@example.com", .url, .string("mailto:someone@example.com")),
    row("https://example.com/caf%C3%A9", .url, .string("https://example.com/caf%C3%A9")),
    row("example.com/path", .url, nil),
    row("/relative/path", .url, nil),
    row("https://example.com/a b", .url, nil),
    row("https://example.com/\tx", .url, nil),
    row("https://example.com/café", .url, nil),
    row("1http://example.com", .url, nil),
    row(longURL, .url, nil),
    // Date: ISO 8601, optional fraction, a real calendar day.
    row("2026-01-31T09:30:00Z", .date, .string("2026-01-31T09:30:00Z")),
    row("2026-01-31T09:30:00.250Z", .date, .string("2026-01-31T09:30:00.250Z")),
    row("2026-01-31T10:30:00+01:00", .date, .string("2026-01-31T09:30:00Z")),
    row("2024-02-29T00:00:00Z", .date, .string("2024-02-29T00:00:00Z")),
    row("2026-02-29T00:00:00Z", .date, nil),
    row("2026-02-30T00:00:00Z", .date, nil),
    row("2026-04-31T00:00:00Z", .date, nil),
    row("2026-13-01T00:00:00Z", .date, nil),
    row("2026-01-31T24:00:00Z", .date, nil),
    row("2026-01-31T09:30:60Z", .date, nil),
    row("2026-01-31T09:30:00", .date, nil),
    row("2026-01-31", .date, nil),
    row("2026-01-31T09:30:00.1234567890Z", .date, nil),
    // Enum case: exactly one of the cases.
    row("wifi", .enumeration("Section"), .string("wifi")),
    row("Wifi", .enumeration("Section"), nil),
]

private func sectionCases(_ name: String) -> Set<String>? { name == "Section" ? ["wifi", "cellular"] : nil }

@Test(arguments: scalarTable)
func runtimeTextConversionFollowsTheScalarGrammar(_ row: ScalarRow) {
    #expect(row.type.value(fromText: row.text, enumCases: sectionCases) == row.expected)
}

@Test(arguments: scalarTable)
func validatorFollowsTheScalarGrammar(_ row: ScalarRow) throws {
    let yaml =
        header + """
            enums:
              Section: [wifi, cellular]
            screens:
              home:
                parameters:
                  p: { type: \(row.type.spelling), default: \(row.yaml) }
                segues:
                  open: { kind: show, to: detail, arguments: { q: \(row.yaml) } }
              detail:
                parameters:
                  q: \(row.type.spelling)

            """
    let checked = check(yaml)
    let codes = Set(checked.codes)
    if let expected = row.expected {
        #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(checked.result.diagnostics)")
        let definition = try #require(checked.result.definition)
        let home = try #require(definition.screens.first { $0.id == "home" })
        #expect(home.parameters.first?.defaultValue == expected)
    } else if case .enumeration = row.type {
        #expect(checked.diagnostics(.unknownEnumCase).count == 2)
    } else {
        #expect(codes.contains(.defaultDoesNotFitType))
        #expect(codes.contains(.argumentDoesNotFitType))
    }
}

@Test func scalarGrammarReadsLongInputInBoundedTime() {
    // Far beyond every bound: each function refuses after looking at a bounded prefix or a single linear pass.
    let huge = String(repeating: "9", count: 1_000_000)
    for type in [ParameterType.int, .double, .bool, .uuid, .url, .date] {
        #expect(type.value(fromText: huge, enumCases: { _ in nil }) == nil)
    }
    let hugeURL = "https://" + String(repeating: "a", count: 1_000_000)
    #expect(ParameterType.url.value(fromText: hugeURL, enumCases: { _ in nil }) == nil)
}
