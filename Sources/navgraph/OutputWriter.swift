import Foundation
import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files into a folder. Every target path is checked before any file is written; a file that
/// already holds its bytes is left alone (an unchanged graph does not make the module recompile); a changed file is
/// written to a temporary file in the same folder and renamed into place, so nobody ever reads half a file.
///
/// A temporary file is named as `TemporaryFileNames` says (`.navgraph-PID-N.tmp`). One left behind by a run that
/// was killed (its process is gone) is removed by the next run writing into the folder.
struct OutputWriter {
    /// The folder written into, created if missing.
    let folder: String
    /// Whether a file that holds something else may be replaced (`generate` owns its outputs; `import` replaces a
    /// graph file, which a person may have edited since, only with `--force`).
    var replacing = true

    /// Writes `files` into the folder, or throws naming the first path that cannot take its file.
    func write(_ files: [GeneratedFile]) throws(UsageError) {
        try makeFolder()
        var changed: [(path: String, contents: [UInt8])] = []
        for file in files {
            let path = PathUtilities.join(folder, file.name)
            if try !Self.holds(file.contents, at: path) {
                if !replacing && FileSystemSources.kind(of: path) != .missing {
                    throw UsageError(
                        message: "'\(TextRenderer.visible(path))' exists and holds something else",
                        hint: "'--force' replaces it; or choose another output folder")
                }
                changed.append((path, file.contents))
            }
        }
        removeLeftovers()
        for (index, file) in changed.enumerated() {
            try replace(
                file.path, with: file.contents, through: TemporaryFileNames.path(in: folder, index: UInt64(index)))
        }
    }

    /// Creates the folder when it is missing; refuses a path that is something else.
    private func makeFolder() throws(UsageError) {
        switch FileSystemSources.kind(of: folder) {
        case .directory:
            return
        case .missing:
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError(message: "cannot create folder '\(folder)'", hint: nil)
            }
        case .inaccessible(let reason):
            throw UsageError(message: "cannot use folder '\(folder)': \(reason)", hint: nil)
        case .regularFile, .other:
            throw UsageError(message: "'\(folder)' is not a folder", hint: "give '--output' a folder")
        }
    }

    /// Whether `path` is a regular file holding `contents`: false when it is missing or holds something else.
    /// Anything but a regular file there (a folder, a symbolic link, a device) is refused: it is not ours to replace.
    private static func holds(_ contents: [UInt8], at path: String) throws(UsageError) -> Bool {
        var info = stat()
        guard lstat(FileNameBytes.bytes(of: path), &info) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            throw UsageError(message: "cannot write '\(path)': \(FileSystemSources.describe(code))", hint: nil)
        }
        let hint = "remove it, or choose another output folder"
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // Read one byte more than expected at most: a longer file differs.
            return (try? FileSystemSources().contents(of: path, limit: contents.count)) == contents
        case S_IFDIR:
            throw UsageError(message: "cannot write '\(path)': it is a folder", hint: hint)
        case S_IFLNK:
            throw UsageError(message: "cannot write '\(path)': it is a symbolic link", hint: hint)
        default:
            throw UsageError(message: "cannot write '\(path)': it is not a regular file", hint: hint)
        }
    }

    /// Writes `contents` to `temporary`, then renames it to `path`; removes it when any step fails.
    private func replace(_ path: String, with contents: [UInt8], through temporary: String) throws(UsageError) {
        var descriptor = open(FileNameBytes.bytes(of: temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0 && errno == EEXIST {
            // Left by an earlier process that had this process's id, and was killed.
            unlink(FileNameBytes.bytes(of: temporary))
            descriptor = open(FileNameBytes.bytes(of: temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else {
            throw UsageError(message: "cannot write '\(path)': \(FileSystemSources.describe(errno))", hint: nil)
        }
        var failure = writeAll(contents, to: descriptor)
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(FileNameBytes.bytes(of: temporary), FileNameBytes.bytes(of: path)) != 0 {
            failure = errno
        }
        if let failure {
            unlink(FileNameBytes.bytes(of: temporary))
            throw UsageError(message: "cannot write '\(path)': \(FileSystemSources.describe(failure))", hint: nil)
        }
    }

    /// Removes the temporary files of runs whose process is gone (killed while writing).
    private func removeLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let process = TemporaryFileNames.process(of: name), process != getpid() else { continue }
            if kill(process, 0) != 0 && errno == ESRCH {
                unlink(FileNameBytes.bytes(of: PathUtilities.join(folder, name)))
            }
        }
    }
}

/// Writes every byte of `contents` to `descriptor`; the `errno` of the failure, nil when all were written.
private func writeAll(_ contents: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < contents.count {
        let count = contents.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        }
        if count < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += count
    }
    return nil
}
