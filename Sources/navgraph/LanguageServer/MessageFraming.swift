/// Where framed bytes come from: standard input in the command, a byte array in tests.
protocol ByteInput {
    /// The next bytes, at most `maximum` of them; empty at the end of the input.
    mutating func read(maximum: Int) -> [UInt8]
    /// Waits at most `milliseconds` for input: true when some is ready to read (or the input has ended), false
    /// when the input stayed quiet that long.
    mutating func waitForInput(milliseconds: Int) -> Bool
}

/// What reading one message of the base protocol gave.
enum Frame: Equatable {
    /// The body of a well-framed message (not yet parsed).
    case message([UInt8])
    /// The header block could not be understood (why); the body, if any, could not be located.
    case malformedHeader(String)
    /// The body is longer than the limit; its bytes were skipped so the stream stays in step.
    case tooLarge(Int)
    /// The input ended (possibly in the middle of a message).
    case end
}

/// Reads messages framed as the Language Server Protocol's base protocol says: header lines
/// (`Content-Length: N`, optionally `Content-Type: ...`) ending with an empty line, then N bytes of body.
/// Headers are read byte by byte, so nothing of the next message is consumed; a header block or a body over its
/// limit never grows memory past that limit.
struct FrameReader<Input: ByteInput> {
    var input: Input
    /// The largest body accepted, in bytes.
    var bodyLimit: Int
    /// The largest header block accepted, in bytes.
    var headerLimit = 4096

    /// The next message, or why there is none.
    mutating func next() -> Frame {
        var length: Int?
        var problem: String?
        var line: [UInt8] = []
        var headerBytes = 0
        while true {
            let byte = input.read(maximum: 1)
            guard let first = byte.first else {
                return .end
            }
            headerBytes += 1
            if first != UInt8(ascii: "\n") {
                if line.count < headerLimit { line.append(first) }
                if headerBytes > headerLimit, problem == nil {
                    problem = "the header block is longer than \(headerLimit) bytes"
                }
                continue
            }
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.isEmpty { break }
            if problem == nil {
                switch Self.parseHeader(line) {
                case .contentLength(let value):
                    if length != nil { problem = "'Content-Length' is given twice" }
                    length = value
                case .other: break
                case .invalid(let reason): problem = reason
                }
            }
            line = []
        }
        if let problem { return .malformedHeader(problem) }
        guard let length else { return .malformedHeader("the header 'Content-Length' is missing") }
        guard length <= bodyLimit else {
            var remaining = length
            while remaining > 0 {
                let chunk = input.read(maximum: min(remaining, 65536))
                if chunk.isEmpty { return .end }
                remaining -= chunk.count
            }
            return .tooLarge(length)
        }
        var body: [UInt8] = []
        body.reserveCapacity(length)
        while body.count < length {
            let chunk = input.read(maximum: length - body.count)
            if chunk.isEmpty { return .end }
            body += chunk
        }
        return .message(body)
    }

    private enum Header {
        case contentLength(Int)
        case other
        case invalid(String)
    }

    /// One header line (without its line break): `Name: value`, the name compared without regard to case.
    private static func parseHeader(_ line: [UInt8]) -> Header {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .invalid("a header line has no ':'")
        }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
        switch name {
        case "content-length":
            guard !value.isEmpty, value.count <= 18, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let number = Int(value)
            else { return .invalid("'Content-Length' is not a whole number: '\(value)'") }
            return .contentLength(number)
        case "content-type":
            return .other
        default:
            return name.isEmpty ? .invalid("a header line has no name") : .other
        }
    }
}

/// Writes messages framed as `FrameReader` reads them.
enum FrameWriter {
    /// `body` framed with its `Content-Length` header (the body's length in UTF-8 bytes).
    static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        let start = scalars.firstIndex { $0 != " " && $0 != "\t" } ?? scalars.endIndex
        let end = scalars.lastIndex { $0 != " " && $0 != "\t" }.map { scalars.index(after: $0) } ?? start
        return String(scalars[start..<max(start, end)])
    }
}
