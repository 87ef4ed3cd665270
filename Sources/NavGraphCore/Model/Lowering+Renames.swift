import NavGraphRuntime

extension [Located<String>] {
    /// `renamedFrom:` as the runtime's definition carries it: nil when empty.
    var oldNames: [String]? { isEmpty ? nil : map(\.value) }
}

extension Graph {
    /// Every screen's old ids, sorted by old id (the first claim of an old id counting: a second is NG102);
    /// nil when no screen was renamed.
    var screenRenames: [ScreenRename]? {
        var renames: [String: String] = [:]
        for screen in screens {
            for old in screen.renamedFrom where renames[old.value] == nil { renames[old.value] = screen.id.value }
        }
        guard !renames.isEmpty else { return nil }
        return renames.keys.sorted().compactMap { old in renames[old].map { ScreenRename(from: old, to: $0) } }
    }
}
