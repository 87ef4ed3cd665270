import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of the temporary files `generate` and `simulate`'s `save` write before renaming them into place:
/// `.navgraph-PID-N.tmp`, short whatever the target's name, so a target name of up to the system's limit still
/// has a temporary file beside it.
enum TemporaryFileNames {
    private static let prefix = ".navgraph-"
    private static let suffix = ".tmp"

    /// The `index`th temporary file of this process in `folder`.
    static func path(in folder: String, index: UInt64) -> String {
        PathUtilities.join(folder, "\(prefix)\(getpid())-\(index)\(suffix)")
    }

    /// The process that made the temporary file named `name`; nil when `name` is not such a file.
    static func process(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let parts = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-")
        guard parts.count == 2, let process = pid_t(parts[0]), process > 0, UInt64(parts[1]) != nil else {
            return nil
        }
        return process
    }
}
