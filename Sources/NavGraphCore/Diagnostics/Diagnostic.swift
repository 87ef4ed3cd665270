import Synchronization

/// A place in a graph file: 1-based line and column (in characters, as libyaml counts them), and the length of the
/// offending span for the caret line.
///
/// Graphs hold one location per value, so this is kept small (16 bytes, no reference counting): the file path is
/// interned once per process and stored as a number.
public struct SourceLocation: Hashable, Sendable, Comparable {
    private var fileID: UInt32
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedLength: Int32

    /// The file's path as the user gave it (relative paths stay relative).
    package var file: String {
        get { FilePaths.shared.path(for: fileID) }
        set { fileID = FilePaths.shared.id(for: newValue) }
    }

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, in characters.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Characters covered by the span, at least 1.
    package var length: Int {
        get { Int(storedLength) }
        set { storedLength = Int32(clamping: max(1, newValue)) }
    }

    /// Creates a location.
    package init(file: String, line: Int, column: Int, length: Int = 1) {
        self.init(fileID: FilePaths.shared.id(for: file), line: line, column: column, length: length)
    }

    /// Creates a location in a file already interned (the decoder's fast path).
    init(fileID: UInt32, line: Int, column: Int, length: Int = 1) {
        self.fileID = fileID
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedLength = Int32(clamping: max(1, length))
    }

    /// The interned number of `file`, for making many locations in one file.
    static func fileID(for file: String) -> UInt32 {
        FilePaths.shared.id(for: file)
    }

    /// Orders by file, then line and column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// The file paths locations point into, interned: each distinct path gets a number for the life of the process.
/// Paths are told apart by their bytes: two names that differ only by Unicode normalisation are two files.
final class FilePaths: Sendable {
    static let shared = FilePaths()

    private struct Table {
        var ids: [[UInt8]: UInt32] = [:]
        var paths: [String] = []
    }

    private let table = Mutex(Table())

    func id(for path: String) -> UInt32 {
        table.withLock { table in
            let key = Array(path.utf8)
            if let id = table.ids[key] { return id }
            let id = UInt32(truncatingIfNeeded: table.paths.count)
            table.paths.append(path)
            table.ids[key] = id
            return id
        }
    }

    func path(for id: UInt32) -> String {
        table.withLock { table in
            Int(id) < table.paths.count ? table.paths[Int(id)] : ""
        }
    }
}

/// How serious a diagnostic is. Errors stop code generation; warnings do not (unless `--warnings-as-errors`);
/// remarks are printed only with `--verbose`.
package enum Severity: String, Hashable, Sendable, Codable, Comparable {
    case error, warning, remark

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .remark: 0
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A value attached to a diagnostic: another location, a did-you-mean, a fix.
package struct DiagnosticNote: Hashable, Sendable {
    package var message: String
    /// Where the note points; nil for a note that belongs to the diagnostic's own location.
    package var location: SourceLocation?

    /// Creates a note.
    package init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One finding of the compiler: a stable code, a severity, a location and a message in the compiler's voice
/// (lower case, no final period, names in single quotes).
public struct Diagnostic: Hashable, Sendable {
    package var code: DiagnosticCode
    package var severity: Severity
    package var message: String
    /// Where the finding is: the offending key or value.
    public var location: SourceLocation
    package var notes: [DiagnosticNote]

    /// Creates a diagnostic with the code's own severity unless one is given.
    package init(
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
package struct DiagnosticSink: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty sink.
    package init() {}

    /// Adds a diagnostic.
    package mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether any error was emitted.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
