import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Graph files read from the disk: regular files only, never more than the size limit, canonical paths by
/// `realpath`. Paths are handed to the system byte for byte (`FileNameBytes`): a name that is not UTF-8 opens.
struct FileSystemSources: SourceProvider {
    /// What is at `path`, following symlinks.
    enum Kind: Equatable {
        case missing
        /// Something that cannot be looked at (a symlink loop, a folder without permission), and why.
        case inaccessible(String)
        case directory
        case regularFile
        case other
    }

    /// What is at `path`, following symlinks.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(FileNameBytes.bytes(of: path), &info) == 0 else {
            let code = errno
            if code == ELOOP { return .inaccessible("a symlink loop") }
            return code == ENOENT || code == ENOTDIR ? .missing : .inaccessible(describe(code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    func contents(of path: String, limit: Int) throws(SourceError) -> [UInt8] {
        switch Self.kind(of: path) {
        case .missing: throw .notFound
        case .inaccessible(let reason): throw .unreadable(reason)
        case .directory: throw .isDirectory
        case .other: throw .unreadable("not a regular file")
        case .regularFile: break
        }
        let descriptor = open(FileNameBytes.bytes(of: path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(Self.describe(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        // Room for the whole file up front (one byte more, to see it grow), so a large file is not copied on each
        // doubling of the array nor held in twice its size.
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size > 0 {
            bytes.reserveCapacity(min(Int(info.st_size), limit) + 1)
        }
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        // Read at most one byte past the limit: a file that grows while read is still refused, in bounded memory.
        while bytes.count <= limit {
            // `limit - bytes.count` is at least 0 here; adding 1 after the `min` cannot overflow, whatever `limit`.
            let wanted = min(chunk - 1, limit - bytes.count) + 1
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(Self.describe(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        guard bytes.count <= limit else {
            var info = stat()
            let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : bytes.count
            throw .tooLarge(size: max(size, bytes.count))
        }
        return bytes
    }

    func canonicalPath(of path: String) -> String? {
        guard let resolved = realpath(FileNameBytes.bytes(of: path), nil) else { return nil }
        defer { free(resolved) }
        return FileNameBytes.string(
            from: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map {
                UInt8(bitPattern: $0)
            })
    }

    /// Whether the process may read `path`.
    static func isReadable(_ path: String) -> Bool { access(FileNameBytes.bytes(of: path), R_OK) == 0 }

    /// The system's text for an `errno` value, such as `permission denied`.
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}
