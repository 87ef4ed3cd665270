/// Path arithmetic on `/`-separated paths, without touching the disk.
package enum PathUtilities {
    /// Removes `.` and empty components and resolves `..` lexically (`a/./b/../c` → `a/c`).
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == ".." && absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder part of a path (`a/b/c.yaml` → `a/b`, `c.yaml` → `.`).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `relative` resolved against `directory`.
    package static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(directory == "." ? relative : directory + "/" + relative)
    }

    /// The last component of a path (`a/b/c.yaml` → `c.yaml`).
    package static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` lies inside `folder` (both canonical).
    package static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".." }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
