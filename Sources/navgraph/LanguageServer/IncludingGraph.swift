import Foundation
import _NavGraphCore

extension LanguageServer {
    /// The main file of the graph that includes the part `document` (a graph file without `graph:`): among the open
    /// graph files and the graph files of the part's folder and the folder above, the first whose graph includes
    /// it, directly or not. Nil when none does.
    func includingMainFile(of document: TextDocument) -> String? {
        let sources = OpenDocumentSources(documents.values)
        guard let canonical = sources.canonicalPath(of: document.path) else { return nil }
        let name = PathUtilities.lastComponent(of: document.path)
        let folder = PathUtilities.directory(of: document.path)
        var candidates = documents.values.map(\.path).sorted()
        for directory in [folder, PathUtilities.directory(of: folder)] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            candidates += entries.sorted().map { PathUtilities.join(directory, $0) }
        }
        var seen: Set<String> = [canonical]
        for candidate in candidates where GraphFileNaming.isGraphFile(PathUtilities.lastComponent(of: candidate)) {
            guard seen.insert(sources.canonicalPath(of: candidate) ?? candidate).inserted,
                let bytes = try? sources.contents(of: candidate, limit: limits.fileSize),
                String(decoding: bytes, as: UTF8.self).contains(name)
            else { continue }
            let checked = checkCache.checked(mainFile: candidate, documents: documents, limits: limits).checked
            if checked.isMainFile, checked.includedFiles.contains(canonical) { return candidate }
        }
        return nil
    }
}
