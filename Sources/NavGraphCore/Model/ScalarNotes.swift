import NavGraphRuntime

/// The hints attached to a scalar that does not fit its type, shared by the decoder (NG005 on the schema's own
/// booleans and integers) and the literal checks (NG302/NG303 on defaults and arguments).
extension DiagnosticNote {
    /// `null` for a parameter that is not optional.
    static func nullNeedsOptional(_ type: ParameterType) -> DiagnosticNote {
        DiagnosticNote("only an optional parameter can be null; make its type '\(type.spelling)?'")
    }

    /// A scalar or mapping given for an array.
    static let writeSequence = DiagnosticNote("write a sequence such as '[]'")

    /// A quoted scalar given where a number is wanted.
    static let quotedScalarIsText = DiagnosticNote("a quoted scalar is always text; remove the quotes")

    /// A quoted scalar given where a boolean is wanted.
    static let quotedBooleanIsText = DiagnosticNote(
        "a quoted scalar is always text; write true or false without quotes")

    /// An integer with digits only that does not fit in 64 bits.
    static let integerOutOfRange = DiagnosticNote("the value is out of range for 'Int'")

    /// An integer written with a leading zero, a '+' or other syntax.
    static let integersAreDecimal = DiagnosticNote("integers are decimal: no leading zero, sign only '-'")

    /// A double in another syntax.
    static let writeDecimalNumber = DiagnosticNote("write a decimal number such as '2.5' or '1e-3'")

    /// A double written well that overflows to infinity or underflows to zero.
    static let doubleOutOfRange = DiagnosticNote(
        "the value is out of range for 'Double' (it would become infinity or 0)")

    /// A UUID in another syntax.
    static let writeUUID = DiagnosticNote("write a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'")

    /// A URL that is not absolute, too long, or not percent-encoded.
    static func writeURL(maximumLength: Int) -> DiagnosticNote {
        DiagnosticNote(
            "write an absolute URL such as 'https://example.com', at most \(maximumLength) characters, spaces and "
                + "non-ASCII percent-encoded")
    }

    /// A date that is not ISO 8601 or not a real day.
    static let writeDate = DiagnosticNote(
        "write an ISO 8601 date and time of a real day such as '2026-01-31T09:30:00Z'")

    /// The boolean a YAML 1.1 spelling (`yes`, `off`, …) most likely meant, if any.
    static func booleanSpelling(_ text: String) -> DiagnosticNote? {
        switch text.lowercased() {
        case "yes", "on", "y", "true": DiagnosticNote("did you mean 'true'?")
        case "no", "off", "n", "false": DiagnosticNote("did you mean 'false'?")
        default: nil
        }
    }
}
