import Foundation
import NavGraphCore

/// Turns the paths of the command line into the files to read: a file is taken whatever its name, a folder is
/// searched (without recursion on the call stack) for the names `isWanted` takes (`*.navgraph.yaml` and
/// `*.navgraph.yml` by default), skipping hidden folders and `.build`, following a symlinked folder only once (no
/// loops). The result is sorted per argument and free of duplicates (by canonical path).
struct GraphFileFinder {
    var sources = FileSystemSources()
    /// Which file names a folder search takes: graph files unless told otherwise (flow tests).
    var isWanted: (String) -> Bool = GraphFileNaming.isGraphFile

    /// The graph files under `paths`; a missing or unreadable path is a usage error.
    func find(_ paths: [String]) throws(UsageError) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for path in paths {
            let files: [String]
            switch FileSystemSources.kind(of: path) {
            case .missing:
                throw UsageError(message: "no such file or directory: '\(path)'", hint: nil)
            case .inaccessible(let reason):
                throw UsageError(message: "cannot read '\(path)': \(reason)", hint: nil)
            case .directory:
                files = try search(path)
            case .other:
                throw UsageError(message: "'\(path)' is not a regular file", hint: nil)
            case .regularFile:
                guard FileSystemSources.isReadable(path) else {
                    throw UsageError(message: "cannot read '\(path)': permission denied", hint: nil)
                }
                files = [path]
            }
            for file in files {
                let key = sources.canonicalPath(of: file) ?? file
                if seen.insert(key).inserted { found.append(file) }
            }
        }
        return found
    }

    /// Every graph file under `folder`, sorted.
    private func search(_ folder: String) throws(UsageError) -> [String] {
        var files: [String] = []
        var pending = [folder]
        var visited: Set<String> = []
        let manager = FileManager.default
        while let directory = pending.popLast() {
            guard visited.insert(sources.canonicalPath(of: directory) ?? directory).inserted else { continue }
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: directory)
            } catch {
                throw UsageError(message: "cannot read folder '\(directory)'", hint: nil)
            }
            for name in names.sorted() {
                let path = directory == "." ? name : PathUtilities.join(directory, name)
                switch FileSystemSources.kind(of: path) {
                case .directory:
                    if !name.hasPrefix(".") { pending.append(path) }
                case .regularFile:
                    guard isWanted(name) else { continue }
                    guard FileSystemSources.isReadable(path) else {
                        throw UsageError(message: "cannot read '\(path)': permission denied", hint: nil)
                    }
                    files.append(path)
                case .inaccessible(let reason):
                    guard isWanted(name) else { continue }
                    throw UsageError(message: "cannot read '\(path)': \(reason)", hint: nil)
                case .missing, .other:
                    continue
                }
            }
        }
        return files.sorted()
    }
}
