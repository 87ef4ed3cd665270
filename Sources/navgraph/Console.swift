#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes, and what it knows of its environment. A write that fails (a full disk, a closed
/// descriptor) is remembered, so the command line can end with exit status 2 instead of losing output silently.
struct Console {
    /// The first failed write of each stream: the `errno` value, shared by every copy of the console.
    final class WriteFailures {
        var output: Int32?
        var error: Int32?
    }

    /// The environment variables.
    var environment: [String: String]
    /// Whether standard output is a terminal (for `--color auto`).
    var outputIsTerminal: Bool
    /// The descriptors written to: standard output and standard error unless told otherwise (tests).
    var outputDescriptor = STDOUT_FILENO
    var errorDescriptor = STDERR_FILENO
    let failures = WriteFailures()

    /// Writes `text` to standard output.
    func print(_ text: String) {
        if let code = send(text, to: outputDescriptor), failures.output == nil { failures.output = code }
    }

    /// Writes `text` and `terminator` (a line break unless told) to standard error.
    func printError(_ text: String, terminator: String = "\n") {
        if let code = send(text + terminator, to: errorDescriptor), failures.error == nil { failures.error = code }
    }

    /// Writes every byte of `text`; the `errno` value of a failed write, nil when all was written.
    private func send(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    /// The message of a failed write, nil when every write succeeded: for standard error when standard output
    /// failed, and as the last word when standard error failed too.
    var writeFailureMessage: String? {
        if let code = failures.output {
            return "navgraph: error: cannot write to standard output: \(FileSystemSources.describe(code))"
        }
        if let code = failures.error {
            return "navgraph: error: cannot write to standard error: \(FileSystemSources.describe(code))"
        }
        return nil
    }

    /// The console of this process. A standard stream that is closed (`>&-`) is held on `/dev/null` opened for
    /// reading, so that no file opened later takes its number and writes to it fail as they should.
    static func current(environment: [String: String]) -> Console {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
        return Console(environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
