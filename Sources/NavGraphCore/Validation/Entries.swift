/// `entries:`, where the app may start (docs/format.md, Entries): NG203 (an entry that names neither a screen nor a
/// container), NG104 (an entry listed twice) and NG205 (`root:` given and not the first entry).
enum EntryRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        guard !graph.entries.isEmpty else { return }
        var first: [String: SourceLocation] = [:]
        for entry in graph.entries {
            if let earlier = first[entry.value] {
                sink.emit(.duplicateEntry(entry, first: earlier))
                continue
            }
            first[entry.value] = entry.location
            if index.screens[entry.value] == nil, index.containers[entry.value] == nil {
                sink.emit(.unknownEntry(entry, index: index))
            }
        }
        if let root = graph.root, let firstEntry = graph.entries.first, root.location != firstEntry.location,
            root.value != firstEntry.value
        {
            sink.emit(.rootNotFirstEntry(root, firstEntry: firstEntry, listed: first[root.value] != nil))
        }
    }
}

extension Diagnostic {
    /// NG203.
    static func unknownEntry(_ entry: Located<String>, index: ValidationIndex) -> Diagnostic {
        let containerIDs = index.containers.sorted { $0.value < $1.value }.map(\.key)
        return Diagnostic(
            .unknownEntry,
            "entry '\(entry.value)' names neither a screen nor a container",
            at: entry.location,
            notes: Suggestions.note(for: entry.value, in: index.screenIDs + containerIDs)
        )
    }

    /// NG104.
    static func duplicateEntry(_ entry: Located<String>, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateEntry,
            "entry '\(entry.value)' is listed twice",
            at: entry.location,
            notes: [DiagnosticNote("'\(entry.value)' first listed here", at: first)]
        )
    }

    /// NG205.
    static func rootNotFirstEntry(_ root: Located<String>, firstEntry: Located<String>, listed: Bool) -> Diagnostic {
        let fix =
            listed
            ? "move '\(root.value)' to the front of 'entries', or leave 'root' out: the first entry is the root"
            : "put '\(root.value)' first in 'entries', or leave 'root' out: the first entry is the root"
        return Diagnostic(
            .rootNotFirstEntry,
            "'root' is '\(root.value)' but the first entry is '\(firstEntry.value)'",
            at: root.location,
            notes: [DiagnosticNote(fix), DiagnosticNote("the first entry", at: firstEntry.location)]
        )
    }
}
