import _NavGraphCore

/// Graph files of one git revision, read with `git cat-file` (`navgraph diff git:REV PATH`). A file is named
/// `REV:/path` with the path from the repository's top folder, so includes resolve inside the revision and
/// diagnostics say which version they are about.
struct GitSources: SourceProvider {
    /// The repository's top folder in the working copy.
    var topLevel: String
    var revision: String
    /// Every file path of the revision, from the top folder.
    var files: Set<String>

    /// The revision `revision` of the repository around the current folder; a git that cannot run, a folder
    /// outside a repository or an unknown revision is a usage error.
    init(revision: String) throws(UsageError) {
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            throw UsageError(message: "'git:\(TextRenderer.visible(revision))' names no revision", hint: nil)
        }
        let top = try GitProcess.run(["rev-parse", "--show-toplevel"])
        guard top.status == 0 else {
            throw UsageError(
                message: "cannot read 'git:\(TextRenderer.visible(revision))': the current folder is not in a git "
                    + "repository",
                hint: Self.firstLine(top.errors))
        }
        topLevel = String(decoding: top.output, as: UTF8.self).trimmingTrailingNewlines
        let verified = try GitProcess.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: topLevel)
        guard verified.status == 0 else {
            throw UsageError(
                message: "unknown git revision '\(TextRenderer.visible(revision))'",
                hint: "name a branch, tag or commit: git:main, git:v1.2, git:HEAD~1")
        }
        self.revision = revision
        let listing = try GitProcess.run(["ls-tree", "-r", "-z", "--name-only", revision], in: topLevel)
        guard listing.status == 0 else {
            throw UsageError(
                message: "cannot list the files of git revision '\(TextRenderer.visible(revision))'",
                hint: Self.firstLine(listing.errors))
        }
        files = Set(listing.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The name of the file at `path` (from the top folder) in this revision.
    func label(_ path: String) -> String { "\(revision):/\(path)" }

    /// The path from the top folder that `label` names, nil when it names none of this revision.
    private func path(of label: String) -> String? {
        let normalized = PathUtilities.normalize(label)
        let prefix = "\(revision):/"
        guard normalized.hasPrefix(prefix) else { return nil }
        return String(normalized.dropFirst(prefix.count))
    }

    func contents(of label: String, limit: Int) throws(SourceError) -> [UInt8] {
        guard let path = path(of: label) else { throw .notFound }
        guard files.contains(path) else {
            throw files.contains { $0.hasPrefix(path + "/") } ? .isDirectory : .notFound
        }
        let object = "\(revision):\(path)"
        let said = try git(["cat-file", "-s", object])
        guard let size = Int(String(decoding: said, as: UTF8.self).trimmingTrailingNewlines) else {
            throw .unreadable("git cat-file gave no size")
        }
        guard size <= limit else { throw .tooLarge(size: size) }
        return try git(["cat-file", "blob", object])
    }

    /// What `git arguments` prints in the top folder; a failure is an unreadable file.
    private func git(_ arguments: [String]) throws(SourceError) -> [UInt8] {
        let outcome: GitProcess.Outcome
        do {
            outcome = try GitProcess.run(arguments, in: topLevel)
        } catch {
            throw .unreadable(error.message)
        }
        guard outcome.status == 0 else { throw .unreadable(Self.firstLine(outcome.errors) ?? "git failed") }
        return outcome.output
    }

    func canonicalPath(of label: String) -> String? {
        guard let path = path(of: label), files.contains(path) else { return nil }
        return self.label(path)
    }

    /// The graph files at `path` (as given on the command line, from the current folder) in this revision: the
    /// file itself, or the `*.navgraph.yaml` files under the folder (hidden folders and `.build` skipped), sorted.
    func graphFiles(at path: String) throws(UsageError) -> (files: [String], folder: String?) {
        let relative = try repositoryPath(of: path)
        if files.contains(relative) { return ([label(relative)], nil) }
        let prefix = relative.isEmpty ? "" : relative + "/"
        let found = files.filter { file in
            guard file.hasPrefix(prefix) else { return false }
            let parts = file.dropFirst(prefix.count).split(separator: "/")
            return GraphFileNaming.isGraphFile(String(parts.last ?? ""))
                && !parts.dropLast().contains { $0.hasPrefix(".") || $0 == ".build" }
        }
        guard !found.isEmpty || files.contains(where: { $0.hasPrefix(prefix) }) else {
            throw UsageError(
                message: "'\(TextRenderer.visible(path))' does not exist in git revision "
                    + "'\(TextRenderer.visible(revision))'",
                hint: nil)
        }
        return (found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map(label), label(relative))
    }

    /// `path` from the repository's top folder.
    private func repositoryPath(of path: String) throws(UsageError) -> String {
        let absolute: String
        if path.hasPrefix("/") {
            absolute = PathUtilities.normalize(path)
        } else {
            let prefix = try GitProcess.run(["rev-parse", "--show-prefix"])
            let inside = String(decoding: prefix.output, as: UTF8.self).trimmingTrailingNewlines
            absolute = PathUtilities.normalize(topLevel + "/" + inside + "/" + path)
        }
        let top = PathUtilities.normalize(topLevel)
        if absolute == top { return "" }
        guard PathUtilities.isInside(absolute, folder: top) else {
            throw UsageError(
                message: "'\(TextRenderer.visible(path))' is outside the git repository at "
                    + "'\(TextRenderer.visible(topLevel))'",
                hint: nil)
        }
        return String(absolute.dropFirst(top.count + 1))
    }

    private static func firstLine(_ text: String) -> String? {
        text.split(separator: "\n").first.map { TextRenderer.visible(String($0)) }
    }
}

extension String {
    /// The text without the line ends at its end.
    fileprivate var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text = text.dropLast() }
        return String(text)
    }
}
