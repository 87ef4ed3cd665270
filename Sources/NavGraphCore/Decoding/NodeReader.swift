import NavGraphRuntime

/// Reads typed, located values out of the event stream by the schema's rules (docs/format.md, "How scalars are read": scalars
/// are typed by the schema, never by YAML 1.1 resolution), reporting NG003–NG005 and skipping what does not fit.
struct NodeReader {
    var stream: YAMLEventStream
    let file: String
    private let fileID: UInt32
    var diagnostics: [Diagnostic] = []
    /// The strings of short scalars met lately, handed out again rather than made anew.
    private var strings = ShortStrings()

    init(stream: YAMLEventStream, file: String) {
        self.stream = stream
        self.file = file
        fileID = SourceLocation.fileID(for: file)
    }

    // MARK: Locations and diagnostics

    /// The text of a scalar event, as a string kept in the model.
    mutating func text(_ event: YAMLEvent) -> String {
        guard let base = event.bytes.baseAddress else { return "" }
        return strings.string(base, count: event.bytes.count)
    }

    func location(_ event: YAMLEvent) -> SourceLocation {
        let length = event.end.line == event.start.line ? event.end.column - event.start.column : 1
        return SourceLocation(fileID: fileID, line: event.start.line, column: event.start.column, length: length)
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    static func describe(_ event: YAMLEvent) -> String {
        switch event.kind {
        case .mappingStart: "a mapping"
        case .sequenceStart: "a sequence"
        case .scalar(let text, let plain):
            plain && isNull(text) ? "null" : "'\(MessageEcho.cut(text, limit: 40))'"
        default: "nothing"
        }
    }

    static func isNull(_ text: String) -> Bool {
        // Sorted by length first: most values are not null and are told apart without a comparison.
        switch text.utf8.count {
        case 0: true
        case 1: text == "~"
        case 4: text == "null" || text == "Null" || text == "NULL"
        default: false
        }
    }

    /// Whether `event` is a plain null scalar (`null`, `~`, or nothing), told from its bytes with no string made.
    static func isNull(_ event: YAMLEvent) -> Bool {
        guard event.type == .scalar, event.plain else { return false }
        switch event.bytes.count {
        case 0: return true
        case 1: return event.textIs("~")
        case 4: return event.textIs("null") || event.textIs("Null") || event.textIs("NULL")
        default: return false
        }
    }

    /// `'key'` for a key, or the phrase itself for a described place (`screen 'home'`).
    static func subject(_ key: String) -> String {
        key.contains(" ") ? key : "'\(key)'"
    }

    /// Reports that the next node is not what `key` takes, and skips it.
    mutating func wrongKind(expected: String, for key: @autoclosure () -> String) throws(YAMLError) {
        let event = try stream.peek()
        emit(.wrongKind(for: key(), expected: expected, found: Self.describe(event), at: location(event)))
        try skip()
    }

    // MARK: Structure

    /// Skips the next node, however deep (iteratively: depth is bounded by the stream anyway). The next event must
    /// start a node: anything else means the decoder lost its place, which is reported rather than read past.
    mutating func skip() throws(YAMLError) {
        let first = try stream.next()
        switch first.type {
        case .scalar: return
        case .mappingStart, .sequenceStart: try skipRest(of: first)
        default: throw Self.misplaced(first)
        }
    }

    /// The error for an event met where a node must start (a decoder bug, never a crash or a hang).
    static func misplaced(_ event: YAMLEvent) -> YAMLError {
        .expectedValue(at: event.start)
    }

    /// Whether the next node is a plain null (`null`, `~`, or nothing), consuming it if so.
    mutating func takeNull() throws(YAMLError) -> Bool {
        let event = try stream.peek()
        guard Self.isNull(event) else { return false }
        _ = try stream.next()
        return true
    }

    /// Opens a mapping for `key`; reports NG005 and skips the node when it is something else. A plain null
    /// reads as an empty mapping when `nullIsEmpty`.
    /// `key` is built only when reported.
    mutating func beginMapping(
        for key: @autoclosure () -> String,
        nullIsEmpty: Bool = false
    ) throws(YAMLError) -> SourceLocation? {
        let event = try stream.peek()
        if event.type == .mappingStart {
            _ = try stream.next()
            return location(event)
        }
        if nullIsEmpty, try takeNull() { return nil }
        try wrongKind(expected: "a mapping", for: key())
        return nil
    }

    /// Opens a sequence for `key`; reports NG005 and skips the node when it is something else. A plain null
    /// reads as an empty sequence.
    mutating func beginSequence(for key: @autoclosure () -> String) throws(YAMLError) -> SourceLocation? {
        let event = try stream.peek()
        if event.type == .sequenceStart {
            _ = try stream.next()
            return location(event)
        }
        if try takeNull() { return nil }
        try wrongKind(expected: "a sequence", for: key())
        return nil
    }

    /// Whether the open sequence has another element (consumes its end if not).
    mutating func hasNextElement() throws(YAMLError) -> Bool {
        if try stream.peek().type == .sequenceEnd {
            _ = try stream.next()
            return false
        }
        return true
    }

    /// The next key of the open mapping, nil at its end. Non-scalar keys (NG005), merge keys (NG002) and
    /// duplicate keys (NG003, first one wins) are reported and their values skipped.
    mutating func nextKey(_ seen: inout SeenKeys) throws(YAMLError) -> Located<String>? {
        try nextKey(&seen, in: nil)?.key
    }

    /// The next key of the open mapping as `nextKey(_:)` reads it, with the case of `Key` it is (nil for a key that
    /// `Key` lacks), found from the key's bytes.
    mutating func nextKey<Key: MappingKey>(_ seen: inout SeenKeys, as: Key.Type) throws(YAMLError) -> KeyRead<Key>? {
        guard let next = try nextKey(&seen, in: Key.table) else { return nil }
        return KeyRead(key: next.key, known: next.known.flatMap(Key.init(rawValue:)))
    }

    private mutating func nextKey(_ seen: inout SeenKeys, in table: KeyTable?) throws(YAMLError) -> KeyRead<Int>? {
        while true {
            let event = try stream.next()
            switch event.type {
            case .mappingEnd:
                return nil
            case .scalar:
                let match = table?.match(event.bytes)
                let id = match?.index
                // A key of the table spelt as in the table is the table's string: no string is made.
                let spelling =
                    if let match, match.sameBytes, let table { table.keys[match.index] } else { text(event) }
                let key = Located(spelling, at: location(event))
                if event.plain && event.textIs("<<") {
                    emit(.mergeKey(at: key.location))
                    try skip()
                    continue
                }
                if let first = seen.location(of: spelling, id: id ?? -1) {
                    emit(.duplicateKey(spelling, at: key.location, firstAt: first))
                    try skip()
                    continue
                }
                seen.insert(spelling, at: key.location, id: id ?? -1)
                return KeyRead(key: key, known: id)
            case .mappingStart, .sequenceStart:
                emit(.nonScalarKey(found: Self.describe(event), at: location(event)))
                try skipRest(of: event)
                try skip()
            default:
                throw Self.misplaced(event)
            }
        }
    }

    /// Skips the remainder of a collection whose start event was already consumed.
    private mutating func skipRest(of start: YAMLEvent) throws(YAMLError) {
        var depth = 1
        while depth > 0 {
            let event = try stream.next()
            switch event.type {
            case .mappingStart, .sequenceStart: depth += 1
            case .mappingEnd, .sequenceEnd: depth -= 1
            case .scalar: break
            default: throw Self.misplaced(event)
            }
        }
    }

    /// Reports an unknown key with a did-you-mean and skips its value.
    mutating func unknownKey(_ key: Located<String>, in context: String, allowed: [String]) throws(YAMLError) {
        let value: String? = if case .scalar(let text, _) = try stream.peek().kind { text } else { nil }
        emit(.unknownKey(key, in: context, allowed: allowed, value: value))
        try skip()
    }

    // MARK: Scalars

    /// The next scalar's event (consumed), or nil after reporting NG005 for `key`. Its text is made into a string
    /// only by the reader that keeps it.
    private mutating func scalar(for key: @autoclosure () -> String, expected: String) throws(YAMLError) -> YAMLEvent? {
        let event = try stream.peek()
        guard event.type == .scalar else {
            try wrongKind(expected: expected, for: key())
            return nil
        }
        _ = try stream.next()
        return event
    }

    /// A string; any scalar is text. A plain null reads as "not set".
    mutating func string(for key: @autoclosure () -> String) throws(YAMLError) -> Located<String>? {
        guard let event = try scalar(for: key(), expected: "a string") else { return nil }
        if Self.isNull(event) { return nil }
        return Located(text(event), at: location(event))
    }

    /// A string where a plain null means "explicitly none" (`restorationIdentifier: null`).
    mutating func nullableString(for key: String) throws(YAMLError) -> Located<String?>? {
        guard let event = try scalar(for: key, expected: "a string or null") else { return nil }
        if Self.isNull(event) { return Located(nil, at: location(event)) }
        return Located(text(event), at: location(event))
    }

    /// A boolean: plain `true` or `false` only. A plain null reads as "not set".
    mutating func bool(for key: String) throws(YAMLError) -> Located<Bool>? {
        guard let event = try scalar(for: key, expected: "a boolean") else { return nil }
        if event.plain {
            if event.textIs("true") { return Located(true, at: location(event)) }
            if event.textIs("false") { return Located(false, at: location(event)) }
            if Self.isNull(event) { return nil }
        }
        emit(.notABoolean(for: key, event.text, plain: event.plain, at: location(event)))
        return nil
    }

    /// A decimal integer (no octal, no sexagesimal, no sign but `-`), within `range`.
    mutating func integer(for key: String, in range: ClosedRange<Int> = 0...Int.max) throws(YAMLError) -> Located<Int>?
    {
        guard let event = try scalar(for: key, expected: "an integer") else { return nil }
        let text = event.text
        if event.plain, let number = Self.decimal(text), range.contains(number) {
            return Located(number, at: location(event))
        }
        let isInteger = event.plain && Self.decimal(text) != nil
        emit(.notAnInteger(for: key, text, isInteger: isInteger, range: range, at: location(event)))
        return nil
    }

    /// A decimal integer, as parameter literals are read: optional `-`, digits, no leading zero, fits in `Int`.
    static func decimal(_ text: String) -> Int? {
        ScalarSyntax.int(text)
    }

    /// One of an enumeration's raw values, with a did-you-mean.
    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type,
        for key: String
    ) throws(YAMLError) -> Located<Value>? where Value.RawValue == String {
        guard let text = try string(for: key) else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.location) }
        emit(.notAChoice(text, for: key, choices: Value.allCases.map(\.rawValue)))
        return nil
    }

    /// `renamedFrom:`: one old name or a sequence of them.
    mutating func oldNames(for key: String) throws(YAMLError) -> [Located<String>] {
        if try stream.peek().type == .scalar {
            return try string(for: key).map { [$0] } ?? []
        }
        return try strings(for: key)
    }

    /// A sequence of strings (a single plain null reads as none; a null element is reported, not dropped).
    mutating func strings(for key: String) throws(YAMLError) -> [Located<String>] {
        guard try beginSequence(for: key) != nil else { return [] }
        var result: [Located<String>] = []
        while try hasNextElement() {
            let event = try stream.peek()
            if Self.isNull(event) {
                _ = try stream.next()
                emit(.nullElement(of: key, at: location(event)))
                continue
            }
            if let value = try string(for: "an element of '\(key)'") { result.append(value) }
        }
        return result
    }

    /// How deep a value read as a whole (`default:`, `arguments:`, a flow's `with:` and `expect:`) may nest,
    /// whatever `--max-depth` allows: such values are read, compared and freed recursively, so this hard bound
    /// keeps the call stack small.
    static let maximumValueDepth = 100

    /// Any node, kept as written for later checking against a parameter type; `depth` counts the collections
    /// around it within the value.
    mutating func literal(depth: Int = 0) throws(YAMLError) -> Located<Literal> {
        let event = try stream.next()
        let start = location(event)
        switch event.type {
        case .scalar:
            return Located(.scalar(text(event), quoted: !event.plain), at: start)
        case .sequenceStart:
            guard depth < Self.maximumValueDepth else {
                throw .valueTooDeep(limit: Self.maximumValueDepth, at: event.start)
            }
            var elements: [Located<Literal>] = []
            while try hasNextElement() {
                elements.append(try literal(depth: depth + 1))
            }
            return Located(.sequence(elements), at: start)
        case .mappingStart:
            try skipRest(of: event)
            return Located(.mapping, at: start)
        default:
            throw Self.misplaced(event)
        }
    }
}
