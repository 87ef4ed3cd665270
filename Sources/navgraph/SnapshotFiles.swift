import Foundation
import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `simulate`'s `save` and `restore` name, on the disk. Only regular files are read and written:
/// `save` replaces a file atomically (a temporary file in the same folder, then a rename) and refuses a target
/// that is a symbolic link, a device, a FIFO, a folder or a file with other hard links; `restore` refuses
/// anything but a regular file and reads at most `limit` bytes.
enum SnapshotFiles {
    /// Why a snapshot file could not be read or written, in the compiler's voice.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// File access for a simulator, reading at most `limit` bytes.
    static func files(limit: Int) -> Simulator.Files {
        Simulator.Files(
            read: { path in try readFile(path, limit: limit) },
            write: { data, path in try writeFile(data, to: path) })
    }

    /// The bytes of the regular file at `path`; opened without blocking, so a FIFO is refused, not waited on.
    static func readFile(_ path: String, limit: Int) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(description: "it is a folder")
        default: throw Failure(description: "it is not a regular file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // One byte past the limit tells a file that is too large, in bounded memory.
        while bytes.count <= limit {
            let wanted = min(buffer.count, limit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw failure(errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        guard bytes.count <= limit else { throw Failure(description: "it is larger than \(limit) bytes") }
        return Data(bytes)
    }

    /// Replaces the regular file at `path` (or creates it) with `data`, atomically; an existing file keeps its
    /// permissions.
    static func writeFile(_ data: Data, to path: String) throws(Failure) {
        var mode: mode_t = 0o666
        var exists = false
        var existing = stat()
        if lstat(path, &existing) == 0 {
            exists = true
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw Failure(description: "it is a symbolic link; only regular files are written")
            case S_IFDIR: throw Failure(description: "it is a folder")
            default: throw Failure(description: "it is not a regular file; only regular files are written")
            }
            guard existing.st_nlink <= 1 else {
                throw Failure(description: "it has other hard links; only files with one link are replaced")
            }
            mode = existing.st_mode & 0o7777
        } else if errno != ENOENT {
            throw failure(errno)
        }
        let folder = PathUtilities.directory(of: path)
        // A short name whatever the target's length (`.navgraph-PID-N.tmp`); N is random, so two saves never meet.
        let temporary = TemporaryFileNames.path(in: folder, index: UInt64.random(in: 0...UInt64.max))
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw failure(errno) }
        var written = false
        defer { if !written { unlink(temporary) } }
        var bytes = [UInt8](data)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw failure(code)
            }
            bytes = bytes.dropFirst(count)
        }
        // The umask applied to a new file; an existing file's mode is kept as it was.
        if exists { _ = fchmod(descriptor, mode) }
        let synced = fsync(descriptor) == 0 ? 0 : errno
        guard close(descriptor) == 0, synced == 0 else { throw failure(synced == 0 ? errno : synced) }
        guard rename(temporary, path) == 0 else { throw failure(errno) }
        written = true
    }

    private static func failure(_ code: Int32) -> Failure {
        Failure(description: code == ENOENT ? "no such file" : FileSystemSources.describe(code))
    }
}
