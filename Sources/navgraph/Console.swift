#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes, and what it knows of its environment.
struct Console {
    /// The environment variables.
    var environment: [String: String]
    /// Whether standard output is a terminal (for `--color auto`).
    var outputIsTerminal: Bool

    /// Writes `text` to standard output.
    func print(_ text: String) { send(text, to: STDOUT_FILENO) }

    /// Writes `text` and `terminator` (a line break unless told) to standard error.
    func printError(_ text: String, terminator: String = "\n") { send(text + terminator, to: STDERR_FILENO) }

    private func send(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The console of this process.
    static func current(environment: [String: String]) -> Console {
        Console(environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
