import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the paths of the command line into the files to read: a file is taken whatever its name, a folder is
/// searched (without recursion on the call stack) for the names `isWanted` takes (`*.navgraph.yaml` and
/// `*.navgraph.yml` by default), skipping hidden folders and `.build`, following a symlinked folder only once (no
/// loops). A symlinked file is read only when its target lies in the searched folder (or in the folder that lists
/// it): a link out of the tree (to `/proc/self/environ`, say) is refused unread, so a scan never shows a file
/// from elsewhere. Folders are read byte for byte, so a name that is not UTF-8 is found (carried by `FileNameBytes`), and
/// names are compared by their bytes, so two names that differ only by Unicode normalisation are two files. The
/// result is sorted per argument and free of duplicates (by canonical path).
struct GraphFileFinder {
    var sources = FileSystemSources()
    /// Which file names a folder search takes: graph files unless told otherwise (flow tests).
    var isWanted: (String) -> Bool = GraphFileNaming.isGraphFile

    /// The graph files under `paths`; a missing or unreadable path is a usage error.
    func find(_ paths: [String]) throws(UsageError) -> [String] {
        var found: [String] = []
        var seen: Set<[UInt8]> = []
        for path in paths {
            let files: [String]
            switch FileSystemSources.kind(of: path) {
            case .missing:
                throw UsageError(message: "no such file or directory: '\(TextRenderer.visible(path))'", hint: nil)
            case .inaccessible(let reason):
                throw UsageError(message: "cannot read '\(TextRenderer.visible(path))': \(reason)", hint: nil)
            case .directory:
                files = try search(path)
            case .other:
                throw UsageError(message: "'\(TextRenderer.visible(path))' is not a regular file", hint: nil)
            case .regularFile:
                guard FileSystemSources.isReadable(path) else {
                    throw UsageError(
                        message: "cannot read '\(TextRenderer.visible(path))': permission denied", hint: nil)
                }
                files = [path]
            }
            for file in files {
                let key = Array((sources.canonicalPath(of: file) ?? file).utf8)
                if seen.insert(key).inserted { found.append(file) }
            }
        }
        return found
    }

    /// Every graph file under `folder`, sorted.
    private func search(_ folder: String) throws(UsageError) -> [String] {
        var files: [String] = []
        var pending = [folder]
        var visited: Set<[UInt8]> = []
        let root = sources.canonicalPath(of: folder) ?? folder
        while let directory = pending.popLast() {
            let canonical = sources.canonicalPath(of: directory) ?? directory
            guard visited.insert(Array(canonical.utf8)).inserted else { continue }
            guard let names = Self.names(in: directory) else {
                throw UsageError(
                    message:
                        "cannot read folder '\(TextRenderer.visible(directory))': \(FileSystemSources.describe(errno))",
                    hint: nil)
            }
            for name in names.sorted(by: Self.byBytes) {
                let path = directory == "." ? name : PathUtilities.join(directory, name)
                switch FileSystemSources.kind(of: path) {
                case .directory:
                    if !name.hasPrefix(".") { pending.append(path) }
                case .regularFile:
                    guard isWanted(name) else { continue }
                    guard isConfined(path, within: [root, canonical]) else {
                        throw UsageError(
                            message: "refusing '\(TextRenderer.visible(path))': it is a symbolic link to a file "
                                + "outside '\(TextRenderer.visible(folder))'",
                            hint: "copy the file into the folder, or name it on the command line")
                    }
                    guard FileSystemSources.isReadable(path) else {
                        throw UsageError(
                            message: "cannot read '\(TextRenderer.visible(path))': permission denied", hint: nil)
                    }
                    files.append(path)
                case .inaccessible(let reason):
                    guard isWanted(name) else { continue }
                    throw UsageError(message: "cannot read '\(TextRenderer.visible(path))': \(reason)", hint: nil)
                case .missing, .other:
                    continue
                }
            }
        }
        return files.sorted(by: Self.byBytes)
    }

    /// Whether `path` is no symbolic link, or one whose target lies inside one of the canonical `folders`.
    private func isConfined(_ path: String, within folders: [String]) -> Bool {
        var info = stat()
        guard lstat(FileNameBytes.bytes(of: path), &info) == 0 else { return false }
        guard info.st_mode & S_IFMT == S_IFLNK else { return true }
        guard let target = sources.canonicalPath(of: path) else { return false }
        return folders.contains { folder in
            target.utf8.starts(with: (folder.hasSuffix("/") ? folder : folder + "/").utf8)
        }
    }

    /// Orders paths by their bytes: a total order, where `String`'s `<` takes canonically equivalent names as equal.
    private static func byBytes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// The names in `folder` but `.` and `..`, read byte for byte; nil when the folder cannot be read (`errno`
    /// says why).
    private static func names(in folder: String) -> [String]? {
        guard let stream = opendir(FileNameBytes.bytes(of: folder)) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                FileNameBytes.string(from: raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
