import Foundation
import Testing

@_spi(Generated) @testable import NavGraphRuntime

/// Dates are written and read in the proleptic Gregorian calendar, before 1582 too, so a graph's literal, the
/// definition, a doc comment and a link all name the same day.
struct ProlepticDateTests {
    @Test(arguments: [
        "1000-06-15T00:00:00Z", "0000-01-01T00:00:00Z", "1582-10-04T23:59:59Z", "1582-10-15T00:00:00Z",
        "0001-02-28T12:00:00.250Z", "1600-02-29T00:00:00Z", "9999-12-31T23:59:59.999Z", "2026-11-29T16:00:00Z",
    ])
    func aDateIsWrittenAsItIsRead(text: String) throws {
        let date = try #require(ScalarSyntax.date(text))
        #expect(ScalarSyntax.dateText(date) == text)
        #expect(date.argumentValue == .string(text))
        #expect(Date(argumentValue: .string(text)) == date)
    }

    @Test func anOffsetIsWrittenInUTC() throws {
        let date = try #require(ScalarSyntax.date("1000-06-15T01:30:00+02:00"))
        #expect(date.argumentValue == .string("1000-06-14T23:30:00Z"))
    }

    /// After the calendar reform the text is Foundation's own ISO 8601 text.
    @Test func modernDatesReadAsFoundationWritesThem() throws {
        var seed: UInt64 = 42
        for _ in 0..<500 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Whole seconds between 1583 and 9999.
            let seconds = -12_000_000_000 + Int(seed >> 30) % 264_000_000_000
            let date = Date(timeIntervalSince1970: Double(seconds))
            #expect(ScalarSyntax.dateText(date) == date.formatted(Date.ISO8601FormatStyle()))
        }
    }

    /// Every day from year 0 to 9999 round-trips through the text (a day a step of 97 days, with a fraction).
    @Test func daysRoundTripAcrossTheWholeRange() throws {
        let first = ScalarSyntax.daysSince1970(year: 0, month: 1, day: 1)
        let last = ScalarSyntax.daysSince1970(year: 9999, month: 12, day: 31)
        for day in stride(from: first, through: last, by: 97) {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400 + 3723.5)
            let text = try #require(ScalarSyntax.dateText(date))
            #expect(ScalarSyntax.date(text) == date, "\(text)")
        }
    }

    @Test func yearsTheFormatCannotWriteFallBack() {
        #expect(ScalarSyntax.dateText(Date(timeIntervalSince1970: -70_000_000_000)) == nil)
        #expect(ScalarSyntax.dateText(Date(timeIntervalSince1970: 260_000_000_000)) == nil)
        #expect(ScalarSyntax.dateText(Date(timeIntervalSince1970: .infinity)) == nil)
    }
}
