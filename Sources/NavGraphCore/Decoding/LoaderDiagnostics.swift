/// The messages of loading a graph and its includes (NG006 for a missing top-level key, NG008–NG010), one factory
/// per finding.
extension Diagnostic {
    // MARK: NG006

    /// A main graph file without one of its required top-level keys.
    static func graphFileNeeds(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "graph file needs a '\(key)' key", at: location)
    }

    /// A file with neither `navgraph` nor `graph`, given as the main file: most likely a part meant to be included.
    static func partGivenAsMainFile(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .missingKey,
            "graph file needs 'navgraph' and 'graph' keys",
            at: location,
            notes: [DiagnosticNote("a file that only holds screens must be included by a main graph file")]
        )
    }

    // MARK: NG008

    /// A file with no bytes.
    static func emptyGraphFile(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyOrInvalidFile, "graph file is empty", at: location)
    }

    /// A file with only comments or directives.
    static func noYAMLDocument(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyOrInvalidFile, "graph file holds no YAML document", at: location)
    }

    /// Why reading a file's YAML stopped (NG001, NG002, NG008 or NG009, as the YAML reader found it).
    static func yamlStopped(_ error: YAMLError, file: String) -> Diagnostic {
        let location = SourceLocation(
            file: file, line: error.mark.line, column: error.mark.column, length: error.length)
        return Diagnostic(error.code, error.message, at: location)
    }

    // MARK: NG009 and NG010

    /// The main file the command was given does not exist.
    static func noGraphFile(_ path: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.includeFailed, "no graph file at '\(path)'", at: location)
    }

    /// An include naming no file.
    static func includeNotFound(_ include: Located<String>) -> Diagnostic {
        Diagnostic(.includeFailed, "included file '\(include.value)' not found", at: include.location)
    }

    /// An include naming a file that exists but cannot be read (a symlink loop, no permission).
    static func includeUnreadable(_ include: Located<String>, reason: String) -> Diagnostic {
        Diagnostic(.includeFailed, "cannot read included file '\(include.value)': \(reason)", at: include.location)
    }

    /// An include outside the main file's folder tree.
    static func includeOutsideFolder(_ include: Located<String>) -> Diagnostic {
        Diagnostic(
            .includeFailed,
            "included file '\(include.value)' is outside the main graph file's folder",
            at: include.location,
            notes: [DiagnosticNote("included files must be in the folder of the main file or below it")]
        )
    }

    /// An include that leads back to a file on the way to it; `cycle` names the files in order.
    static func includeCycle(_ cycle: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.includeFailed, "include cycle: \(cycle.joined(separator: " → "))", at: location)
    }

    /// More includes than the limit allows.
    static func tooManyIncludes(limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.limitExceeded, "more than \(limit) included files", at: location)
    }

    /// A file the source provider could not give.
    static func unreadableSource(_ error: SourceError, file: String, sizeLimit: Int, at location: SourceLocation)
        -> Diagnostic
    {
        switch error {
        case .notFound: Diagnostic(.includeFailed, "no file at '\(file)'", at: location)
        case .isDirectory: Diagnostic(.includeFailed, "'\(file)' is a directory, not a graph file", at: location)
        case .tooLarge(let size):
            Diagnostic(.limitExceeded, "file of \(size) bytes exceeds the limit of \(sizeLimit) bytes", at: location)
        case .unreadable(let reason): Diagnostic(.includeFailed, "cannot read '\(file)': \(reason)", at: location)
        }
    }
}
