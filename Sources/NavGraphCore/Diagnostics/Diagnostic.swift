/// A place in a graph file: 1-based line and column (in characters, as libyaml counts), and the length of the
/// offending span for the caret line.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String
    public var line: Int
    public var column: Int
    /// Characters covered by the span, at least 1.
    public var length: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int, length: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
        self.length = max(1, length)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// How serious a diagnostic is. Errors stop code generation; warnings do not (unless `--warnings-as-errors`);
/// remarks are printed only with `--verbose`.
public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    case error, warning, remark

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .remark: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A value attached to a diagnostic: another location, a did-you-mean, a fix.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    /// Where the note points; nil for a note that belongs to the diagnostic's own location.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One finding of the compiler: a stable code, a severity, a location and a message in the compiler's voice
/// (lower case, no final period, names in single quotes).
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]

    /// Creates a diagnostic with the code's own severity unless one is given.
    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation,
        severity: Severity? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.code = code
        self.severity = severity ?? code.severity
        self.message = message
        self.location = location
        self.notes = notes
    }
}

/// Collects diagnostics in the order they are found.
public struct DiagnosticSink: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty sink.
    public init() {}

    /// Adds a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds diagnostics.
    public mutating func emit(contentsOf more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }

    /// Whether any error was emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
