import CYaml

/// Owns one `yaml_parser_t` over a byte buffer and hands out its events one at a time, converting libyaml's
/// 0-based marks to 1-based ones at this boundary and freeing every event. Input is forced to UTF-8 (a UTF-8
/// BOM is accepted, UTF-16 is refused as invalid UTF-8).
final class YAMLParser {
    /// The parser and whether it failed, behind a pointer: reached on every event, they would otherwise pay the
    /// class's run-time exclusivity checks each time.
    private struct State {
        var parser = yaml_parser_t()
        var failed = false
        /// The `&anchor` and `!tag` of the event last returned, when it had them.
        var anchor: String?
        var tag: String?
        /// Whether that event had either (one test per event for the stream, rather than two optional strings).
        var hasProperties = false
        /// Where scalars that the file does not hold as they are keep their bytes.
        var side = SideBuffer()
        /// Where character offsets meet byte offsets, for files with non-ASCII text (`FileOffsets`).
        var offsets: FileOffsets
    }

    private let state: UnsafeMutablePointer<State>
    /// The text libyaml reads (a UTF-8 byte order mark left out).
    private let buffer: UnsafeBufferPointer<UInt8>
    /// The parser's own copy of the text, when it made one.
    private let copy: UnsafeMutableBufferPointer<UInt8>?

    /// Reads a copy of `bytes`.
    convenience init(bytes: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = copy.initialize(from: bytes)
        self.init(text: UnsafeBufferPointer(rebasing: copy[..<bytes.count]), copy: copy)
    }

    /// Reads `text` in place, with no copy: `text` must stay valid as long as the parser lives.
    convenience init(borrowing text: UnsafeBufferPointer<UInt8>) {
        guard text.baseAddress != nil else {
            self.init(bytes: [])
            return
        }
        self.init(text: text, copy: nil)
    }

    private init(text: UnsafeBufferPointer<UInt8>, copy: UnsafeMutableBufferPointer<UInt8>?) {
        // With the encoding forced, libyaml would read a UTF-8 byte order mark as text: drop it here.
        buffer = text.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: text.dropFirst(3)) : text
        self.copy = copy
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(offsets: FileOffsets(buffer)))
        yaml_parser_initialize(&state.pointee.parser)
        yaml_parser_set_encoding(&state.pointee.parser, YAML_UTF8_ENCODING)
        if let base = buffer.baseAddress {
            yaml_parser_set_input_string(&state.pointee.parser, base, buffer.count)
        }
    }

    deinit {
        yaml_parser_delete(&state.pointee.parser)
        state.pointee.side.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
        copy?.deallocate()
    }

    /// The `&anchor` of the event `next()` last returned, if it had one (kept beside the event, so the event the
    /// decoder copies around holds one string at most).
    var anchor: String? { state.pointee.anchor }
    /// The `!tag` of the event `next()` last returned, if it had one.
    var tag: String? { state.pointee.tag }
    /// Whether the event `next()` last returned had an anchor or a tag.
    var hasProperties: Bool { state.pointee.hasProperties }

    /// The next event; throws libyaml's error (NG001 syntax, NG008 encoding) and keeps throwing after one.
    func next() throws(YAMLError) -> YAMLEvent {
        if state.pointee.failed {
            throw .parserStopped
        }
        var event = yaml_event_t()
        guard yaml_parser_parse(&state.pointee.parser, &event) != 0 else {
            state.pointee.failed = true
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        if state.pointee.hasProperties {
            state.pointee.anchor = nil
            state.pointee.tag = nil
            state.pointee.hasProperties = false
        }
        let copied = copy(event)
        // After the stream's end libyaml hands out empty events forever: one more read is a bug, stop it here.
        if copied.type == .streamEnd { state.pointee.failed = true }
        return copied
    }

    private static func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: mark.line + 1, column: mark.column + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, count: Int) -> String? {
        guard let pointer else { return nil }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    private static func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return string(pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
    }

    private static func message(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: strlen(pointer)) {
            String(decoding: UnsafeBufferPointer(start: $0, count: strlen(pointer)), as: UTF8.self)
        }
    }

    /// The event with 1-based marks and its text placed where it stays valid; its anchor and tag go to `anchor` and
    /// `tag` (nil pointers, the usual case, cost a test each).
    private func copy(_ event: yaml_event_t) -> YAMLEvent {
        let start = Self.mark(event.start_mark)
        let end = Self.mark(event.end_mark)
        func made(_ type: YAMLEvent.EventType) -> YAMLEvent {
            YAMLEvent(type: type, start: start, end: end)
        }
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            noteProperties(anchor: data.anchor, tag: data.tag)
            let plain = data.style == YAML_PLAIN_SCALAR_STYLE
            let bytes = text(data.value, count: data.length, style: data.style, at: event.start_mark.index)
            return YAMLEvent(type: .scalar, plain: plain, bytes: bytes, start: start, end: end)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            noteProperties(anchor: data.anchor, tag: data.tag)
            return made(.mappingStart)
        case YAML_MAPPING_END_EVENT: return made(.mappingEnd)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            noteProperties(anchor: data.anchor, tag: data.tag)
            return made(.sequenceStart)
        case YAML_SEQUENCE_END_EVENT: return made(.sequenceEnd)
        case YAML_ALIAS_EVENT:
            var alias = made(.alias)
            if let name = event.data.alias.anchor {
                alias.bytes = state.pointee.side.store(UnsafeBufferPointer(start: name, count: Self.length(name)))
            }
            return alias
        case YAML_STREAM_START_EVENT: return made(.streamStart)
        case YAML_DOCUMENT_START_EVENT: return made(.documentStart)
        case YAML_DOCUMENT_END_EVENT: return made(.documentEnd)
        default: return made(.streamEnd)
        }
    }

    /// Where a scalar's `count` bytes at `value` (libyaml's copy, freed with its event) stay valid: in the file when
    /// it holds them as they are at the scalar's start (`index`, in characters; one past the quote of a quoted
    /// scalar), which is checked byte for byte, else a copy in the side buffer.
    private func text(
        _ value: UnsafeMutablePointer<yaml_char_t>?,
        count: Int,
        style: yaml_scalar_style_t,
        at index: Int
    ) -> UnsafeBufferPointer<UInt8> {
        guard let value, count > 0 else { return .empty }
        let quoted = style == YAML_SINGLE_QUOTED_SCALAR_STYLE || style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
        if quoted || style == YAML_PLAIN_SCALAR_STYLE, let base = buffer.baseAddress {
            let offset = state.pointee.offsets.byteOffset(ofCharacter: index) + (quoted ? 1 : 0)
            if offset + count <= buffer.count && memcmp(base + offset, value, count) == 0 {
                return UnsafeBufferPointer(start: base + offset, count: count)
            }
        }
        return state.pointee.side.store(UnsafeBufferPointer(start: value, count: count))
    }

    private static func length(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> Int {
        strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    /// Records a node's anchor and tag; most nodes have neither, which costs two tests.
    private func noteProperties(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?) {
        if anchor != nil {
            state.pointee.anchor = Self.cString(anchor)
            state.pointee.hasProperties = true
        }
        if tag != nil {
            state.pointee.tag = Self.cString(tag)
            state.pointee.hasProperties = true
        }
    }

    private func currentError() -> YAMLError {
        let parser = state.pointee.parser
        let problem = Self.message(parser.problem) ?? "unknown YAML error"
        switch parser.error {
        case YAML_READER_ERROR:
            let offset = parser.problem_offset
            var message = problem
            if parser.problem_value != -1 {
                message += " (byte 0x\(String(UInt32(truncatingIfNeeded: parser.problem_value), radix: 16)))"
            }
            return .notUTF8(message, at: mark(atByte: offset))
        case YAML_MEMORY_ERROR:
            return .parserOutOfMemory
        default:
            var message = problem
            if let context = Self.message(parser.context) {
                let contextMark = Self.mark(parser.context_mark)
                message += " \(context) at line \(contextMark.line), column \(contextMark.column)"
            }
            return .syntax(message, at: Self.mark(parser.problem_mark))
        }
    }

    /// The line and column (in characters) of a byte offset, for reader errors, which libyaml gives as offsets.
    private func mark(atByte offset: Int) -> Mark {
        var line = 1
        var column = 1
        for byte in buffer.prefix(min(offset, buffer.count)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Mark(line: line, column: column)
    }
}
