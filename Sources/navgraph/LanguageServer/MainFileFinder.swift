import Foundation
import _NavGraphCore

/// Finds the main file of a part opened alone, as `navgraph validate` of a folder would: a graph file (with
/// `graph:`) in the part's folder or a folder above it whose graph includes the part, directly or through other
/// parts.
enum MainFileFinder {
    /// How many folders up the search goes (the part's own folder included).
    static let folderLimit = 16
    /// How many parts may stand between the part and its main file.
    static let chainLimit = 8

    /// The main file that includes `path` (nearest folder first, then by name), nil when none does. Only files
    /// that mention the part's file name are checked (read through `sources`, open documents from memory); one
    /// that is itself a part that includes it leads on to its own main file.
    static func mainFile(
        including path: String, sources: some SourceProvider, limits: Limits, chain: Int = 0
    ) -> String? {
        guard path.hasPrefix("/"), let canonical = sources.canonicalPath(of: path) else { return nil }
        let name = Array(PathUtilities.lastComponent(of: path).utf8)
        var folder = PathUtilities.directory(of: path)
        for _ in 0..<folderLimit {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for candidateName in names.filter(GraphFileNaming.isGraphFile).sorted() {
                let candidate = PathUtilities.join(folder, candidateName)
                guard candidate != path, sources.canonicalPath(of: candidate) != canonical,
                    let bytes = try? sources.contents(of: candidate, limit: limits.fileSize),
                    mentions(name, in: bytes)
                else { continue }
                let checked = Pipeline.check(mainFile: candidate, sources: sources, limits: limits, lowering: false)
                guard checked.includedFiles.contains(canonical) else { continue }
                if checked.isMainFile { return candidate }
                if chain < chainLimit,
                    let main = mainFile(including: candidate, sources: sources, limits: limits, chain: chain + 1)
                {
                    return main
                }
            }
            if folder == "/" { break }
            folder = PathUtilities.directory(of: folder)
        }
        return nil
    }

    /// Whether `word` occurs in `bytes`.
    private static func mentions(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var start = 0
        while start + word.count <= bytes.count {
            if bytes[start] == first, bytes[start..<start + word.count].elementsEqual(word) { return true }
            start += 1
        }
        return false
    }
}
