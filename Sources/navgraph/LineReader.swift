#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of a file descriptor (standard input for `simulate`), read in bounded chunks: a line longer than
/// `limit` bytes is an error as soon as that many bytes are buffered, so endless input without a line break
/// (`/dev/zero`) never grows memory past the limit.
struct LineReader {
    /// Why no further line could be read.
    enum Failure: Error {
        /// Line `number` has more than the limit of bytes.
        case tooLong(number: Int)
        /// The descriptor could not be read, and why.
        case unreadable(String)
    }

    /// The longest line taken, in bytes without its line break.
    static let defaultLimit = 64 * 1024

    private let descriptor: Int32
    private let limit: Int
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// How far past `start` is known to hold no line break.
    private var scanned = 0
    private var atEnd = false
    /// The number of the last line returned.
    private(set) var lineNumber = 0

    init(descriptor: Int32, limit: Int = LineReader.defaultLimit) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line without its line break (`\n` or `\r\n`), nil at the end. A line that is not valid UTF-8 is
    /// `.notUTF8`, never repaired: its text would not be what was written.
    mutating func next() throws(Failure) -> Line? {
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                guard end - start <= limit else { throw .tooLong(number: lineNumber + 1) }
                return take(upTo: end, next: newline + 1)
            }
            scanned = buffer.count - start
            guard scanned <= limit else { throw .tooLong(number: lineNumber + 1) }
            if atEnd {
                guard scanned > 0 else { return nil }
                return take(upTo: buffer.count, next: buffer.count)
            }
            try fill()
        }
    }

    /// A line read: its text, or that it is not UTF-8.
    enum Line {
        case text(String)
        case notUTF8
    }

    private mutating func take(upTo end: Int, next: Int) -> Line {
        let line = String(validating: buffer[start..<end], as: UTF8.self).map(Line.text) ?? .notUTF8
        start = next
        scanned = 0
        lineNumber += 1
        return line
    }

    /// Reads one chunk, first dropping the lines already returned.
    private mutating func fill() throws(Failure) {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunk = 64 * 1024
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress.map { $0 + old }, chunk)
            }
            if count < 0 && errno == EINTR { continue }
            buffer.removeLast(chunk - max(count, 0))
            if count < 0 { throw .unreadable(FileSystemSources.describe(errno)) }
            if count == 0 { atEnd = true }
            return
        }
    }
}
