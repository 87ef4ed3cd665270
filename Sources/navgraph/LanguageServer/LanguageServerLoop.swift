import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif

/// Standard input, read with `read(2)` (retried when interrupted).
struct StandardInput: ByteInput {
    mutating func read(maximum: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(maximum, 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }

    /// `poll(2)` on standard input (retried when interrupted); an error or a closed input counts as ready, so
    /// that the next read sees the end.
    mutating func waitForInput(milliseconds: Int) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, Int32(clamping: milliseconds))
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }
}

/// Runs the server over framed messages until `exit` or the end of the input.
enum LanguageServerLoop {
    /// The largest message body accepted: 64 MiB (a graph file is at most 16 MiB by default; its text is sent
    /// escaped in JSON).
    static let bodyLimit = 64 << 20

    /// Reads frames from `input`, sends each answer through `send`; the exit status. While a check of changed
    /// documents waits, the loop waits for input at most the server's delay, and tells the server when the input
    /// stayed quiet that long (so a burst of changes is checked once, after it).
    static func run(input: some ByteInput, send: (String) -> Bool) -> Int32 {
        var reader = FrameReader(input: input, bodyLimit: bodyLimit)
        var server = LanguageServer()
        while true {
            let messages: [JSONValue]
            if let delay = server.idleDelay, !reader.input.waitForInput(milliseconds: delay) {
                messages = server.inputIsIdle()
            } else {
                messages = server.handle(reader.next())
            }
            for message in messages {
                guard send(FrameWriter.frame(message.serialized(pretty: false))) else { return 1 }
            }
            if case .exited(let status) = server.state { return status }
        }
    }
}
