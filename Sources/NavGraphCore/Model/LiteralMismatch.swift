/// Why a literal does not fit a type.
struct LiteralMismatch: Error {
    enum Kind {
        /// The value is not of the type (NG302/NG303).
        case mismatch
        /// A string that is no case of the enum (NG307).
        case unknownCase(enumName: String)
        /// An app type given a literal (NG306).
        case appType
    }

    var kind: Kind
    /// The offending value (an element of a sequence when that is what is wrong).
    var location: SourceLocation
    /// The value as written.
    var text: String
    /// The type it should have had.
    var expected: String
    var notes: [DiagnosticNote]
}
