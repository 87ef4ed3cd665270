/// The messages of `navgraph import storyboard` (NG501–NG507), one factory per finding, each at the storyboard's
/// line and column.
extension Diagnostic {
    /// A location in a storyboard.
    static func at(_ file: String, _ position: Position) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    // MARK: NG501

    /// A file that is not a storyboard the importer can read: malformed XML, another kind of XML, unreadable.
    package static func unreadableStoryboard(_ file: String, _ reason: String, at position: Position) -> Diagnostic {
        Diagnostic(
            .storyboardUnreadable,
            "cannot import '\(FileNameBytes.escaped(PathUtilities.lastComponent(of: file)))': \(reason)",
            at: at(file, position))
    }

    // MARK: NG502

    /// A segue kept only as a comment.
    static func segueNotImported(_ what: String, reason: String, file: String, at position: Position) -> Diagnostic {
        Diagnostic(.segueNotImported, "\(what) is not imported: \(reason)", at: at(file, position))
    }

    // MARK: NG503

    /// A scene or relationship that has no place in the graph.
    static func sceneNotImported(_ what: String, reason: String, file: String, at position: Position) -> Diagnostic {
        Diagnostic(.sceneNotImported, "\(what) is not imported: \(reason)", at: at(file, position))
    }

    // MARK: NG504

    /// A storyboard reference to a storyboard not imported in the same run.
    static func storyboardNotImported(
        _ storyboard: String,
        standIn: String,
        file: String,
        at position: Position
    ) -> Diagnostic {
        Diagnostic(
            .storyboardNotImported,
            "reference to storyboard '\(storyboard)', which is not imported with this one: screen '\(standIn)' stands in for it",
            at: at(file, position),
            notes: [DiagnosticNote("import '\(storyboard).storyboard' in the same run to include its graph")])
    }

    // MARK: NG505

    /// Something imported without part of its behaviour.
    static func notModelled(_ what: String, file: String, at position: Position) -> Diagnostic {
        Diagnostic(.behaviourNotModelled, what, at: at(file, position))
    }

    // MARK: NG506

    /// A name or choice the storyboard does not give, made up by the importer.
    static func madeUp(_ what: String, file: String, at position: Position) -> Diagnostic {
        Diagnostic(.madeUpByImport, what, at: at(file, position))
    }

    // MARK: NG507

    /// An unwind target chosen by the importer.
    static func unwindTargetInferred(_ action: String, target: String, how: String, file: String, at position: Position)
        -> Diagnostic
    {
        Diagnostic(
            .unwindTargetInferred,
            "unwind '\(action)' returns to '\(target)' (\(how))",
            at: at(file, position),
            notes: [DiagnosticNote("the storyboard does not say which scene declares '\(action)'; check 'to:'")])
    }
}
