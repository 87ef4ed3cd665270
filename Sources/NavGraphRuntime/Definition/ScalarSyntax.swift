package import Foundation

/// The one grammar of scalar values, shared by the compiler (a default or argument literal in a graph file) and the
/// runtime (a `name=value` of `navgraph simulate`, a deep-link segment): the same text is accepted, or refused, in
/// both places.
///
/// Deep links bring untrusted text here, so every function looks at each byte at most a fixed number of times and
/// refuses text longer than its type can need before doing anything else.
///
/// - `Int`: decimal digits with an optional leading `-`; no `+`, no leading zero (`007`), no `_`; fits in `Int`.
/// - `Double`: optional `-`, digits with an optional fraction and exponent (`1`, `-2.5`, `.5`, `1e3`, `2.5E-3`);
///   no `+` in front, no hexadecimal (`0x1p3`), no `inf` or `nan`; in range both ways, as Swift warns about both:
///   no overflow to infinity (`1e999`), no non-zero value that underflows to zero (`1e-400`).
/// - `Bool`: `true` or `false`.
/// - `UUID`: 36 characters, hexadecimal digits in groups 8-4-4-4-12 (either case).
/// - `URL`: absolute (a scheme such as `https:`), at most `maximumURLLength` characters, only the characters
///   RFC 3986 allows (non-ASCII, spaces and control characters percent-encoded).
/// - `Date`: ISO 8601 `YYYY-MM-DDTHH:MM:SS`, optional fraction of a second (1 to 9 digits), then `Z` or `±HH:MM`;
///   a real calendar date (no `2026-02-30`), hours 00–23, no leap second.
/// - A graph enum's value: one of its cases, exactly.
package enum ScalarSyntax {
    /// The longest URL accepted.
    package static let maximumURLLength = 2048
    /// The longest number text accepted (an `Int` needs at most 20 characters; a `Double` this many).
    package static let maximumNumberLength = 64

    /// The value of `text` for a scalar `type`, in its canonical form (a UUID upper case, a date in UTC); nil when the
    /// text does not fit or the type is not a scalar (`String`, arrays, optionals and app types are the caller's).
    /// `enumCases` gives a graph enum's cases (nil: unknown enum).
    package static func value(of text: some StringProtocol, as type: ParameterType, enumCases: Set<String>?)
        -> ArgumentValue?
    {
        switch type {
        case .int: int(text).map(ArgumentValue.int)
        case .double: double(text).map(ArgumentValue.double)
        case .bool: bool(text).map(ArgumentValue.bool)
        case .uuid: uuid(text)?.argumentValue
        case .url: url(text).map { ArgumentValue.string($0.absoluteString) }
        case .date: date(text)?.argumentValue
        case .enumeration: enumCases.map { isEnumCase(text, of: $0) } == true ? .string(String(text)) : nil
        case .string, .array, .optional, .app: nil
        }
    }

    // MARK: Numbers

    /// A decimal `Int`: optional `-`, digits, no leading zero, in range.
    package static func int(_ text: some StringProtocol) -> Int? {
        guard isIntegerSyntax(text) else { return nil }
        return Int(text)
    }

    /// Whether `text` is written as a decimal integer (in range or not): for telling "out of range" from "not an
    /// integer".
    package static func isIntegerSyntax(_ text: some StringProtocol) -> Bool {
        guard text.utf8.count <= maximumNumberLength else { return false }
        var digits = Substring(text).utf8[...]
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return false }
        return digits.count == 1 || digits.first != UInt8(ascii: "0")
    }

    /// A finite decimal `Double`: optional `-`, digits with an optional fraction and exponent; nil out of range
    /// (infinite, or zero from digits that are not all zeros).
    package static func double(_ text: some StringProtocol) -> Double? {
        guard let (value, isZero) = doubleSyntax(text), value.isFinite, value != 0 || isZero else { return nil }
        return value
    }

    /// Whether `text` is written as a decimal `Double` that is out of range (`1e999`, `1e-400`): for telling
    /// "out of range" from "not a number".
    package static func isDoubleOutOfRange(_ text: some StringProtocol) -> Bool {
        doubleSyntax(text) != nil && double(text) == nil
    }

    /// The value of a text written as a decimal `Double`, whatever its range, and whether its digits are all zeros.
    private static func doubleSyntax(_ text: some StringProtocol) -> (value: Double, isZero: Bool)? {
        guard text.utf8.count <= maximumNumberLength else { return nil }
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        var isZero = true
        func digits(mantissa: Bool = false) -> Int {
            let run = bytes.prefix(while: isDigit)
            if mantissa && run.contains(where: { $0 != UInt8(ascii: "0") }) { isZero = false }
            bytes = bytes.dropFirst(run.count)
            return run.count
        }
        var mantissa = digits(mantissa: true)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits(mantissa: true)
        }
        guard mantissa > 0 else { return nil }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty, let value = Double(String(text)) else { return nil }
        return (value, isZero)
    }

    // MARK: Bool, UUID, enum case

    /// `true` or `false`.
    package static func bool(_ text: some StringProtocol) -> Bool? {
        switch text {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// A hyphenated UUID.
    package static func uuid(_ text: some StringProtocol) -> UUID? {
        let bytes = Array(text.utf8.prefix(37))
        guard bytes.count == 36 else { return nil }
        for (index, byte) in bytes.enumerated() {
            let isHyphenPlace = index == 8 || index == 13 || index == 18 || index == 23
            guard isHyphenPlace ? byte == UInt8(ascii: "-") : isHexDigit(byte) else { return nil }
        }
        return UUID(uuidString: String(text))
    }

    /// Whether `text` is one of `cases`.
    package static func isEnumCase(_ text: some StringProtocol, of cases: Set<String>) -> Bool {
        cases.contains(String(text))
    }

    // MARK: URL

    /// An absolute URL: a scheme, then only characters RFC 3986 allows.
    package static func url(_ text: some StringProtocol) -> URL? {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= maximumURLLength else { return nil }
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex else { return nil }
        for (offset, byte) in bytes[..<colon].enumerated() {
            let fits =
                isLetter(byte)
                || (offset > 0
                    && (isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                        || byte == UInt8(ascii: ".")))
            guard fits else { return nil }
        }
        guard bytes.allSatisfy(isURLCharacter) else { return nil }
        return URL(string: String(text))
    }

    // MARK: Date

    /// An ISO 8601 date and time of a real calendar day.
    package static func date(_ text: some StringProtocol) -> Date? {
        // The longest form: 2026-01-31T09:30:00.123456789+01:00 (35 bytes).
        let bytes = Array(text.utf8.prefix(36))
        guard bytes.count >= 20, bytes.count <= 35 else { return nil }
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(4), reader.take("-"), let month = reader.number(2), reader.take("-"),
            let day = reader.number(2), reader.take("T"), let hour = reader.number(2), reader.take(":"),
            let minute = reader.number(2), reader.take(":"), let second = reader.number(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
            second < 60
        else { return nil }
        var fraction = 0.0
        if reader.take(".") {
            let start = reader.position
            var scale = 1.0
            var numerator = 0
            while reader.position - start < 9, let digit = reader.number(1) {
                numerator = numerator * 10 + digit
                scale *= 10
            }
            guard reader.position > start, reader.peekDigit == nil else { return nil }
            fraction = Double(numerator) / scale
        }
        var offsetSeconds = 0
        if reader.take("Z") {
            // UTC
        } else if let sign = reader.takeSign() {
            guard let hours = reader.number(2), reader.take(":"), let minutes = reader.number(2), hours < 24,
                minutes < 60
            else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// `date` as ISO 8601 in UTC in the proleptic Gregorian calendar, as `date(_:)` reads it back:
    /// `2026-11-29T16:00:00Z`, with milliseconds when it has a fraction of a second (finer fractions rounded to the
    /// millisecond). Foundation's Gregorian calendar switches to the Julian one before 1582-10-15, which would show
    /// `1000-06-15` as `1000-06-09`; this one never does. Nil outside the years 0000–9999, which the format cannot
    /// write.
    package static func dateText(_ date: Date) -> String? {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return nil }
        let total = Int(milliseconds)
        let (days, inDay) = floorDivision(total, 86_400_000)
        let (year, month, day) = civil(daysSince1970: days)
        guard (0...9999).contains(year) else { return nil }
        let (hour, minute, second, fraction) =
            (inDay / 3_600_000, inDay / 60_000 % 60, inDay / 1000 % 60, inDay % 1000)
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let time = digits(hour, 2) + ":" + digits(minute, 2) + ":" + digits(second, 2)
        return digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2) + "T" + time
            + (fraction == 0 ? "" : "." + digits(fraction, 3)) + "Z"
    }

    /// The quotient rounded down and the remainder (never negative) of `value` by a positive `divisor`.
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// The civil date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days in `month` of `year` in the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    // MARK: Bytes

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// RFC 3986's unreserved and reserved characters, and `%` of a percent-encoding.
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
        if isLetter(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"),
            UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    /// Reads fixed-width digit fields and single characters off a date's bytes.
    private struct DigitReader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        var peekDigit: Int? {
            guard position < bytes.count, ScalarSyntax.isDigit(bytes[position]) else { return nil }
            return Int(bytes[position] - UInt8(ascii: "0"))
        }

        /// Exactly `width` digits as a number.
        mutating func number(_ width: Int) -> Int? {
            guard position + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + width] {
                guard ScalarSyntax.isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            position += width
            return value
        }

        /// Consumes `character` if it is next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// Consumes a `+` (1) or `-` (-1) if one is next.
        mutating func takeSign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }
    }
}
