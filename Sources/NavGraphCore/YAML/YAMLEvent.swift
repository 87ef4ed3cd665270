/// A 1-based position in a YAML file, in characters as libyaml counts them.
struct Mark: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// One libyaml event with 1-based marks. A scalar's text (an alias's name) is not copied into a `String`: the event
/// points at its bytes, in the file when the file holds them as they are (plain scalars on one line, quoted scalars
/// without escapes), else in the parser's side buffer, so that reading the file allocates nothing per scalar. The
/// bytes live as long as the parser (and the stream that owns it); `text` makes a `String` of them when a value is
/// kept. Its anchor and tag, which only the stream reads, come beside it (`YAMLParser.anchor`, `.tag`).
struct YAMLEvent {
    /// The event as Swift values, the scalar's text as a `String` (made on each use: read `type` and `bytes` on hot
    /// paths).
    enum Kind: Sendable, Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case mappingStart, mappingEnd, sequenceStart, sequenceEnd
        /// A scalar; `plain` is false for quoted and block scalars, which are always text.
        case scalar(String, plain: Bool)
        /// `*name`.
        case alias(String)
    }

    /// What the event is, without its text.
    enum EventType: UInt8 {
        case streamStart, streamEnd, documentStart, documentEnd
        case mappingStart, mappingEnd, sequenceStart, sequenceEnd
        case scalar, alias
    }

    var type: EventType
    /// Whether a scalar is plain (false for quoted and block scalars).
    var plain: Bool
    /// A scalar's UTF-8 text or an alias's name; empty for other events.
    var bytes: UnsafeBufferPointer<UInt8>
    var start: Mark
    var end: Mark

    init(type: EventType, plain: Bool = false, bytes: UnsafeBufferPointer<UInt8> = .empty, start: Mark, end: Mark) {
        self.type = type
        self.plain = plain
        self.bytes = bytes
        self.start = start
        self.end = end
    }

    /// The same event, placed at `mark` (where an alias that replays it was written).
    func placed(at mark: Mark) -> YAMLEvent {
        var event = self
        event.start = mark
        event.end = mark
        return event
    }

    /// The scalar's text (an alias's name), as a new string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the scalar's text is `literal` (compared as bytes: no string is made).
    func textIs(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let expected = literal.utf8Start
        for offset in 0..<count where bytes[offset] != expected[offset] { return false }
        return true
    }

    var kind: Kind {
        switch type {
        case .streamStart: .streamStart
        case .streamEnd: .streamEnd
        case .documentStart: .documentStart
        case .documentEnd: .documentEnd
        case .mappingStart: .mappingStart
        case .mappingEnd: .mappingEnd
        case .sequenceStart: .sequenceStart
        case .sequenceEnd: .sequenceEnd
        case .scalar: .scalar(text, plain: plain)
        case .alias: .alias(text)
        }
    }

    /// Whether the event opens a node (counted for alias expansion).
    var startsNode: Bool {
        switch type {
        case .mappingStart, .sequenceStart, .scalar: true
        default: false
        }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// No bytes.
    static var empty: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }
}

/// Why reading YAML stopped: one diagnostic's worth.
struct YAMLError: Error, Sendable {
    var code: DiagnosticCode
    var message: String
    var mark: Mark
    var length: Int = 1
}
