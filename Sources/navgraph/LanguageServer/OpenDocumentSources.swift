import _NavGraphCore

/// The compiler's files for the language server: open documents from the editor's memory (what the user sees,
/// saved or not), every other file from the disk.
struct OpenDocumentSources: SourceProvider {
    /// The open documents' bytes, by their path and by their canonical path on the disk.
    private var texts: [String: [UInt8]] = [:]
    private let disk = FileSystemSources()

    init(_ documents: some Sequence<TextDocument>) {
        for document in documents {
            let bytes = Array(document.text.utf8)
            texts[document.path] = bytes
            if let canonical = disk.canonicalPath(of: document.path) { texts[canonical] = bytes }
        }
    }

    func contents(of path: String, limit: Int) throws(SourceError) -> [UInt8] {
        guard let bytes = texts[path] else { return try disk.contents(of: path, limit: limit) }
        guard bytes.count <= limit else { throw .tooLarge(size: bytes.count) }
        return bytes
    }

    /// The disk's canonical path; an open document that is not on the disk (not saved yet) is its own.
    func canonicalPath(of path: String) -> String? {
        disk.canonicalPath(of: path) ?? (texts[path] == nil ? nil : path)
    }
}
