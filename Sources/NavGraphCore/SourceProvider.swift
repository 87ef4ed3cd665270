/// Why a graph file could not be read.
public enum SourceError: Error, Hashable, Sendable {
    case notFound
    case isDirectory
    case tooLarge(size: Int)
    case unreadable(String)
}

/// Hands graph files to the compiler, which does no file I/O of its own: the command line reads the disk,
/// tests hand in memory.
public protocol SourceProvider: Sendable {
    /// The bytes of the file at `path`, at most `limit` bytes (a larger file throws `.tooLarge`).
    func contents(of path: String, limit: Int) throws(SourceError) -> [UInt8]
    /// The file's canonical path (symlinks resolved, `.`/`..` removed), nil when it does not exist.
    /// Include confinement and cycle detection compare these.
    func canonicalPath(of path: String) -> String?
}

/// Files held in memory, keyed by path; paths are taken as canonical once normalised.
public struct InMemorySources: SourceProvider {
    package var files: [String: [UInt8]]

    /// Creates a provider from UTF-8 texts keyed by path.
    public init(_ texts: [String: String]) {
        files = texts.mapValues { Array($0.utf8) }
    }

    /// Creates a provider from raw bytes keyed by path.
    public init(bytes: [String: [UInt8]]) {
        files = bytes
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    public func contents(of path: String, limit: Int) throws(SourceError) -> [UInt8] {
        guard let bytes = files[PathUtilities.normalize(path)] else { throw .notFound }
        guard bytes.count <= limit else { throw .tooLarge(size: bytes.count) }
        return bytes
    }

    /// The normalised path when a file is there, else nil.
    public func canonicalPath(of path: String) -> String? {
        let normalized = PathUtilities.normalize(path)
        return files[normalized] == nil ? nil : normalized
    }
}
