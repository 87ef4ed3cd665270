import Foundation
import _NavGraphCore

/// Finds the main file of a part opened alone, as `navgraph validate` of a folder would: a graph file (with
/// `graph:`) in the part's folder or a folder above it whose graph includes the part, directly or through other parts.
enum MainFileFinder {
    /// How many folders up the search goes (the part's own folder included).
    static let folderLimit = 16

    /// The main file that includes `path` (nearest folder first, then by name), nil when none does. Candidates are
    /// read through `sources` (open documents from memory) and checked; one that does not mention `include` is
    /// skipped unchecked.
    static func mainFile(including path: String, sources: some SourceProvider, limits: Limits) -> String? {
        guard path.hasPrefix("/"), let canonical = sources.canonicalPath(of: path) else { return nil }
        var folder = PathUtilities.directory(of: path)
        for _ in 0..<folderLimit {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.filter(GraphFileNaming.isGraphFile).sorted() {
                let candidate = PathUtilities.join(folder, name)
                guard candidate != path, sources.canonicalPath(of: candidate) != canonical,
                    let bytes = try? sources.contents(of: candidate, limit: limits.fileSize),
                    mentionsInclude(bytes)
                else { continue }
                let checked = Pipeline.check(mainFile: candidate, sources: sources, limits: limits, lowering: false)
                if checked.isMainFile, checked.includedFiles.contains(canonical) { return candidate }
            }
            if folder == "/" { break }
            folder = PathUtilities.directory(of: folder)
        }
        return nil
    }

    private static func mentionsInclude(_ bytes: [UInt8]) -> Bool {
        let word = Array("include".utf8)
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { start in
            bytes[start] == word[0] && bytes[start..<start + word.count].elementsEqual(word)
        }
    }
}
